import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  OrderCards,
  OrderDetail,
  OrderList,
  ProductionStatus,
  OrderStatus,
} from '@federkiel/machines/fulfilment/dashboardApi';
import type {
  CardAddress,
  CustomerAddressBody,
  CustomerAddressKind,
  RecipientAddressBody,
} from '@federkiel/machines/fulfilment/addressCorrection';
import { exportQueryString, orderListQueryString, type OrderListParams } from '../listParams.ts';
import { ADMIN_BASE, adminFetch } from './adminFetch.ts';
import { dashboardKeys } from './queryKeys.ts';

// Order list, order detail, its cards, and every change staff make to an order.
// A change answers the new OrderDetail: it becomes the cached order, and the lists and the
// overview (counts) are fetched again.

const ORDER_STALE_MS = 15_000;

function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}

export function fetchOrderList(params: OrderListParams, signal?: AbortSignal) {
  return adminFetch<OrderList>(withQuery('/orders', orderListQueryString(params)), { signal });
}

export function orderListQueryOptions(params: OrderListParams) {
  return queryOptions({
    queryKey: dashboardKeys.orderList(params),
    queryFn: ({ signal }) => fetchOrderList(params, signal),
    staleTime: ORDER_STALE_MS,
  });
}

/** One page of the list; the previous page stays while the next one loads. */
export function useOrderList(params: OrderListParams) {
  return useQuery({ ...orderListQueryOptions(params), placeholderData: keepPreviousData });
}

/** The address of the Excel export of the filtered list (every page). */
export function orderListExportUrl(params: OrderListParams): string {
  return withQuery(`${ADMIN_BASE}/orders.xlsx`, exportQueryString(params));
}

const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;

export function fetchOrder(id: string, signal?: AbortSignal) {
  return adminFetch<OrderDetail>(orderPath(id), { signal });
}

export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: dashboardKeys.order(id),
    queryFn: ({ signal }) => fetchOrder(id, signal),
    staleTime: ORDER_STALE_MS,
  });
}

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}

export function fetchOrderCards(id: string, signal?: AbortSignal) {
  return adminFetch<OrderCards>(`${orderPath(id)}/cards`, { signal });
}

export function orderCardsQueryOptions(id: string) {
  return queryOptions({
    queryKey: dashboardKeys.cards(id),
    queryFn: ({ signal }) => fetchOrderCards(id, signal),
    // The cards are fixed once the order is placed.
    staleTime: 600_000,
  });
}

export function useOrderCards(id: string) {
  return useQuery(orderCardsQueryOptions(id));
}

export type OrderExportFormat = 'xlsx' | 'txt' | 'pdf';

export function orderExportUrl(id: string, format: OrderExportFormat): string {
  return `${ADMIN_BASE}${orderPath(id)}/export.${format}`;
}

export type OrderMove =
  | { kind: 'status'; to: OrderStatus; note?: string }
  | {
      kind: 'production';
      to: ProductionStatus;
      note?: string;
      /** „Versendet“ of a parcel: the number typed in that step (issue 40). */
      tracking?: { carrier: string; number: string };
    };

function noteOf(note: string | undefined): { note?: string } {
  const trimmed = note?.trim() ?? '';
  return trimmed ? { note: trimmed } : {};
}

/** `POST …/status` or `…/production-status`; 409 = the machine refused (with the reason). */
export function moveOrder(id: string, move: OrderMove): Promise<OrderDetail> {
  const path = move.kind === 'status' ? 'status' : 'production-status';
  return adminFetch<OrderDetail>(`${orderPath(id)}/${path}`, {
    method: 'POST',
    body: {
      to: move.to,
      ...noteOf(move.note),
      ...(move.kind === 'production' && move.tracking ? { tracking: move.tracking } : {}),
    },
  });
}

export function addOrderNote(id: string, text: string): Promise<OrderDetail> {
  return adminFetch<OrderDetail>(`${orderPath(id)}/notes`, {
    method: 'POST',
    body: { text: text.trim() },
  });
}

export function saveAdditionalComment(id: string, text: string): Promise<OrderDetail> {
  return adminFetch<OrderDetail>(`${orderPath(id)}/additional-comment`, {
    method: 'PUT',
    body: { text: text.trim() },
  });
}

