import type { OrderListParams } from '../listParams.ts';

/** Every dashboard query starts with `dashboard`: logging out removes them all at once. */
export const DASHBOARD_QUERY_ROOT = 'dashboard';

export const dashboardKeys = {
  all: [DASHBOARD_QUERY_ROOT] as const,
  session: () => [DASHBOARD_QUERY_ROOT, 'session'] as const,
  overview: () => [DASHBOARD_QUERY_ROOT, 'overview'] as const,
  /** The order lists, the orders and their cards: what a status change may alter. */
  orders: () => [DASHBOARD_QUERY_ROOT, 'orders'] as const,
  orderLists: () => [DASHBOARD_QUERY_ROOT, 'orders', 'list'] as const,
  orderList: (params: OrderListParams) => [DASHBOARD_QUERY_ROOT, 'orders', 'list', params] as const,
  order: (id: string) => [DASHBOARD_QUERY_ROOT, 'orders', 'detail', id] as const,
  cards: (id: string) => [DASHBOARD_QUERY_ROOT, 'orders', 'cards', id] as const,
  /** The WunderLinks (issue 11): one list, newest first. */
  wunderlinks: () => [DASHBOARD_QUERY_ROOT, 'wunderlinks'] as const,
};
