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