/** `PUT …/tracking`: the parcel's carrier and number (an empty number removes it). */
export function saveTracking(
  id: string,
  tracking: { carrier: string; number: string },
): Promise<OrderDetail> {
  return adminFetch<OrderDetail>(`${orderPath(id)}/tracking`, { method: 'PUT', body: tracking });
}

/** `POST …/refund`: all of the payment (no amount) or a part of it, in euros; once. */
export function refundOrder(
  id: string,
  refund: { amount?: number; note?: string },
): Promise<OrderDetail> {
  return adminFetch<OrderDetail>(`${orderPath(id)}/refund`, { method: 'POST', body: refund });
}

/** Applies a changed order: cached detail replaced, lists and overview refetched. */
function useOrderChanged(id: string) {
  const queryClient = useQueryClient();
  return {
    onSuccess: (detail: OrderDetail) => {
      queryClient.setQueryData(dashboardKeys.order(id), detail);
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.orderLists() });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.overview() });
    },
    onError: () => {
      // Refused (409) usually means someone else moved it: show what is true now.
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.order(id) });
    },
  };
}

export function useMoveOrder(id: string) {
  return useMutation({
    mutationFn: (move: OrderMove) => moveOrder(id, move),
    ...useOrderChanged(id),
  });
}

export function useSaveTracking(id: string) {
  return useMutation({
    mutationFn: (tracking: { carrier: string; number: string }) => saveTracking(id, tracking),
    ...useOrderChanged(id),
  });
}

export function useRefundOrder(id: string) {
  return useMutation({
    mutationFn: (refund: { amount?: number; note?: string }) => refundOrder(id, refund),
    ...useOrderChanged(id),
  });
}

export function useAddOrderNote(id: string) {
  return useMutation({
    mutationFn: (text: string) => addOrderNote(id, text),
    ...useOrderChanged(id),
  });
}

export function useSaveAdditionalComment(id: string) {
  return useMutation({
    mutationFn: (text: string) => saveAdditionalComment(id, text),
    ...useOrderChanged(id),
  });
}

export interface BulkResult {
  id: string;
  number: string;
  ok: boolean;
  message?: string;
}

export interface BulkMoveInput {
  ids: string[];
  to: ProductionStatus;
  note?: string;
}

/** `POST /swell/admin/orders/production-status`: each order moved on its own. */
export function bulkMoveProduction(input: BulkMoveInput): Promise<{ results: BulkResult[] }> {
  return adminFetch<{ results: BulkResult[] }>('/orders/production-status', {
    method: 'POST',
    body: { ids: input.ids, to: input.to, ...noteOf(input.note) },
  });
}

export function useBulkMoveProduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkMoveProduction,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.orders() });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.overview() });
    },
  });
}

/** `GET …/cards/{n}/address`: the fields a card's address correction starts from. */
export function fetchCardAddress(id: string, n: number, signal?: AbortSignal) {
  return adminFetch<CardAddress>(`${orderPath(id)}/cards/${n}/address`, { signal });
}

export function useCardAddress(id: string, n: number, enabled: boolean) {
  return useQuery({
    queryKey: [...dashboardKeys.cards(id), 'address', n],
    queryFn: ({ signal }) => fetchCardAddress(id, n, signal),
    enabled,
    staleTime: 0,
  });
}

/** An address correction (issue 28): the order, its cards and its production files change. */
function useAddressCorrected(id: string) {
  const queryClient = useQueryClient();
  const changed = useOrderChanged(id);
  return {
    ...changed,
    onSuccess: (detail: OrderDetail) => {
      changed.onSuccess(detail);
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.cards(id) });
      void queryClient.invalidateQueries({ queryKey: ['dashboard', 'orders', 'production', id] });
    },
  };
}

export function useCorrectCustomerAddress(id: string, kind: CustomerAddressKind) {
  return useMutation({
    mutationFn: (address: CustomerAddressBody) =>
      adminFetch<OrderDetail>(`${orderPath(id)}/addresses/${kind}`, {
        method: 'PUT',
        body: address,
      }),
    ...useAddressCorrected(id),
  });
}

export function useCorrectCardAddress(id: string, n: number) {
  return useMutation({
    mutationFn: (address: RecipientAddressBody) =>
      adminFetch<OrderDetail>(`${orderPath(id)}/cards/${n}/address`, {
        method: 'PUT',
        body: address,
      }),
    ...useAddressCorrected(id),
  });
}
