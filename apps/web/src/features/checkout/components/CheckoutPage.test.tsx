import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { CheckoutUser } from '@federkiel/machines';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAddress } from '../../../lib/i18n/address.ts';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { CheckoutProvider } from '../state/CheckoutProvider.tsx';
import { CheckoutPage } from './CheckoutPage.tsx';
import type { CartMocks } from '../testing/checkoutStore.ts';
import {
  cartWithItem,
  checkoutUser,
  installCheckoutStore,
  ORDER_COMPLETE_MARKER,
  renderCheckout,
} from '../testing/renderCheckout.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
});

const PAY = 'Zahlungspflichtig bestellen';
const DECLINED = 'Die Karte wurde abgelehnt. Bitte verwende eine andere Karte.';
const YY = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');

const step = (name: string) => screen.getByRole('region', { name });

/** Step 1 with the prefilled address → step 2, the first service → step 3 opens. */
async function toPaymentStep(user: UserEvent) {
  const next = await screen.findByRole('button', { name: 'Weiter zum Versand' });
  await user.click(next);
  const service = await within(step('Versand')).findByRole('radio', { name: /Versand an dich/ });
  await user.click(service);
  await waitFor(() => expect(service).toBeChecked());
  const toPayment = within(step('Versand')).getByRole('button', { name: 'Weiter zur Zahlung' });
  await waitFor(() => expect(toPayment).toBeEnabled());
  await user.click(toPayment);
  return within(step('Zahlungsart')).findByRole('button', { name: 'Weiter zur Prüfung' });
}

async function enterCard(user: UserEvent) {
  const payment = within(step('Zahlungsart'));
  await user.type(payment.getByLabelText('Kartennummer'), '4242424242424242');
  await user.type(payment.getByLabelText('Ablaufdatum'), `12${YY}`);
  await user.type(payment.getByLabelText('Prüfnummer'), '123');
}

/** "Weiter zur Prüfung" → the pay button of step 4. */
async function toReview(user: UserEvent) {
  await user.click(within(step('Zahlungsart')).getByRole('button', { name: 'Weiter zur Prüfung' }));
  return within(step('Prüfen und bestellen')).findByRole('button', { name: PAY });
}

const billingUpdates = (carts: CartMocks) =>
  carts.update.mock.calls
    .map(([data]) => data)
    .filter((data) => 'billing' in data && !('shipping' in data));

