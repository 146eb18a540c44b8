import {
  pendingPayment,
  persistedCheckout,
  readPersistedCheckout,
  withPendingPayment,
  type CheckoutResume,
  type PersistedCheckout,
} from '@federkiel/machines';
import {
  readStorage,
  removeStorage,
  safeSessionStorage,
  writeStorage,
} from '../../../lib/storage.ts';
import { PAYMENT_MEMORY_KEY } from './redirectMemory.ts';

// Reload and Back (issue #19): the checkout's step and everything typed except card data,
// kept in sessionStorage (this tab only, gone with the tab) after every change of the
// checkout actor. The machine decides what is kept (`persistedCheckout`) and how far a
// reload may go (`restoring`); this file only stores it.

export const CHECKOUT_MEMORY_KEY = 'fk.checkout.state';
/** "Anmerkung zur Bestellung" as typed (the cart has it only once the field is left). */
export const COMMENT_MEMORY_KEY = 'fk.checkout.comment';

export function keepCheckoutState(state: PersistedCheckout): void {
  writeStorage(CHECKOUT_MEMORY_KEY, JSON.stringify(state), safeSessionStorage());
}

/** The kept state, or null (none, unreadable, or written by another version). */
export function readCheckoutState(): PersistedCheckout | null {
  const raw = readStorage(CHECKOUT_MEMORY_KEY, safeSessionStorage());
  if (!raw) return null;
  try {
    return readPersistedCheckout(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * A payment came back from its approval page: kept with the checkout's state (the machine
 * settles it after a reload, issue #33) before the route removes the answer from the URL.
 */
export function keepPendingPayment({ method, back }: CheckoutResume): void {
  const kept = readCheckoutState();
  keepCheckoutState(withPendingPayment(kept, pendingPayment(method, back, kept?.cartId ?? null)));
}

export function keepCommentDraft(cartId: string, text: string): void {
  writeStorage(COMMENT_MEMORY_KEY, JSON.stringify({ cartId, text }), safeSessionStorage());
}

/** The remark typed for this cart before a reload, if any. */
export function readCommentDraft(cartId: string): string | null {
  const raw = readStorage(COMMENT_MEMORY_KEY, safeSessionStorage());
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as { cartId?: unknown; text?: unknown };
    return draft.cartId === cartId && typeof draft.text === 'string' ? draft.text : null;
  } catch {
    return null;
  }
}

/** The order is placed (or the cart is gone): nothing to come back to. */
export function forgetCheckoutState(): void {
  removeStorage(CHECKOUT_MEMORY_KEY, safeSessionStorage());
  removeStorage(COMMENT_MEMORY_KEY, safeSessionStorage());
}

/**
 * After a change of the checkout actor: keeps what a reload needs, or forgets it once the
 * order is placed or the cart is gone (`ordered` keeps it: a reload finds the order again by
 * the kept checkout id). Not while the page is being `leaving` for another load (a reload the
 * customer started while the order was submitted): the order's answer can still reach this
 * page before the next one loads, and that page must find this tab's pending payment to
 * end on the order's complete page — without it the order looks placed in another tab.
 */
export function keepAfterChange(
  snapshot: Parameters<typeof persistedCheckout>[0],
  leaving: boolean,
): void {
  if (snapshot.hasTag('complete') || snapshot.hasTag('empty')) {
    if (!leaving) forgetCheckoutState();
    return;
  }
  const kept = persistedCheckout(snapshot);
  if (kept) keepCheckoutState(kept);
}

/**
 * The page was loaded while a payment method still waited for its approval page's answer
 * and no answer came with the URL: the customer came back with the browser's Back (or
 * closed the approval page's tab and reopened the shop). Read once; the route forgets it.
 */
export function leftForApproval(): boolean {
  return readStorage(PAYMENT_MEMORY_KEY, safeSessionStorage()) !== null;
}
