import type { ChargeSource, PaymentMethod } from '../../payments/gateway.ts';
import { REDIRECT_METHODS, WALLET_METHODS } from '../../payments/gateway.ts';
import { billingIntentId, type BillingData } from '../cart/cartData.ts';
import { fieldErrors, REQUIRED, type FieldError } from '../fieldErrors.ts';
import { Refusal } from '../sessionScope.ts';

// What POST /cart/order (submitOrder.ts) charges: the cart's payment method and its source
// (a card token, a wallet's token, or an approved intent of a redirect method), refused with
// the field to fix when the billing data do not name one.

export function refuse(errors: Record<string, FieldError>): never {
  throw new Refusal(fieldErrors(errors));
}

function intentIdOf(billing: BillingData, method: PaymentMethod): string | null {
  const fromIntent = billingIntentId(billing.intent);
  if (fromIntent) return fromIntent;
  // Card and wallets carry a card token (billing.card), no method data of their own.
  const methodData =
    method === 'card' || WALLET_METHODS.includes(method)
      ? undefined
      : billing[method as Exclude<PaymentMethod, 'card' | 'google' | 'apple'>];
  for (const key of ['token', 'id', 'payment_id']) {
    const value = methodData?.[key];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

export function paymentSource(
  billing: BillingData,
  captureCents: number,
): { source: ChargeSource | null; method: PaymentMethod | null } {
  if (captureCents <= 0) return { source: null, method: null };
  const method = (billing.method ?? (billing.card ? 'card' : undefined)) as
    PaymentMethod | undefined;
  if (!method) refuse({ 'billing.method': REQUIRED('Bitte wähle eine Zahlungsart.') });
  const intentId = intentIdOf(billing, method);
  if (method === 'card') {
    const token = billing.card?.token;
    if (!token) refuse({ 'billing.card': REQUIRED('Bitte gib deine Kartendaten ein.') });
    return {
      method,
      source: intentId
        ? { kind: 'intent', intentId, method, cardToken: token }
        : { kind: 'card', token },
    };
  }
  // Google Pay / Apple Pay: the wallet's token is a card token of the gateway, charged like
  // a card; the order keeps the wallet as its method.
  if (WALLET_METHODS.includes(method)) {
    const token = billing.card?.token;
    if (!token) {
      refuse({
        billing: { code: 'PAYMENT_REQUIRED', message: 'Bitte zuerst die Zahlung bestätigen.' },
      });
    }
    return { method, source: { kind: 'card', token } };
  }
  if (REDIRECT_METHODS.includes(method) && intentId) {
    return { method, source: { kind: 'intent', intentId, method, cardToken: null } };
  }
  refuse({
    billing: {
      code: 'PAYMENT_REQUIRED',
      message: 'Bitte zuerst die Zahlung bestätigen.',
    },
  });
}
