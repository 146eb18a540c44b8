import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckoutUser } from '@federkiel/machines';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { CheckoutProvider } from '../state/CheckoutProvider.tsx';
import { CheckoutPage } from './CheckoutPage.tsx';

import { methodValues, step, toPaymentStep } from '../testing/checkoutSteps.ts';
import {
  cartWithItem,
  checkoutUser,
  installCheckoutStore,
  renderCheckout,
} from '../testing/renderCheckout.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
});

describe('CheckoutPage', () => {
  it('lets a signed-out customer order as a guest with an e-mail address (or sign in)', async () => {
    const user = userEvent.setup();
    const { carts } = installCheckoutStore();
    renderCheckout({ user: null });
    const addresses = await screen.findByRole('region', { name: 'Adressen' });
    expect(within(addresses).getByRole('group', { name: 'Als Gast bestellen' })).toBeVisible();
    expect(within(addresses).getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      '/signin?returnTo=%2Fcheckout',
    );
    const email = within(addresses).getByLabelText(/E-Mail-Adresse/);
    await user.click(within(addresses).getByRole('button', { name: 'Weiter zum Versand' }));
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'gast@example.de');
    await user.click(within(addresses).getByRole('button', { name: 'Weiter zum Versand' }));
    await waitFor(() =>
      expect(carts.update).toHaveBeenCalledWith(
        expect.objectContaining({ account: { email: 'gast@example.de' } }),
      ),
    );
    expect(await screen.findByRole('region', { name: 'Versand' })).toBeVisible();
  });

  it('loads the account when a guest signs in while the page is open', async () => {
    const { store } = installCheckoutStore();
    function SignInLater() {
      const [user, setUser] = useState<CheckoutUser | null>(null);
      return (
        <>
          <button type="button" onClick={() => setUser(checkoutUser)}>
            Anmelden (Test)
          </button>
          <CheckoutProvider user={user} resume={null} leaveFor={vi.fn()}>
            <CheckoutPage />
          </CheckoutProvider>
        </>
      );
    }
    renderWithRouter(<SignInLater />, { path: '/checkout' });
    await screen.findByRole('group', { name: 'Als Gast bestellen' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Anmelden (Test)' }));
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Als Gast bestellen' })).toBeNull(),
    );
    expect(await screen.findByRole('region', { name: 'Adressen' })).toBeVisible();
    expect(store.account.get).toHaveBeenCalled();
    expect(screen.queryByText(/Die Kasse konnte gerade nicht geladen werden/)).toBeNull();
  });

  it('sums up a configured line: design picture, template, cards and recipients', async () => {
    const cart = cartWithItem();
    const front = '/swell/uploads/' + 'a'.repeat(64) + '.png';
    cart.items = [
      {
        id: 'itm_1',
        product_name: 'A6 Postkarte',
        quantity: 3,
        price_total: 8.7,
        configuration: {
          id: 'cfg_1',
          template: { id: '7', name: 'Konfetti-Geburtstag' },
          canvas: { key: 'a6', name: 'A6 Postkarte', width_mm: 148, height_mm: 105 },
          font: { name: 'Caveat' },
          personalisation: 'salutation_address',
          text_size: 'medium',
          card_count: 3,
          recipient_count: 3,
          shipping: { mode: 'to_recipients', date: '2026-11-23', envelope: 'closed' },
          images: { logo: null, outer_background: front, inner_background: null },
        },
      },
    ];
    installCheckoutStore({ cart });
    const { container } = renderCheckout();
    const summary = await screen.findByRole('complementary', { name: 'Deine Bestellung' });
    expect(summary).toHaveTextContent('Konfetti-Geburtstag');
    expect(summary).toHaveTextContent('A6 Postkarte · 3 Karten · 3 Empfänger');
    // The customer's own front is the picture (no CMS request needed).
    expect(container.querySelector(`img[src="${front}"]`)).not.toBeNull();
  });

  it('shows the empty state for an empty cart', async () => {
    installCheckoutStore({ cart: { id: 'cart_1', items: [] } });
    renderCheckout();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Dein Warenkorb ist leer' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Vorlage auswählen' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.queryByRole('region', { name: 'Adressen' })).toBeNull();
  });

  it('prefills the address step; a missing street is reported and nothing is saved', async () => {
    const user = userEvent.setup();
    const { carts } = installCheckoutStore();
    renderCheckout();
    await screen.findByRole('button', { name: 'Weiter zum Versand' });
    const addresses = within(step('Adressen'));
    expect(addresses.getByLabelText('Vorname')).toHaveValue('Ada');
    expect(addresses.getByLabelText('Nachname')).toHaveValue('Lovelace');
    const street = addresses.getByLabelText('Straße und Hausnummer');
    expect(street).toHaveValue('Musterstraße 1');
    expect(addresses.getByLabelText('PLZ')).toHaveValue('10115');
    expect(addresses.getByLabelText('Ort')).toHaveValue('Berlin');

    await user.clear(street);
    await user.click(addresses.getByRole('button', { name: 'Weiter zum Versand' }));
    expect(street).toHaveAttribute('aria-invalid', 'true');
    expect(street).toHaveAccessibleDescription('Bitte fülle dieses Feld aus.');
    expect(carts.update).not.toHaveBeenCalled();
    expect(addresses.getByRole('button', { name: 'Weiter zum Versand' })).toBeVisible();

    await user.type(street, 'Hauptstraße 5');
    await user.click(addresses.getByRole('button', { name: 'Weiter zum Versand' }));
    expect(
      await within(step('Versand')).findByRole('button', { name: 'Weiter zur Zahlung' }),
    ).toBeVisible();
    expect(carts.update).toHaveBeenCalledWith({
      shipping: expect.objectContaining({ address1: 'Hauptstraße 5', zip: '10115' }),
      billing: expect.objectContaining({ address1: 'Hauptstraße 5', vat_id: '' }),
    });
  });

  it('offers card, saved card and PayPal in that order, and nothing not enabled', async () => {
    const user = userEvent.setup();
    installCheckoutStore({
      savedCards: [{ id: 'card_1', brand: 'Visa', last4: '4242' }],
      settings: {
        paypal: { enabled: true },
        klarna: { enabled: false },
        amazon: { enabled: true }, // no merchant_id / public_key_id
        card: { enabled: true },
      },
    });
    renderCheckout();
    await toPaymentStep(user);
    // The saved card's own choice ('card_1') shows under its method, preselected.
    expect(methodValues()).toEqual(['card', 'savedCard', 'card_1', 'paypal']);
    const payment = within(step('Zahlungsart'));
    // A returning customer's saved card is preselected (issue #27 item 3).
    expect(payment.getByRole('radio', { name: /Gespeicherte Karte/ })).toBeChecked();
    expect(payment.getByRole('radio', { name: 'Visa •••• 4242' })).toBeChecked();
    expect(payment.queryByText('Klarna')).toBeNull();
    expect(payment.queryByText('Amazon Pay')).toBeNull();
    expect(payment.queryByText('iDEAL')).toBeNull();
  });

  it('offers to save the card only to a signed-in customer, never to a guest', async () => {
    const user = userEvent.setup();
    installCheckoutStore({ settings: { card: { enabled: true } } });
    const { unmount } = renderCheckout();
    await toPaymentStep(user);
    expect(
      within(step('Zahlungsart')).getByRole('checkbox', {
        name: 'Karte für künftige Bestellungen speichern',
      }),
    ).toBeVisible();
    unmount();

    installCheckoutStore({ settings: { card: { enabled: true } } });
    renderCheckout({ user: null });
    await user.type(await screen.findByLabelText(/E-Mail-Adresse/), 'gast@example.de');
    await toPaymentStep(user);
    expect(within(step('Zahlungsart')).getByLabelText('Kartennummer')).toBeVisible();
    expect(
      within(step('Zahlungsart')).queryByRole('checkbox', {
        name: 'Karte für künftige Bestellungen speichern',
      }),
    ).toBeNull();
  });

  it('offers no saved card without saved cards, and only what settings enable', async () => {
    const user = userEvent.setup();
    installCheckoutStore({ settings: { paypal: { enabled: true }, card: { enabled: false } } });
    renderCheckout();
    await toPaymentStep(user);
    expect(methodValues()).toEqual(['paypal']);
  });

  it('offers no wallet with a real gateway where the browser cannot pay (no Payment Request API)', async () => {
    const user = userEvent.setup();
    installCheckoutStore({
      settings: {
        card: { enabled: true },
        google: { enabled: true, merchant_id: 'BCR2DN4T' },
        apple: { enabled: true },
      },
    });
    renderCheckout();
    await toPaymentStep(user);
    expect(methodValues()).toEqual(['card']);
  });

  it('lists card and PayPal without saved cards', async () => {
    const user = userEvent.setup();
    installCheckoutStore();
    renderCheckout();
    await toPaymentStep(user);
    expect(methodValues()).toEqual(['card', 'paypal']);
  });
});
