import { queryOptions } from '@tanstack/react-query';
import { CART_STALE_MS, cartQueryKey } from './cartCount.ts';
import { getStore } from './store.ts';
import type { StoreCart } from './types.ts';

export { CART_QUERY_ROOT, invalidateCart, useCartCardCount } from './cartCount.ts';

/** The session's cart from the store; null without a store session (no request then). */
export async function fetchCart(): Promise<StoreCart | null> {
  const store = getStore();
  // Without a store session there is no cart: no request (it would only mint a session).
  if (!store.session.token()) return null;
  return store.cart.get();
}

/** The session's cart in TanStack Query; per user, as sign-in moves it. */
export function cartQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: cartQueryKey(userId),
    queryFn: fetchCart,
    staleTime: CART_STALE_MS,
  });
}
