import {
  ORDER_LIST_PAGE_SIZES,
  ORDER_SORTS,
  type OrderSort,
} from '@federkiel/machines/fulfilment/dashboardApi';
import {
  isOrderStatus,
  isProductionStatus,
  type OrderStatus,
  type ProductionStatus,
} from '@federkiel/machines/fulfilment/statuses';

// The order list's view lives in the URL (`?page&limit&sort&dir&status&production_status&
// shipping_from&shipping_to&search&open`): reload, back/forward and shared links keep it.
// The API takes the same parameters, so the URL's search is also the request's.

export type PageSize = (typeof ORDER_LIST_PAGE_SIZES)[number];
export type SortDir = 'asc' | 'desc';

export interface OrderListParams {
  page: number;
  limit: PageSize;
  sort: OrderSort;
  dir: SortDir;
  status: OrderStatus | null;
  production_status: ProductionStatus | null;
  shipping_from: string | null;
  shipping_to: string | null;
  search: string;
  /** Only orders still to ship (the overview's "fällig" link). */
  open: boolean;
}

export const DEFAULT_LIST_PARAMS: OrderListParams = {
  page: 1,
  limit: 50,
  sort: 'date',
  dir: 'desc',
  status: null,
  production_status: null,
  shipping_from: null,
  shipping_to: null,
  search: '',
  open: false,
};

/** The parameters a filter change resets (page) and the ones that make up "the filter". */
export const FILTER_KEYS = [
  'status',
  'production_status',
  'shipping_from',
  'shipping_to',
  'search',
  'open',
] as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_SEARCH = 200;

function isoDate(value: string | null): string | null {
  if (!value || !ISO_DATE.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : value;
}

/** Reads the view from the URL; a value the API would refuse falls back to its default. */
export function readOrderListParams(search: URLSearchParams): OrderListParams {
  const page = Number(search.get('page'));
  const limit = Number(search.get('limit'));
  const sort = search.get('sort');
  const dir = search.get('dir');
  const status = search.get('status');
  const production = search.get('production_status');
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    limit: (ORDER_LIST_PAGE_SIZES as readonly number[]).includes(limit)
      ? (limit as PageSize)
      : DEFAULT_LIST_PARAMS.limit,
    sort: (ORDER_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as OrderSort)
      : DEFAULT_LIST_PARAMS.sort,
    dir: dir === 'asc' || dir === 'desc' ? dir : DEFAULT_LIST_PARAMS.dir,
    status: isOrderStatus(status) ? status : null,
    production_status: isProductionStatus(production) ? production : null,
    shipping_from: isoDate(search.get('shipping_from')),
    shipping_to: isoDate(search.get('shipping_to')),
    search: (search.get('search') ?? '').trim().slice(0, MAX_SEARCH),
    open: search.get('open') === '1',
  };
}

/**
 * The view as URL parameters, defaults left out. Parameters of `base` that are not the
 * list's are kept.
 */
export function writeOrderListParams(
  params: OrderListParams,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  const set = (key: keyof OrderListParams, value: string | null, fallback: string | null) => {
    if (value === null || value === '' || value === fallback) next.delete(key);
    else next.set(key, value);
  };
  set('page', String(params.page), '1');
  set('limit', String(params.limit), String(DEFAULT_LIST_PARAMS.limit));
  set('sort', params.sort, DEFAULT_LIST_PARAMS.sort);
  set('dir', params.dir, DEFAULT_LIST_PARAMS.dir);
  set('status', params.status, null);
  set('production_status', params.production_status, null);
  set('shipping_from', params.shipping_from, null);
  set('shipping_to', params.shipping_to, null);
  set('search', params.search.trim(), null);
  set('open', params.open ? '1' : null, null);
  return next;
}

/** `?…` for `GET /swell/admin/orders`: exactly the list's parameters. */
export function orderListQueryString(params: OrderListParams): string {
  return writeOrderListParams(params).toString();
}

/** `?…` for the Excel export: the filters and the order, every page. */
export function exportQueryString(params: OrderListParams): string {
  const query = writeOrderListParams(params);
  query.delete('page');
  query.delete('limit');
  return query.toString();
}

export function hasFilter(params: OrderListParams): boolean {
  return FILTER_KEYS.some((key) => {
    const value = params[key];
    return value !== null && value !== '' && value !== false;
  });
}
