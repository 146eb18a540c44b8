// Reload and Back (issue #19): what of a checkout the tab keeps (the app writes it to
// sessionStorage after every change) and where a reloaded checkout continues. Card data is
// never kept: a card chosen before the reload is typed again.
import type { PaymentChoice } from '../payments/types.ts';
import { EMPTY_ADDRESS, type CheckoutAddress } from './address.ts';
import { PAYMENT_METHODS, type PaymentMethodId } from './methods.ts';
import type { CheckoutContext, CheckoutTag } from './types.ts';
import { EMAIL_MAX_LENGTH } from '../validation.ts';

/** The steps a reload can come back to, in order. */
export const PERSISTED_STEPS = ['addresses', 'shipping', 'payment', 'review'] as const;
export type PersistedStep = (typeof PERSISTED_STEPS)[number];

/** A payment choice without card data. */
export type PersistedChoice =
  | { method: 'card'; saveCard: boolean }
  | { method: 'savedCard'; accountCardId: string }
  | { method: Exclude<PaymentMethodId, 'card' | 'savedCard'> };

export interface PersistedCheckout {
  /** The store cart the state belongs to (another cart starts afresh). */
  cartId: string | null;
  /** The cart's `checkout_id`: after a reload, finds the order if the cart was ordered. */
  checkoutId: string | null;
  step: PersistedStep;
  /** A guest's e-mail as typed ('' when signed in). */
  email: string;
  /** The addresses as typed (also before "Weiter"). */
  delivery: CheckoutAddress;
  billing: CheckoutAddress;
  billingSameAsDelivery: boolean;
  choice: PersistedChoice | null;
}

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
  };
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
  };
}

/** Two addresses name the same place (billing "dieselbe wie Lieferadresse"). */
export function sameAddress(a: CheckoutAddress, b: CheckoutAddress): boolean {
  return (Object.keys(EMPTY_ADDRESS) as (keyof CheckoutAddress)[]).every(
    (key) => (a[key] ?? '').trim() === (b[key] ?? '').trim(),
  );
}
