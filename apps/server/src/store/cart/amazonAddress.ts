import type { CheckoutSessionDetails } from '../../payments/gateway.ts';
import { addressProblems, cleanAddress } from '../addresses.ts';
import type { FieldError } from '../fieldErrors.ts';
import type { AddressData, ShippingData } from './cartData.ts';
import { deliverableCountry, SHIPPING_COUNTRIES } from './shipping.ts';

// Issue 41: Amazon Pay brings the delivery address the buyer chose in their Amazon account.
// When the approval goes on the cart (PUT /cart with billing.method `amazon` and its intent)
// that address becomes the cart's delivery address — the service stays, the totals are
// computed anew from it like after any address change. The invoice address stays the one the
// customer gave in the shop (company, USt-IdNr. and Leitweg-ID live there). An address the
// shop does not deliver to is refused, and the approval released (routes/api/cart.ts).

export const AMAZON_SESSION_UNKNOWN: FieldError = {
  code: 'NOT_FOUND',
  message:
    'Diese Amazon-Pay-Zahlung kennen wir nicht (mehr). Bitte wähle Amazon Pay erneut – es wurde nichts berechnet.',
};

const countryName = (code: string) =>
  new Intl.DisplayNames(['de'], { type: 'region' }).of(code.toUpperCase()) ?? code;

/** The German refusal of an Amazon address outside the countries the shop delivers to. */
export function undeliverableAddress(address: AddressData): FieldError {
  const place = [address.city, address.country ? countryName(address.country) : null]
    .filter(Boolean)
    .join(', ');
  const countries = new Intl.ListFormat('de', { type: 'conjunction' }).format(
    SHIPPING_COUNTRIES.map(countryName),
  );
  return {
    code: 'UNDELIVERABLE',
    message: `An die bei Amazon Pay gewählte Lieferadresse (${place}) können wir leider nicht liefern. Wir liefern nach ${countries}. Bitte wähle bei Amazon Pay eine andere Lieferadresse oder eine andere Zahlungsart – es wurde nichts berechnet.`,
  };
}

/** Whether the session's address is one the shop cannot deliver to (its approval is released). */
export function amazonUndeliverable(session: CheckoutSessionDetails | null | undefined): boolean {
  return !!session && !deliverableCountry(session.shippingAddress.country);
}

/**
 * The cart's shipping after an Amazon approval, or the problems that refuse it: `session`
 * null = the gateway knows no such session with a chosen address.
 */
export function amazonShipping(
  session: CheckoutSessionDetails | null,
  current: ShippingData,
): { shipping: ShippingData } | { problems: Record<string, FieldError> } {
  if (!session) return { problems: { 'billing.amazon': AMAZON_SESSION_UNKNOWN } };
  const address = cleanAddress({ ...session.shippingAddress });
  if (!deliverableCountry(address.country))
    return { problems: { 'shipping.country': undeliverableAddress(address) } };
  const problems = addressProblems('shipping', address, true);
  if (Object.keys(problems).length > 0) return { problems };
  return { shipping: { ...address, service: current.service } };
}

const euros = (cents: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/**
 * The German refusal when the address chosen at Amazon changes what the cart costs (postage
 * by destination, issue 38): the approval covers the old total, and nothing may be charged
 * that the buyer has not seen. The cart keeps the new address and price, so the checkout
 * shows them; the buyer confirms by paying again.
 */
export function amazonTotalChanged(
  address: Pick<AddressData, 'city' | 'country'>,
  approvedCents: number,
  totalCents: number,
): FieldError {
  const place = [address.city, address.country ? countryName(address.country) : null]
    .filter(Boolean)
    .join(', ');
  return {
    code: 'TOTAL_CHANGED',
    message: `Mit der bei Amazon Pay gewählten Lieferadresse (${place}) kostet deine Bestellung ${euros(totalCents)} statt ${euros(approvedCents)}. Bitte prüfe den neuen Betrag und bezahle dann erneut mit Amazon Pay – es wurde nichts berechnet.`,
  };
}
