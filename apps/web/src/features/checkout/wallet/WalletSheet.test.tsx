import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import {
  installCheckoutStore,
  ORDER_COMPLETE_MARKER,
  renderCheckout,
} from '../testing/renderCheckout.tsx';

// The sandbox wallet sheet driving the wallet machines through the checkout page
// (docs/checkout.md "Wallets in the sandbox").

afterEach(() => {
  resetSession();
  setStore(null);
  vi.restoreAllMocks();
});

const SANDBOX_WALLETS = {
  card: { enabled: true, gateway: 'sandbox' },
  google: { enabled: true, gateway: 'sandbox', merchant_id: 'federkiel-sandbox' },
  apple: { enabled: true, gateway: 'sandbox' },
};

const step = (name: string) => screen.getByRole('region', { name });

function installWalletStore(settings: Record<string, Record<string, unknown>> = SANDBOX_WALLETS) {
  const installed = installCheckoutStore({ settings });
  installed.store.card.createToken.mockResolvedValue({
    token: 'tok_wallet',
    brand: 'Visa',
    last4: '4242',
  });
  return installed;
}

async function toPaymentStep(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Weiter zum Versand' }));
  const service = await within(step('Versand')).findByRole('radio', { name: /Versand an dich/ });
  await user.click(service);
  await waitFor(() => expect(service).toBeChecked());
  const toPayment = within(step('Versand')).getByRole('button', { name: 'Weiter zur Zahlung' });
  await waitFor(() => expect(toPayment).toBeEnabled());
  await user.click(toPayment);
  await within(step('Zahlungsart')).findByRole('button', { name: 'Weiter zur Prüfung' });
}

/** Chooses the wallet, goes to the review and opens the sheet with the wallet's button. */
async function openSheet(user: UserEvent, wallet: 'Google Pay' | 'Apple Pay') {
  await toPaymentStep(user);
  await user.click(within(step('Zahlungsart')).getByRole('radio', { name: new RegExp(wallet) }));
  await user.click(within(step('Zahlungsart')).getByRole('button', { name: 'Weiter zur Prüfung' }));
  const buy = await within(step('Prüfen und bestellen')).findByRole('button', {
    name: `Kaufen mit ${wallet}`,
  });
  await user.click(buy);
  return screen.findByRole('dialog', { name: new RegExp(wallet) });
}

describe('wallets in the sandbox', () => {
  it('offers Google Pay and Apple Pay when the settings enable them for the sandbox', async () => {
    const user = userEvent.setup();
    installWalletStore();
    renderCheckout();
    await toPaymentStep(user);
    const values = within(step('Zahlungsart'))
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value'));
    expect(values).toEqual(expect.arrayContaining(['googlePay', 'applePay']));
  });

  it('does not offer Google Pay without a merchant id, and logs why', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    installWalletStore({ ...SANDBOX_WALLETS, google: { enabled: true, gateway: 'sandbox' } });
    renderCheckout();
    await toPaymentStep(user);
    const values = within(step('Zahlungsart'))
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value'));
    expect(values).not.toContain('googlePay');
    expect(values).toContain('applePay');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Google merchant ID is not defined'));
  });

  it('Google Pay: pays with the chosen test card and places the order', async () => {
    const user = userEvent.setup();
    const { carts } = installWalletStore();
    renderCheckout();
    const sheet = await openSheet(user, 'Google Pay');
    expect(within(sheet).getByText('enthaltene MwSt. 19 %')).toBeVisible();
    // The shop waits for the customer: no processing notice over the open sheet (issue #27).
    expect(screen.queryByText(/Zahlung wird verarbeitet/)).toBeNull();
    const lines = within(within(sheet).getByTestId('wallet-lines'));
    expect(lines.getByText('Zwischensumme')).toBeVisible();
    await user.click(within(sheet).getByRole('button', { name: 'Bezahlen' }));
    expect(await screen.findByText(ORDER_COMPLETE_MARKER)).toBeInTheDocument();
    const billing = carts.update.mock.calls
      .map(([data]) => data.billing as Record<string, unknown> | undefined)
      .find((b) => b?.method === 'google');
    expect(billing).toMatchObject({ method: 'google', card: { token: 'tok_wallet' } });
    expect(carts.submitOrder).toHaveBeenCalledTimes(1);
  });

  it('refuses an address the shop cannot ship to, without touching the cart', async () => {
    const user = userEvent.setup();
    const { carts } = installWalletStore();
    renderCheckout();
    const sheet = await openSheet(user, 'Google Pay');
    const updates = carts.update.mock.calls.length;
    await user.click(within(sheet).getByRole('radio', { name: /New York/ }));
    expect(await within(sheet).findByText(/nicht liefern/)).toBeVisible();
    expect(within(sheet).getByRole('button', { name: 'Bezahlen' })).toBeDisabled();
    expect(carts.update.mock.calls.length).toBe(updates);
    // Another address is fine again: it goes on the cart without a service (spec §4).
    await user.click(within(sheet).getByRole('radio', { name: /Wien/ }));
    await waitFor(() => expect(within(sheet).queryByText(/nicht liefern/)).toBeNull());
    expect(carts.update).toHaveBeenLastCalledWith({
      shipping: expect.objectContaining({ city: 'Wien', country: 'AT', service: null }),
      shipment_rating: null,
    });
    expect(carts.submitOrder).not.toHaveBeenCalled();
  });

  it('answers a refused shipping option with fail and shows it', async () => {
    const user = userEvent.setup();
    const { carts } = installWalletStore();
    renderCheckout();
    const sheet = await openSheet(user, 'Google Pay');
    carts.update.mockRejectedValueOnce(new Error('nope'));
    await user.click(within(sheet).getByRole('radio', { name: /Einzeln an die Empfänger/ }));
    expect(await within(sheet).findByText(/Versandart ist gerade nicht möglich/)).toBeVisible();
    expect(within(sheet).getByRole('button', { name: 'Bezahlen' })).toBeDisabled();
  });

  it('Escape cancels: back at the payment step, no order', async () => {
    const user = userEvent.setup();
    const { carts } = installWalletStore();
    renderCheckout();
    const sheet = await openSheet(user, 'Google Pay');
    await user.click(within(sheet).getByRole('radio', { name: /Wien/ }));
    await waitFor(() =>
      expect(carts.update).toHaveBeenLastCalledWith(
        expect.objectContaining({ shipping: expect.objectContaining({ city: 'Wien' }) }),
      ),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(step('Zahlungsart')).findByRole('button', { name: 'Weiter zur Prüfung' }),
    ).toBeVisible();
    // The cart's delivery as before the sheet (a cancelled wallet changes nothing).
    await waitFor(() =>
      expect(carts.update).toHaveBeenLastCalledWith({
        shipping: expect.objectContaining({
          city: 'Berlin',
          address1: 'Musterstraße 1',
          service: 'to_customer',
        }),
      }),
    );
    expect(carts.submitOrder).not.toHaveBeenCalled();
  });

  it('Apple Pay: ends with complete status success and the order', async () => {
    const user = userEvent.setup();
    installWalletStore();
    renderCheckout();
    const sheet = await openSheet(user, 'Apple Pay');
    await user.click(within(sheet).getByRole('button', { name: 'Bezahlen' }));
    expect(await screen.findByText(ORDER_COMPLETE_MARKER)).toBeInTheDocument();
  });
});
