import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { TemplateFilter } from '../../../lib/cms/api/templates.ts';
import {
  readListParams,
  writeListParams,
  type ProductListParams,
  type SortKey,
} from '../listParams.ts';

/**
 * Filter, sort and page of the product list live in the URL, so a link reproduces the view
 * and back/forward move between views. Changing filter or sort starts again at page 1.
 */
export function useProductListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readListParams(searchParams), [searchParams]);

  // Two changes before the page shows the first (the selects' choices replayed at hydration,
  // lib/earlyInput.ts): the second builds on the first, not on the params still rendered —
  // react-router hands `setSearchParams` the rendered ones.
  const asked = useRef<{ from: string; to: URLSearchParams } | null>(null);
  const update = useCallback(
    (change: Partial<ProductListParams>) =>
      // Filter and sort controls sit above the list: keep the scroll position.
      setSearchParams(
        (rendered) => {
          const current = asked.current?.from === rendered.toString() ? asked.current.to : rendered;
          const next = writeListParams({ ...readListParams(current), ...change }, current);
          asked.current = { from: rendered.toString(), to: next };
          return next;
        },
        { preventScrollReset: true },
      ),
    [setSearchParams],
  );

  const setFilter = useCallback(
    (filter: TemplateFilter | null) => update({ filter, page: 1 }),
    [update],
  );
  const setSort = useCallback((sort: SortKey) => update({ sort, page: 1 }), [update]);
  const resetFilter = useCallback(() => update({ filter: null, page: 1 }), [update]);

  /** Replaces the current page (no new history entry), e.g. when a link's page no longer exists. */
  const replacePage = useCallback(
    (page: number) =>
      setSearchParams((current) => writeListParams({ ...readListParams(current), page }, current), {
        replace: true,
      }),
    [setSearchParams],
  );

  /** The `?search` of the same view on another page (for pagination links). */
  const pageSearch = useCallback(
    (page: number) => {
      const search = writeListParams({ ...params, page }, searchParams).toString();
      return search ? `?${search}` : '';
    },
    [params, searchParams],
  );

  return { ...params, setFilter, setSort, resetFilter, replacePage, pageSearch };
}