const methodValues = () =>
  within(step('Zahlungsart'))
    .getAllByRole('radio')
    .map((radio) => radio.getAttribute('value'));

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

  it('a declined card goes back to the payment step with the German message, no order', async () => {
    const user = userEvent.setup();
    const { store, carts } = installCheckoutStore();
    store.card.createToken.mockRejectedValue(
      Object.assign(new Error(DECLINED), { code: 'vault_error' }),
    );
    renderCheckout();
    await toPaymentStep(user);
    await enterCard(user);
    await user.click(await toReview(user));

    const alert = await within(step('Zahlungsart')).findByRole('alert');
    expect(alert).toHaveTextContent('Die Zahlung hat nicht geklappt');
    expect(alert).toHaveTextContent(DECLINED);
    expect(
      within(step('Zahlungsart')).getByRole('button', { name: 'Weiter zur Prüfung' }),
    ).toBeVisible();
    expect(store.card.createToken).toHaveBeenCalledTimes(1);
    expect(store.payment.createIntent).not.toHaveBeenCalled();
    expect(billingUpdates(carts)).toEqual([]);
    expect(carts.submitOrder).not.toHaveBeenCalled();
    expect(screen.queryByText(ORDER_COMPLETE_MARKER)).toBeNull();
  });

  it('shows the store’s own decline text as it is', async () => {
    const user = userEvent.setup();
    const { store, carts } = installCheckoutStore();
    store.card.createToken.mockRejectedValue(
      Object.assign(new Error('Deine Bank hat die Zahlung abgelehnt.'), { code: 'card_declined' }),
    );
    renderCheckout();
    await toPaymentStep(user);
    await enterCard(user);
    await user.click(await toReview(user));
    expect(await within(step('Zahlungsart')).findByRole('alert')).toHaveTextContent(
      'Deine Bank hat die Zahlung abgelehnt.',
    );
    expect(carts.submitOrder).not.toHaveBeenCalled();
  });

  it('pays and submits once when "Zahlungspflichtig bestellen" is clicked twice quickly', async () => {
    const user = userEvent.setup();
    const { store, carts } = installCheckoutStore();
    renderCheckout();
    await toPaymentStep(user);
    await enterCard(user);
    const pay = await toReview(user);
    const form = pay.closest('form') as HTMLFormElement;
    const submits = vi.fn();
    form.addEventListener('submit', submits);
    // Both clicks before React renders again: the second one still finds the pay button.
    act(() => {
      pay.click();
      pay.click();
    });
    expect(submits).toHaveBeenCalledTimes(2);
    expect(await screen.findByText(ORDER_COMPLETE_MARKER)).toBeVisible();
    expect(store.card.createToken).toHaveBeenCalledTimes(1);
    expect(store.payment.createIntent).toHaveBeenCalledTimes(1);
    expect(billingUpdates(carts)).toEqual([
      { billing: { method: 'card', intent: { sandbox: { id: 'pi_1' } }, account_card_id: null } },
    ]);
    expect(carts.submitOrder).toHaveBeenCalledTimes(1);
  });

  it('after a successful order the page moves on to /order/complete', async () => {
    const user = userEvent.setup();
    const { carts } = installCheckoutStore({
      savedCards: [{ id: 'card_1', brand: 'Visa', last4: '4242' }],
    });
    const { router } = renderCheckout();
    await toPaymentStep(user);
    await user.click(
      within(step('Zahlungsart')).getByRole('radio', { name: /Gespeicherte Karte/ }),
    );
    expect(
      within(step('Zahlungsart')).getByRole('radio', { name: 'Visa •••• 4242' }),
    ).toBeChecked();
    await user.click(await toReview(user));

    expect(await screen.findByText(ORDER_COMPLETE_MARKER)).toBeVisible();
    expect(router.state.location.pathname).toBe('/order/complete');
    expect(router.state.location.state).toEqual({ orderId: 'ord_1' });
    expect(billingUpdates(carts)).toEqual([
      { billing: { method: 'card', account_card_id: 'card_1', intent: null } },
    ]);
    expect(carts.submitOrder).toHaveBeenCalledTimes(1);
  });

  it('leaves for PayPal’s approval page with the intent’s redirect URL', async () => {
    const user = userEvent.setup();
    const { store, carts } = installCheckoutStore();
    const approval = 'https://sandbox.example/paypal/approve?token=EC-1';
    store.payment.createIntent.mockResolvedValue({
      id: 'EC-1',
      status: 'created',
      redirect_url: approval,
    });
    const leaveFor = vi.fn();
    renderCheckout({ leaveFor });
    await toPaymentStep(user);
    await user.click(within(step('Zahlungsart')).getByRole('radio', { name: /PayPal/ }));
    await user.click(await toReview(user));

    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(approval, 'paypal'));
    expect(leaveFor).toHaveBeenCalledTimes(1);
    expect(store.payment.createIntent).toHaveBeenCalledWith({
      method: 'paypal',
      amount: 17400,
      currency: 'eur',
      return_url: `${window.location.origin}/checkout`,
      intent: 'CAPTURE',
    });
    expect(billingUpdates(carts)).toEqual([]);
    expect(carts.submitOrder).not.toHaveBeenCalled();
  });

  it('leaves for the 3-D Secure page when the card intent needs it', async () => {
    const user = userEvent.setup();
    const { store, carts } = installCheckoutStore();
    const challenge = 'https://sandbox.example/3ds?intent=pi_3ds';
    store.payment.createIntent.mockResolvedValue({
      id: 'pi_3ds',
      status: 'requires_action',
      redirect_url: challenge,
    });
    const leaveFor = vi.fn();
    renderCheckout({ leaveFor });
    await toPaymentStep(user);
    await enterCard(user);
    await user.click(await toReview(user));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(challenge, 'card'));
    expect(carts.submitOrder).not.toHaveBeenCalled();
  });

  it('back from PayPal: pays with the returned token and completes the order', async () => {
    const { carts } = installCheckoutStore();
    const leaveFor = vi.fn();
    const { router } = renderCheckout({
      leaveFor,
      resume: {
        method: 'paypal',
        back: { gateway: 'paypal', token: 'EC-1', payerId: 'P1', redirectStatus: 'succeeded' },
      },
    });
    expect(await screen.findByText(ORDER_COMPLETE_MARKER)).toBeVisible();
    expect(router.state.location.pathname).toBe('/order/complete');
    expect(billingUpdates(carts)).toEqual([
      {
        billing: {
          method: 'paypal',
          paypal: { token: 'EC-1' },
          intent: { sandbox: { id: 'EC-1' } },
          account_card_id: null,
        },
      },
    ]);
    expect(carts.submitOrder).toHaveBeenCalledTimes(1);
    expect(leaveFor).not.toHaveBeenCalled();
  });

  describe('Anmerkung zur Bestellung', () => {
    const REMARK = 'Bitte erst ab dem 1. Dezember verschicken.\nDanke!';
    const commentField = () =>
      within(step('Prüfen und bestellen')).getByRole('textbox', {
        name: /Anmerkung zur Bestellung/,
      });
    const commentUpdates = (carts: CartMocks) =>
      carts.update.mock.calls.map(([data]) => data).filter((data) => 'comments' in data);

    it('is optional, says it is not written on the cards and counts up to 1,000 characters', async () => {
      const user = userEvent.setup();
      installCheckoutStore();
      renderCheckout();
      await toPaymentStep(user);
      await enterCard(user);
      await toReview(user);
      const field = commentField();
      expect(field).toHaveAccessibleName('Anmerkung zur Bestellung (optional)');
      expect(field).toHaveAccessibleDescription(
        'Zum Beispiel Wünsche zum Versand. Die Anmerkung liest nur unser Team – sie wird nicht auf die Karten geschrieben. 0 von 1.000 Zeichen',
      );
      expect(field).toHaveAttribute('maxlength', '1000');
      await user.type(field, 'Danke!');
      expect(screen.getByText('6 von 1.000 Zeichen')).toBeVisible();
    });

    it('goes on the cart before the order is placed', async () => {
      const user = userEvent.setup();
      const { carts } = installCheckoutStore();
      renderCheckout();
      await toPaymentStep(user);
      await enterCard(user);
      const pay = await toReview(user);
      await user.type(commentField(), REMARK);
      await user.click(pay);

      expect(await screen.findByText(ORDER_COMPLETE_MARKER)).toBeVisible();
      expect(commentUpdates(carts)).toEqual([{ comments: REMARK }]);
      const saved = carts.update.mock.calls.findIndex(([data]) => 'comments' in data);
      expect(carts.update.mock.invocationCallOrder[saved]).toBeLessThan(
        carts.submitOrder.mock.invocationCallOrder[0] as number,
      );
      expect((await carts.get())?.comments).toBe(REMARK);
    });

    it('is saved when the field is left, once, and trimmed', async () => {
      const user = userEvent.setup();
      const { carts } = installCheckoutStore();
      renderCheckout();
      await toPaymentStep(user);
      await enterCard(user);
      const pay = await toReview(user);
      await user.type(commentField(), '  Gern mit Schleife.  ');
      await user.tab();
      await waitFor(() =>
        expect(commentUpdates(carts)).toEqual([{ comments: 'Gern mit Schleife.' }]),
      );
      await user.click(pay);
      expect(await screen.findByText(ORDER_COMPLETE_MARKER)).toBeVisible();
      // Already on the cart: "bestellen" does not send it again.
      expect(commentUpdates(carts)).toHaveLength(1);
    });

    it('is kept when the customer goes back a step', async () => {
      const user = userEvent.setup();
      installCheckoutStore();
      renderCheckout();
      await toPaymentStep(user);
      await enterCard(user);
      await toReview(user);
      await user.type(commentField(), REMARK);
      await user.click(screen.getByRole('button', { name: /^Ändern\W+Zahlungsart$/ }));
      expect(screen.queryByRole('textbox', { name: /Anmerkung zur Bestellung/ })).toBeNull();
      await enterCard(user);
      await toReview(user);
      expect(commentField()).toHaveValue(REMARK);
    });

    it('is kept after a declined payment, and stays on the cart', async () => {
      const user = userEvent.setup();
      const { store, carts } = installCheckoutStore();
      store.card.createToken.mockRejectedValueOnce(
        Object.assign(new Error(DECLINED), { code: 'vault_error' }),
      );
      renderCheckout();
      await toPaymentStep(user);
      await enterCard(user);
      const pay = await toReview(user);
      await user.type(commentField(), REMARK);
      await user.click(pay);
      await within(step('Zahlungsart')).findByRole('alert');
      expect(carts.submitOrder).not.toHaveBeenCalled();
      expect((await carts.get())?.comments).toBe(REMARK);

      // Card data is never kept after a decline: the customer types it again.
      await enterCard(user);
      await toReview(user);
      expect(commentField()).toHaveValue(REMARK);
      await user.click(within(step('Prüfen und bestellen')).getByRole('button', { name: PAY }));
      expect(await screen.findByText(ORDER_COMPLETE_MARKER)).toBeVisible();
      expect(commentUpdates(carts)).toEqual([{ comments: REMARK }]);
    });

    it('shows the remark already on the cart (e.g. back from a payment page)', async () => {
      const user = userEvent.setup();
      installCheckoutStore({ cart: { ...cartWithItem(), comments: 'Schon gespeichert' } });
      renderCheckout();
      await toPaymentStep(user);
      await enterCard(user);
      await toReview(user);
      expect(commentField()).toHaveValue('Schon gespeichert');
    });

    it('does not order when the remark cannot be saved, and says so (Sie)', async () => {
      const user = userEvent.setup();
      setAddress('sie');
      const { store, carts } = installCheckoutStore();
      renderCheckout();
      await toPaymentStep(user);
      await enterCard(user);
      const pay = await toReview(user);
      const remember = carts.update.getMockImplementation();
      carts.update.mockImplementationOnce(async () => {
        throw new Error('offline');
      });
      await user.type(commentField(), REMARK);
      await user.click(pay);

      expect(
        await within(step('Prüfen und bestellen')).findByText(
          'Ihre Anmerkung konnte gerade nicht gespeichert werden. Bitte versuchen Sie es noch einmal.',
        ),
      ).toBeVisible();
      expect(commentField()).toHaveAttribute('aria-invalid', 'true');
      expect(commentField()).toHaveFocus();
      expect(store.card.createToken).not.toHaveBeenCalled();
      expect(carts.submitOrder).not.toHaveBeenCalled();

      carts.update.mockImplementation(remember as NonNullable<typeof remember>);
      await user.click(pay);
      expect(await screen.findByText(ORDER_COMPLETE_MARKER)).toBeVisible();
      expect((await carts.get())?.comments).toBe(REMARK);
    });
  });
});
