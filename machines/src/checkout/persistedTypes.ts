// What a tab keeps of its checkout across a reload (issue #19) and a payment that came back
// approved but is not settled yet (issue #33). Types only, shared by `types.ts` (the
// machine's input) and `persistence.ts` (the rules that write and read them), so neither
// imports the other.
import type { CheckoutAddress } from './address.ts';
import type { PaymentMethodId } from './methods.ts';
import type { RedirectReturn } from './redirect.ts';

/** The steps a reload can come back to, in order. */
export const PERSISTED_STEPS = ['addresses', 'shipping', 'payment', 'review'] as const;
export type PersistedStep = (typeof PERSISTED_STEPS)[number];

/** A payment choice without card data. */
export type PersistedChoice =
  | { method: 'card'; saveCard: boolean }
  | { method: 'savedCard'; accountCardId: string }
  | { method: Exclude<PaymentMethodId, 'card' | 'savedCard'> };

/**
 * A payment that came back from its approval page and is not settled yet (issue #33): kept
 * before the answer leaves the address bar, so a reload settles it instead of forgetting it.
 */
export interface PendingPayment {
  method: PaymentMethodId;
  /** The approval page's answer as it came back. */
  back: RedirectReturn;
  /** The gateway's intent the answer names (null when it names none). */
  intentId: string | null;
  /** The store cart it pays for. */
  cartId: string | null;
}

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
  /** An approved payment still to be turned into the order (or released). */
  pending: PendingPayment | null;
}
