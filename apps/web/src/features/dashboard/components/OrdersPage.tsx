import type { OrderRow } from '@federkiel/machines/fulfilment/dashboardApi';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/Button.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { orderListExportUrl, useOrderList } from '../api/orders.ts';
import { useDashboardFormat } from '../hooks/useDashboardFormat.ts';
import { usePlainKeys } from '../hooks/useDashboardKeys.ts';
import { useHoldWhilePressed } from '../hooks/useHoldWhilePressed.ts';
import { useOrderListParams } from '../hooks/useOrderListParams.ts';
import { hasFilter, type OrderListParams } from '../listParams.ts';
import { useRoleView } from '../staff/useRoleView.ts';
import { BulkProductionMove } from './BulkProductionMove.tsx';
import { OrderFilters } from './OrderFilters.tsx';
import { OrdersTable } from './OrdersTable.tsx';
import { QueryError } from './QueryError.tsx';
import styles from './Dashboard.module.css';
import own from './OrdersPage.module.css';

/**
 * `/dashboard/orders`: the server-paged, sorted and filtered order list (all of it in the
 * URL), bulk production moves for the selected orders, and the Excel export.
 */
export function OrdersPage() {
  const { t } = useT('dashboard');
  useDocumentTitle(t('orders.pageTitle'));
  const format = useDashboardFormat();
  const { params: asked, update, sortBy, pageSearch } = useOrderListParams();
  const view = useRoleView();
  // Produktion sees no amounts: a shared link sorted by value opens sorted by date.
  const params: OrderListParams =
    !view.money && asked.sort === 'value' ? { ...asked, sort: 'date', dir: 'desc' } : asked;
  const query = useOrderList(params);
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());

  const toggle = useCallback((order: OrderRow) => {
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(order.id)) next.delete(order.id);
      else next.set(order.id, order.number);
      return next;
    });
  }, []);

  const rows = query.data?.results ?? [];
  const togglePage = (select: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const order of rows) {
        if (select) next.set(order.id, order.number);
        else next.delete(order.id);
      }
      return next;
    });

  const dropMoved = (ids: string[]) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const id of ids) next.delete(id);
      return next;
    });

  // j / k: to the next / previous order's link (Enter opens it), as in mail programs.
  const tableRef = useRef<HTMLDivElement>(null);
  const step = (by: 1 | -1) => {
    const links = Array.from(tableRef.current?.querySelectorAll<HTMLElement>('tbody th a') ?? []);
    if (links.length === 0) return;
    const at = links.findIndex((link) => link === document.activeElement);
    const next = at === -1 ? (by === 1 ? 0 : links.length - 1) : at + by;
    links[Math.min(links.length - 1, Math.max(0, next))]?.focus();
  };
  usePlainKeys({ j: () => step(1), k: () => step(-1) });

  // Results that arrive while a row is being clicked wait until the click is done.
  const { shown: data, onPointerDownCapture } = useHoldWhilePressed(query.data);

  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{t('orders.title')}</h1>
        {view.may('GET /orders.xlsx') ? (
          <div className={styles.pageActions}>
            <a
              href={orderListExportUrl(params)}
              download
              className={buttonClassName({ variant: 'ghost', bordered: true, size: 'sm' })}
            >
              {t('orders.export')}
            </a>
          </div>
        ) : null}
      </div>

      <OrderFilters params={params} update={update} numbersOnly={!view.customer} />
      <BulkProductionMove
        selected={selected}
        onClear={() => setSelected(new Map())}
        onDone={dropMoved}
      />

      <p className={own.summary} role="status">
        {data ? t('orders.count', { count: data.count, formatted: format.number(data.count) }) : ''}
      </p>

      {query.isPending ? (
        <LoadingState label={t('orders.loading')} />
      ) : query.isError && !data ? (
        <QueryError
          error={query.error}
          title={t('orders.failed')}
          onRetry={() => void query.refetch()}
        />
      ) : data && data.results.length === 0 ? (
        <EmptyState
          level={2}
          icon={
            <svg viewBox="0 0 24 24">
              <circle cx="11" cy="11" r="6" />
              <path d="M20 20l-4.5-4.5" />
            </svg>
          }
          title={data.count > 0 ? t('orders.pageEmpty') : t('orders.empty')}
          text={hasFilter(params) ? t('orders.emptyFiltered') : t('orders.emptyText')}
          action={
            data.count > 0 ? (
              <Link to={{ search: pageSearch(1) }}>{t('orders.firstPage')}</Link>
            ) : null
          }
        />
      ) : data ? (
        <>
          {query.isError ? (
            <QueryError
              error={query.error}
              title={t('orders.failed')}
              onRetry={() => void query.refetch()}
            />
          ) : null}
          <div ref={tableRef} onPointerDownCapture={onPointerDownCapture}>
            <OrdersTable
              orders={data.results}
              params={params}
              onSort={sortBy}
              selected={selected}
              onToggle={toggle}
              onTogglePage={togglePage}
              busy={query.isPlaceholderData}
              money={view.money}
              customer={view.customer}
            />
          </div>
          <ListPagination page={data.page} pages={data.pages} pageSearch={pageSearch} />
        </>
      ) : null}
    </>
  );
}

function ListPagination({
  page,
  pages,
  pageSearch,
}: {
  page: number;
  pages: number;
  pageSearch: (page: number) => string;
}) {
  const { t } = useT('dashboard');
  if (pages <= 1) return null;
  return (
    <nav className={own.pagination} aria-label={t('pagination.label')}>
      {page > 1 ? (
        <Link to={{ search: pageSearch(page - 1) }} rel="prev" className={own.pageLink}>
          ← {t('pagination.previous')}
        </Link>
      ) : (
        <span className={own.pageDisabled} aria-hidden="true">
          ← {t('pagination.previous')}
        </span>
      )}
      <span aria-current="page">{t('pagination.status', { page, pages })}</span>
      {page < pages ? (
        <Link to={{ search: pageSearch(page + 1) }} rel="next" className={own.pageLink}>
          {t('pagination.next')} →
        </Link>
      ) : (
        <span className={own.pageDisabled} aria-hidden="true">
          {t('pagination.next')} →
        </span>
      )}
    </nav>
  );
}
