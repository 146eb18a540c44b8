import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { accountQueryKey } from '../../../lib/store/queryKeys.ts';
import { useSessionStatus, useSessionUser } from '../../../lib/store/session.ts';
import { getStore } from '../../../lib/store/store.ts';
import type { StoreList, StoreOrder } from '../../../lib/store/types.ts';

/** Orders per page of the history. */
export const ORDERS_PAGE_SIZE = 10;

export function fetchOrders(page: number): Promise<StoreList<StoreOrder>> {
  return getStore().account.listOrders({ page, limit: ORDERS_PAGE_SIZE });
}

export function ordersQueryOptions(userId: string, page: number) {
  return queryOptions({
    queryKey: accountQueryKey(userId, 'orders', 'page', page),
    queryFn: () => fetchOrders(page),
    // Statuses move on in the workshop: a minute old is old enough.
    staleTime: 60_000,
  });
}

/** One page of the signed-in customer's orders, newest first. */
export function useOrders(page: number) {
  const userId = useSessionUser()?.id ?? '';
  return useQuery({
    ...ordersQueryOptions(userId, page),
    enabled: userId !== '',
    placeholderData: keepPreviousData,
  });
}

/** One of the customer's orders, or null (unknown, or another account's). */
export function fetchOrder(id: string): Promise<StoreOrder | null> {
  return getStore().account.getOrder(id);
}

export function orderQueryOptions(userId: string, id: string) {
  return queryOptions({
    queryKey: accountQueryKey(userId, 'orders', 'id', id),
    queryFn: () => fetchOrder(id),
    staleTime: 60_000,
  });
}

/** The order page's order: the account's, or for a guest the order this session just placed. */
export function useOrder(id: string) {
  const status = useSessionStatus();
  const userId = useSessionUser()?.id ?? '';
  const guest = status === 'signedOut';
  const options = guest ? guestOrderQueryOptions(id) : orderQueryOptions(userId, id);
  return useQuery({
    queryKey: options.queryKey as readonly unknown[],
    queryFn: options.queryFn as () => Promise<StoreOrder | null>,
    staleTime: options.staleTime as number,
    enabled: guest || userId !== '',
  });
}

/** The order the session placed last (`GET /api/cart/order`), or null. */
export function fetchLastOrder(): Promise<StoreOrder | null> {
  return getStore().cart.getOrder();
}

/**
 * A guest's order (issue #19): only the one this browser session placed last, and only when
 * it is `id` (or its number) — a guest has no history, and never sees another's order.
 */
export async function fetchGuestOrder(id: string): Promise<StoreOrder | null> {
  const order = await fetchLastOrder();
  return order && (order.id === id || order.number === id) ? order : null;
}

export function guestOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['orders', 'guest', id] as const,
    queryFn: () => fetchGuestOrder(id),
    staleTime: 0,
  });
}

/**
 * The order `/order/complete` confirms: the customer's order `id` when the checkout named one
 * (`?id=` or router state), otherwise the session's last placed order. The last order is never
 * taken fresh from the cache: a second order a minute later must not show the first one.
 */
export function useCompletedOrder(id: string | null) {
  const status = useSessionStatus();
  const userId = useSessionUser()?.id ?? '';
  // A guest (issue #19): the order this session placed last, by `GET /api/cart/order`.
  const guest = status === 'signedOut';
  return useQuery({
    queryKey: guest
      ? (['orders', 'guest', 'last', id ?? ''] as const)
      : id
        ? accountQueryKey(userId, 'orders', 'id', id)
        : accountQueryKey(userId, 'orders', 'last'),
    queryFn: (): Promise<StoreOrder | null> =>
      guest && id ? fetchGuestOrder(id) : id ? fetchOrder(id) : fetchLastOrder(),
    staleTime: id && !guest ? 60_000 : 0,
    enabled: guest || userId !== '',
  });
}

/** A store product's waiting time in working days (`waiting_time_days`, docs/store.md). */
export function productWaitingDaysQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['orders', 'product-waiting-days', productId] as const,
    queryFn: async () => {
      const product = await getStore().products.get<{ waiting_time_days?: unknown }>(productId);
      const days = product?.waiting_time_days;
      return typeof days === 'number' && Number.isFinite(days) && days > 0 ? days : null;
    },
  });
}
