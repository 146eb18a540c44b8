// Reload and Back (issue #19): what of a checkout the tab keeps (the app writes it to
// sessionStorage after every change) and where a reloaded checkout continues. Card data is
// never kept: a card chosen before the reload is typed again.
import type { PaymentChoice } from '../payments/types.ts';
import { EMPTY_ADDRESS, type CheckoutAddress } from './address.ts';
import { PAYMENT_METHODS, type PaymentMethodId } from './methods.ts';
import {
  PERSISTED_STEPS,
  type PendingPayment,
  type PersistedCheckout,
  type PersistedChoice,
  type PersistedStep,
} from './persistedTypes.ts';
import { parseRedirectReturn, REDIRECT_QUERY_PARAMS, type RedirectReturn } from './redirect.ts';
import type { CheckoutContext, CheckoutTag } from './types.ts';
import { EMAIL_MAX_LENGTH } from '../validation.ts';

export { PERSISTED_STEPS };
export type { PendingPayment, PersistedCheckout, PersistedChoice, PersistedStep };

interface SnapshotLike {
  context: CheckoutContext;
  hasTag: (tag: CheckoutTag) => boolean;
}

function persistedChoice(choice: PaymentChoice | null): PersistedChoice | null {
  if (!choice) return null;
  if (choice.method === 'card') return { method: 'card', saveCard: !!choice.saveCard };
  if (choice.method === 'savedCard')
    return { method: 'savedCard', accountCardId: choice.accountCardId };
  return { method: choice.method };
}

/**
 * What to keep of this state, or null where nothing new is to be kept (loading, paying,
 * submitting, the final states): the app keeps the last value then, so a reload while paying
 * comes back to the review (or, after Back from an approval page, to the payment step).
 */
export function persistedCheckout(snapshot: SnapshotLike): PersistedCheckout | null {
  if (snapshot.hasTag('paying') || snapshot.hasTag('submitting')) return null;
  const step = [...PERSISTED_STEPS].reverse().find((tag) => snapshot.hasTag(tag));
  if (!step) return null;
  const c = snapshot.context;
  return {
    cartId: c.cart?.id ?? null,
    checkoutId: c.cart?.checkoutId ?? null,
    step,
    email: c.email,
    delivery: c.delivery,
    billing: c.billing,
    billingSameAsDelivery: c.billingSameAsDelivery,
    choice: persistedChoice(c.choice),
    pending: c.pending,
  };
}

/** The intent an approval page's answer names, or null. */
export function returnIntentId(back: RedirectReturn): string | null {
  return (
    back.paymentIntent ??
    back.token ??
    back.paymentId ??
    back.amazonCheckoutSessionId ??
    back.authorizationToken ??
    null
  );
}

/** A payment that came back (method and answer) as the pending payment of `cartId`. */
export function pendingPayment(
  method: PaymentMethodId,
  back: RedirectReturn,
  cartId: string | null,
): PendingPayment {
  return { method, back, intentId: returnIntentId(back), cartId };
}

/**
 * The kept state with the pending payment in it — written before the answer leaves the
 * address bar. Without a kept state (a fresh tab came back) only the payment is kept.
 */
export function withPendingPayment(
  kept: PersistedCheckout | null,
  pending: PendingPayment,
): PersistedCheckout {
  const base: PersistedCheckout = kept ?? {
    cartId: pending.cartId,
    checkoutId: null,
    step: 'review',
    email: '',
    delivery: { ...EMPTY_ADDRESS },
    billing: { ...EMPTY_ADDRESS },
    billingSameAsDelivery: true,
    choice: null,
    pending: null,
  };
  return { ...base, cartId: base.cartId ?? pending.cartId, pending };
}

function readPending(value: unknown): PendingPayment | null {
  if (!isRecord(value) || !isRecord(value.back)) return null;
  if (!(PAYMENT_METHODS as readonly unknown[]).includes(value.method)) return null;
  // The answer is read again as if from the address bar: only its known fields, as strings.
  const query = new URLSearchParams();
  const names: Record<string, string> = {
    gateway: 'gateway',
    redirectStatus: 'redirect_status',
    paymentIntent: 'payment_intent',
    clientSecret: 'payment_intent_client_secret',
    token: 'token',
    payerId: 'PayerID',
    paymentId: 'payment_id',
    authorizationToken: 'authorization_token',
    amazonCheckoutSessionId: 'amazonCheckoutSessionId',
  };
  for (const [field, name] of Object.entries(names)) {
    const v = value.back[field];
    if (typeof v === 'string' && v.length <= 500 && REDIRECT_QUERY_PARAMS.includes(name))
      query.set(name, v);
  }
  const back = parseRedirectReturn(query);
  if (!back) return null;
  const cartId = typeof value.cartId === 'string' ? value.cartId : null;
  return pendingPayment(value.method as PaymentMethodId, back, cartId);
}

/** A stored choice as the machine's choice (a card without its data). */
export function restoredChoice(choice: PersistedChoice | null): PaymentChoice | null {
  if (!choice) return null;
  if (choice.method === 'card') return { method: 'card', saveCard: choice.saveCard };
  return choice as PaymentChoice;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readAddress(value: unknown): CheckoutAddress | null {
  if (!isRecord(value)) return null;
  const address = { ...EMPTY_ADDRESS };
  for (const key of Object.keys(EMPTY_ADDRESS) as (keyof CheckoutAddress)[]) {
    const field = value[key];
    if (field === undefined) continue;
    if (typeof field !== 'string' || field.length > 500) return null;
    address[key] = field;
  }
  return address;
}

function readChoice(value: unknown): PersistedChoice | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || !(PAYMENT_METHODS as readonly unknown[]).includes(value.method))
    return undefined;
  const method = value.method as PaymentMethodId;
  if (method === 'card') return { method, saveCard: value.saveCard === true };
  if (method === 'savedCard')
    return typeof value.accountCardId === 'string'
      ? { method, accountCardId: value.accountCardId }
      : undefined;
  return { method };
}

/** Stored data (JSON from sessionStorage) checked field by field; anything odd → null. */
export function readPersistedCheckout(value: unknown): PersistedCheckout | null {
  if (!isRecord(value)) return null;
  const step = value.step as PersistedStep;
  if (!PERSISTED_STEPS.includes(step)) return null;
  const delivery = readAddress(value.delivery);
  const billing = readAddress(value.billing);
  const choice = readChoice(value.choice ?? null);
  if (!delivery || !billing || choice === undefined) return null;
  if (typeof value.billingSameAsDelivery !== 'boolean') return null;
  if (value.cartId !== null && typeof value.cartId !== 'string') return null;
  const checkoutId = typeof value.checkoutId === 'string' ? value.checkoutId : null;
  const email =
    typeof value.email === 'string' && value.email.length <= EMAIL_MAX_LENGTH ? value.email : '';
  return {
    cartId: value.cartId,
    checkoutId,
    step,
    email,
    delivery,
    billing,
    billingSameAsDelivery: value.billingSameAsDelivery,
    choice,
    pending: readPending(value.pending),
  };
}

/** Two addresses name the same place (billing "dieselbe wie Lieferadresse"). */
export function sameAddress(a: CheckoutAddress, b: CheckoutAddress): boolean {
  // The business ids belong to the invoice only: a billing address that differs from the
  // delivery address by them alone is still "the same address" (issue #29).
  return (Object.keys(EMPTY_ADDRESS) as (keyof CheckoutAddress)[])
    .filter((key) => key !== 'vatId' && key !== 'leitwegId')
    .every((key) => (a[key] ?? '').trim() === (b[key] ?? '').trim());
}
