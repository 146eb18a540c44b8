import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/Button.tsx';
import {
  TEMPLATE_PAGE_SIZE,
  templatesQueryOptions,
  useTemplates,
  type TemplateListParams,
} from '../../../lib/cms/api/templates.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { whenIdle } from '../../../lib/whenIdle.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { cx } from '../../../lib/cx.ts';
import { useProductListParams } from '../hooks/useProductListParams.ts';
import { SORT_OPTIONS } from '../listParams.ts';
import { FilterControls } from './FilterControls.tsx';
import { Pagination } from './Pagination.tsx';
import { ProductGridSkeleton } from './ProductGridSkeleton.tsx';
import { TemplateCard } from './TemplateCard.tsx';
import styles from './ProductList.module.css';

/**
 * Cards whose preview is in the first screen on a phone or a laptop: loaded at once and
 * first, as they are what the page paints last (largest contentful paint, issue #13).
 */
const PRIORITY_CARDS = 2;

/** The product list (spec §2 "/products"): CMS templates with filter, sort and pages. */
export function ProductListPage() {
  const { t } = useT('products');
  const { filter, sort, page, setFilter, setSort, resetFilter, replacePage, pageSearch } =
    useProductListParams();
  const queryParams: TemplateListParams = {
    filter,
    sort: SORT_OPTIONS[sort],
    page,
    pageSize: TEMPLATE_PAGE_SIZE,
  };
  const templates = useTemplates(queryParams);
  const queryClient = useQueryClient();
  useDocumentTitle(page > 1 ? t('pageTitleWithPage', { page }) : t('pageTitle'));

  const pagination = templates.isPlaceholderData ? undefined : templates.data?.meta.pagination;
  const pageCount = pagination?.pageCount ?? 0;

  // Fetch the next page ahead of time, so "Weiter" answers at once — when the browser is
  // idle, not while it hydrates the page (issue #13).
  useEffect(() => {
    if (page >= pageCount) return;
    return whenIdle(() => {
      void queryClient.prefetchQuery(
        templatesQueryOptions({
          filter,
          sort: SORT_OPTIONS[sort],
          page: page + 1,
          pageSize: TEMPLATE_PAGE_SIZE,
        }),
      );
    });
  }, [queryClient, filter, sort, page, pageCount]);

  // An old link may point past the last page (fewer templates now): show the last page.
  const pastLastPage = pagination !== undefined && pagination.total > 0 && page > pageCount;
  useEffect(() => {
    if (pastLastPage) replacePage(pageCount);
  }, [pastLastPage, pageCount, replacePage]);

  let results;
  if (templates.isPending || pastLastPage) {
    results = <ProductGridSkeleton count={TEMPLATE_PAGE_SIZE} />;
  } else if (templates.isError) {
    // Only a device that knows it is offline hears about its connection; otherwise the
    // content service failed, and that is the shop's problem, not the customer's (issue 27).
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    results = (
      <div className={styles.message} role="alert">
        <h2 className={styles.messageTitle}>{t(offline ? 'error.offlineTitle' : 'error.title')}</h2>
        <p className={styles.messageText}>{t(offline ? 'error.offlineText' : 'error.text')}</p>
        <Button
          variant="primary"
          onClick={() =>
            // Also retries the filter lists (groups, canvases) if they failed too.
            void queryClient.refetchQueries({
              predicate: (query) => query.queryKey[0] === 'cms' && query.state.status === 'error',
            })
          }
          disabled={templates.isFetching}
        >
          {t('error.retry')}
        </Button>
      </div>
    );
  } else if (templates.data.data.length === 0) {
    results = (
      <div className={styles.message}>
        <h2 className={styles.messageTitle}>{t('empty.title')}</h2>
        <p className={styles.messageText}>{t('empty.text')}</p>
        {(filter !== null || page > 1) && (
          <Button variant="secondary" bordered onClick={resetFilter}>
            {t('empty.reset')}
          </Button>
        )}
      </div>
    );
  } else {
    results = (
      <>
        <ul
          className={cx(styles.grid, templates.isPlaceholderData && styles.stale)}
          aria-busy={templates.isPlaceholderData}
        >
          {templates.data.data.map((template, index) => (
            <li key={template.id} className={styles.item}>
              <TemplateCard template={template} priority={index < PRIORITY_CARDS} />
            </li>
          ))}
        </ul>
        {pagination && (
          <Pagination page={page} pageCount={pagination.pageCount} searchFor={pageSearch} />
        )}
      </>
    );
  }

  const total = templates.isPlaceholderData ? undefined : templates.data?.meta.pagination?.total;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <FilterControls
        filter={filter}
        sort={sort}
        onFilterChange={setFilter}
        onSortChange={setSort}
      />
      <p className={styles.count} role="status" aria-live="polite">
        {templates.isPending
          ? t('loading')
          : total !== undefined && total > 0
            ? t('resultCount', { count: total })
            : ''}
      </p>
      {results}
    </div>
  );
}
