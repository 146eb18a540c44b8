import { useQuery, type QueryClient } from '@tanstack/react-query';
import { mayHaveSession, storeModuleLoaded, useSessionView } from './sessionView.ts';
import type { StoreCart } from './types.ts';

// The header's cart count without the store client (issue #13): the query shares its key
// with cartQuery.ts (the cart page, the configurator), but its function loads the store
// only when there can be a cart — a store session cookie — or the store is loaded anyway.

/** The session's cart in TanStack Query (the header's count); per user, as sign-in moves it. */
export const CART_QUERY_ROOT = ['store', 'cart'] as const;
export const CART_STALE_MS = 30_000;

export function cartQueryKey(userId: string | null) {
  return [...CART_QUERY_ROOT, userId ?? 'guest'] as const;
}

async function fetchCartLazily(): Promise<StoreCart | null> {
  if (!storeModuleLoaded() && !mayHaveSession()) return null;
  const { fetchCart } = await import('./cartQueryFn.ts');
  return fetchCart();
}

/** Cards in the cart (0 without a cart); undefined while unknown. */
export function useCartCardCount(): number | undefined {
  const view = useSessionView();
  const cart = useQuery({
    queryKey: cartQueryKey(view.user?.id ?? null),
    queryFn: fetchCartLazily,
    staleTime: CART_STALE_MS,
    // Asked in the browser once the login is known (the server renders the count only where
    // its page loaded the cart anyway: the cart page).
    enabled: view.status !== 'restoring' && typeof window !== 'undefined',
  });
  if (cart.data === undefined) return undefined;
  const items = cart.data?.items ?? [];
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** After the cart changed (cards added, order placed): the header counts again. */
export function invalidateCart(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: CART_QUERY_ROOT });
}
