import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import {
  cartWithItem,
  installCheckoutStore,
  ORDER_COMPLETE_MARKER,
  renderCheckout,
} from '../testing/renderCheckout.tsx';
import { lastBusinessOrder } from '../testing/lastBusinessOrder.ts';

afterEach(() => {
  resetSession();
  setStore(null);
});

const PAY = 'Zahlungspflichtig bestellen';
const step = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

const lastOrder = lastBusinessOrder;

/** A cart the configurator gave its service, no addresses yet; a saved card on the account. */
function returningBusiness() {
  const cart = { ...cartWithItem(), shipping: { service: 'to_recipients' } };
  const fixture = installCheckoutStore({
    cart,
    savedCards: [{ id: 'card_1', brand: 'Visa', last4: '4242' }],
  });
  fixture.store.account.listOrders.mockResolvedValue({ count: 1, page: 1, results: [lastOrder] });
  return fixture;
}

describe('CheckoutPage: a returning business customer (issue #27 item 3)', () => {
  it('opens the review with the last addresses, company, USt-IdNr. and the saved card', async () => {
    const user = userEvent.setup();
    const { carts } = returningBusiness();
    renderCheckout();
    const pay = await within(
      await screen.findByRole('region', { name: 'Prüfen und bestellen' }),
    ).findByRole('button', { name: PAY });

    // The known addresses went on the cart by themselves, with the business ids.
    expect(carts.update).toHaveBeenCalledWith(
      expect.objectContaining({
        shipping: expect.objectContaining({ company: 'Tinte & Co. GmbH', city: 'München' }),
        billing: expect.objectContaining({ vat_id: 'DE123456788' }),
      }),
    );
    // Every step done, with its summary and „Ändern“.
    const addresses = step('Adressen');
    expect(within(addresses).getAllByText('Tinte & Co. GmbH')[0]).toBeVisible();
    expect(within(addresses).getByText('USt-IdNr. DE123456788')).toBeVisible();
    expect(within(step('Zahlungsart')).getByText(/Visa •••• 4242/)).toBeVisible();
    for (const name of ['Adressen', 'Versand', 'Zahlungsart'])
      expect(within(step(name)).getByRole('button', { name: /Ändern/ })).toBeEnabled();

    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    expect(await screen.findByText(ORDER_COMPLETE_MARKER)).toBeVisible();
    expect(carts.update).toHaveBeenCalledWith({
      billing: expect.objectContaining({ method: 'card', account_card_id: 'card_1' }),
    });
  });

  it('„Ändern“ opens the prefilled address step again', async () => {
    const user = userEvent.setup();
    returningBusiness();
    renderCheckout();
    await within(await screen.findByRole('region', { name: 'Prüfen und bestellen' })).findByRole(
      'button',
      { name: PAY },
    );
    await user.click(within(step('Adressen')).getByRole('button', { name: /Ändern/ }));
    const form = step('Adressen');
    expect(await within(form).findByLabelText(/^Firma/)).toHaveValue('Tinte & Co. GmbH');
    expect(within(form).getByLabelText('PLZ')).toHaveValue('80331');
  });
});
