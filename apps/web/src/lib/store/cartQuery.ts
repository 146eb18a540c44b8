import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useSessionUser } from './session.ts';
import { getStore } from './store.ts';
import type { StoreCart } from './types.ts';

/** The session's cart in TanStack Query (the header's count); per user, as sign-in moves it. */
export const CART_QUERY_ROOT = ['store', 'cart'] as const;

export function cartQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: [...CART_QUERY_ROOT, userId ?? 'guest'] as const,
    queryFn: async (): Promise<StoreCart | null> => {
      const store = getStore();
      // Without a store session there is no cart: no request (it would only mint a session).
      if (!store.session.token()) return null;
      return store.cart.get();
    },
    staleTime: 30_000,
  });
}

/** Cards in the cart (0 without a cart); undefined while unknown. */
export function useCartCardCount(): number | undefined {
  const user = useSessionUser();
  const cart = useQuery(cartQueryOptions(user?.id ?? null));
  if (cart.data === undefined) return undefined;
  const items = cart.data?.items ?? [];
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** After the cart changed (cards added, order placed): the header counts again. */
export function invalidateCart(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: CART_QUERY_ROOT });
}
