import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { accountQueryKey } from '../../../lib/store/queryKeys.ts';
import { useSessionUser } from '../../../lib/store/session.ts';
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

export function useOrder(id: string) {
  const userId = useSessionUser()?.id ?? '';
  return useQuery({ ...orderQueryOptions(userId, id), enabled: userId !== '' });
}

/** The order the session placed last (`GET /api/cart/order`), or null. */
export function fetchLastOrder(): Promise<StoreOrder | null> {
  return getStore().cart.getOrder();
}

/**
 * The order `/order/complete` confirms: the customer's order `id` when the checkout named one
 * (`?id=` or router state), otherwise the session's last placed order. The last order is never
 * taken fresh from the cache: a second order a minute later must not show the first one.
 */
export function useCompletedOrder(id: string | null) {
  const userId = useSessionUser()?.id ?? '';
  return useQuery({
    queryKey: id
      ? accountQueryKey(userId, 'orders', 'id', id)
      : accountQueryKey(userId, 'orders', 'last'),
    queryFn: () => (id ? fetchOrder(id) : fetchLastOrder()),
    staleTime: id ? 60_000 : 0,
    enabled: userId !== '',
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
