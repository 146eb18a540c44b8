import { queryOptions } from '@tanstack/react-query';
import { CART_STALE_MS, cartQueryKey } from './cartCount.ts';
import { fetchCart } from './cartQueryFn.ts';

export { CART_QUERY_ROOT, invalidateCart, useCartCardCount } from './cartCount.ts';

/** The session's cart in TanStack Query; per user, as sign-in moves it. */
export function cartQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: cartQueryKey(userId),
    queryFn: fetchCart,
    staleTime: CART_STALE_MS,
  });
}
