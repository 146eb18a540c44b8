import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';

import {
  billingUpdates,
  DECLINED,
  enterCard,
  step,
  toPaymentStep,
  toReview,
} from '../testing/checkoutSteps.ts';
import {
  installCheckoutStore,
  ORDER_COMPLETE_MARKER,
  renderCheckout,
} from '../testing/renderCheckout.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
});

// Paying from the checkout page: declines, one submission, the approval pages and the way back.

describe('CheckoutPage: paying', () => {
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

  it('sums up a typed card with its brand once the review opens (the card rules load with the step)', async () => {
    const user = userEvent.setup();
    installCheckoutStore();
    renderCheckout();
    await toPaymentStep(user);
    await enterCard(user);
    await toReview(user);
    expect(await screen.findByText(/Kreditkarte · Visa •••• 4242/)).toBeVisible();
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
});
