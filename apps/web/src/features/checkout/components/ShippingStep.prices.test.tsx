import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { cartWithItem, installCheckoutStore, renderCheckout } from '../testing/renderCheckout.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
  window.localStorage.clear();
});

describe('shipping step prices (issue #27 item 5)', () => {
  it('shows the services gross like the order summary, net only on a business’s wish', async () => {
    const user = userEvent.setup();
    installCheckoutStore();
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Weiter zum Versand' }));
    const shipping = within(await screen.findByRole('region', { name: 'Versand' }));
    const option = await shipping.findByRole('radio', { name: /Versand an dich/ });
    // 4,90 € net = 5,83 € gross.
    expect(option.closest('label')).toHaveTextContent('5,83');
    expect(option.closest('label')).not.toHaveTextContent('4,90');

    await user.click(screen.getByRole('checkbox', { name: /ohne MwSt|netto|zzgl/i }));
    expect(option.closest('label')).toHaveTextContent('4,90');
  });

  it('names each destination`s delivery time before paying (issue 38)', async () => {
    const user = userEvent.setup();
    const cart = cartWithItem();
    installCheckoutStore({
      cart: {
        ...cart,
        shipment_rating: {
          services: [
            {
              id: 'to_recipients',
              name: 'Versand an die Empfänger',
              price: 1.8,
              estimate: 'Zustellung in Österreich: 3–5 Werktage',
            },
          ],
        },
      },
    });
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Weiter zum Versand' }));
    const shipping = within(await screen.findByRole('region', { name: 'Versand' }));
    const option = await shipping.findByRole('radio', { name: /Versand an die Empfänger/ });
    expect(option.closest('label')).toHaveTextContent('Zustellung in Österreich: 3–5 Werktage');
  });
});
