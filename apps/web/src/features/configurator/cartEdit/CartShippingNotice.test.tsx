import type { EditEvent } from '@federkiel/machines';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import {
  BIRTHDAY_TEMPLATE,
  progressAfter,
  renderConfigurator,
} from '../testing/configuratorTestKit.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
});

const address = { line1: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' };
const ORDER: EditEvent[] = [
  { type: 'CHOOSE_TEMPLATE', template: BIRTHDAY_TEMPLATE },
  { type: 'CHOOSE_PERSONALISATION', personalisation: 'salutation_address' },
  {
    type: 'IMPORT_RECIPIENTS',
    mode: 'replace',
    recipients: [
      { firstName: 'Anna', lastName: 'Schmidt', gender: 'female', addressForm: 'du', address },
    ],
  },
  { type: 'SET_SHIPPING', changes: { mode: 'to_recipients' } },
];

function renderWithCart(service: string | null, quantity = 3) {
  return renderConfigurator({
    saved: progressAfter(ORDER, 'summary'),
    path: '/configurator/summary',
    setupStore: (store) => {
      store.session.restoreToken('sess_1');
      store.cart.get.mockResolvedValue({
        id: 'cart_1',
        items: [{ id: 'itm_1', quantity, metadata: { configurationId: 'cfg_1' } }],
        shipping: { service },
      } as never);
    },
  });
}

const modeRadio = (name: RegExp) => screen.getByRole('radio', { name });

describe('one shipping mode per cart, in the configurator', () => {
  it('a cart shipped "to you" keeps its mode: the new card follows it and says so', async () => {
    renderWithCart('to_customer');
    expect(await screen.findByTestId('cart-shipping-notice')).toHaveTextContent(
      'Im Warenkorb liegen schon 3 Karten mit „An mich“. Eine Bestellung hat eine Versandart',
    );
    await waitFor(() => expect(modeRadio(/^An mich/)).toBeChecked());
    expect(screen.getByTestId('cart-shipping-notice')).toHaveTextContent('angepasst');
  });

  it('choosing the other mode is the answer: it will hold for the whole order', async () => {
    const user = userEvent.setup();
    renderWithCart('to_customer', 1);
    await waitFor(() => expect(modeRadio(/^An mich/)).toBeChecked());
    await user.click(modeRadio(/^Direkt an die Empfänger/));
    expect(screen.getByTestId('cart-shipping-notice')).toHaveTextContent(
      '„Direkt an die Empfänger“ gilt dann für die ganze Bestellung – auch für die Karte im Warenkorb, die bisher „An mich“ verschickt wird.',
    );
    // Not set back.
    expect(modeRadio(/^Direkt an die Empfänger/)).toBeChecked();
  });

  it('an empty cart (or one without a mode) asks nothing: the card`s mode decides', async () => {
    renderWithCart(null);
    await screen.findByRole('heading', { name: 'Versand' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('cart-shipping-notice')).toBeNull();
    expect(modeRadio(/^Direkt an die Empfänger/)).toBeChecked();
  });
});
