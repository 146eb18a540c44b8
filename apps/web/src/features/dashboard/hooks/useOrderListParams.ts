import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { OrderSort } from '@federkiel/machines/fulfilment/dashboardApi';
import { readOrderListParams, writeOrderListParams, type OrderListParams } from '../listParams.ts';

/**
 * The order list's view, read from and written to the URL. Changing a filter, the sort or
 * the page size starts again at page 1. `replace` for changes that should not each become a
 * history entry (typing in the search).
 */
export function useOrderListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readOrderListParams(searchParams), [searchParams]);

  const update = useCallback(
    (change: Partial<OrderListParams>, { replace = false } = {}) =>
      setSearchParams(
        (current) => {
          const before = readOrderListParams(current);
          const page = 'page' in change ? (change.page ?? 1) : 1;
          return writeOrderListParams({ ...before, ...change, page }, current);
        },
        { replace, preventScrollReset: true },
      ),
    [setSearchParams],
  );

  /** A click on a sortable column: the same column flips the direction, another starts desc. */
  const sortBy = useCallback(
    (sort: OrderSort) =>
      update({ sort, dir: params.sort === sort && params.dir === 'desc' ? 'asc' : 'desc' }),
    [update, params.sort, params.dir],
  );

  const pageSearch = useCallback(
    (page: number) => {
      const search = writeOrderListParams({ ...params, page }, searchParams).toString();
      return search ? `?${search}` : '';
    },
    [params, searchParams],
  );

  return { params, searchParams, update, sortBy, pageSearch };
}
