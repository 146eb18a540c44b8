import { getStore } from './store.ts';
import type { StoreCart } from './types.ts';

// The cart request itself, in a file of its own: cartCount.ts loads it lazily (it brings the
// store client) and cartQuery.ts uses it at once, without either importing the other back.

/** The session's cart from the store; null without a store session (no request then). */
export async function fetchCart(): Promise<StoreCart | null> {
  const store = getStore();
  // Without a store session there is no cart: no request (it would only mint a session).
  if (!store.session.token()) return null;
  return store.cart.get();
}
