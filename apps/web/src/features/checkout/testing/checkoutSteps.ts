import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { CartMocks } from './checkoutStore.ts';

// The checkout page's tests walk the same steps (CheckoutPage*.test.tsx): these are the walks.

export const PAY = 'Zahlungspflichtig bestellen';
export const DECLINED = 'Die Karte wurde abgelehnt. Bitte verwende eine andere Karte.';
const YY = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');

export const step = (name: string) => screen.getByRole('region', { name });

/** Step 1 with the prefilled address → step 2, the first service → step 3 opens. */
export async function toPaymentStep(user: UserEvent) {
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

export async function enterCard(user: UserEvent) {
  const payment = within(step('Zahlungsart'));
  await user.type(payment.getByLabelText('Kartennummer'), '4242424242424242');
  await user.type(payment.getByLabelText('Ablaufdatum'), `12${YY}`);
  await user.type(payment.getByLabelText('Prüfnummer'), '123');
}

/** "Weiter zur Prüfung" → the pay button of step 4. */
export async function toReview(user: UserEvent) {
  await user.click(within(step('Zahlungsart')).getByRole('button', { name: 'Weiter zur Prüfung' }));
  return within(step('Prüfen und bestellen')).findByRole('button', { name: PAY });
}

export const billingUpdates = (carts: CartMocks) =>
  carts.update.mock.calls
    .map(([data]) => data)
    .filter((data) => 'billing' in data && !('shipping' in data));

export const methodValues = () =>
  within(step('Zahlungsart'))
    .getAllByRole('radio')
    .map((radio) => radio.getAttribute('value'));
