import type { OrderRow } from '@federkiel/machines/fulfilment/dashboardApi';
import { PRODUCTION_STATUSES, ORDER_STATUSES } from '@federkiel/machines/fulfilment/statuses';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { cx } from '../../../lib/cx.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useOverview } from '../api/overview.ts';
import { useDashboardFormat, isOverdue, todayIso } from '../hooks/useDashboardFormat.ts';
import { DEFAULT_LIST_PARAMS, writeOrderListParams } from '../listParams.ts';
import { useRoleView } from '../staff/useRoleView.ts';
import { QueryError } from './QueryError.tsx';
import { statusLabel, StatusBadge } from './StatusBadge.tsx';
import styles from './Dashboard.module.css';
import overview from './OverviewPage.module.css';

function ordersLink(change: Partial<typeof DEFAULT_LIST_PARAMS>): string {
  const search = writeOrderListParams({ ...DEFAULT_LIST_PARAMS, ...change }).toString();
  return `/dashboard/orders${search ? `?${search}` : ''}`;
}

/** `/dashboard`: counts per status, orders due soon, orders on hold, revenue. */
export function OverviewPage() {
  const { t } = useT('dashboard');
  useDocumentTitle(t('overview.pageTitle'));
  const format = useDashboardFormat();
  const query = useOverview();
  // Produktion sees neither revenue nor who ordered (issue 28).
  const view = useRoleView();

  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{t('overview.title')}</h1>
      </div>
      {query.isPending ? (
        <LoadingState label={t('overview.loading')} />
      ) : query.isError ? (
        <QueryError
          error={query.error}
          title={t('overview.failed')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className={overview.grid}>
          <section className={cx(styles.panel, overview.wide)} aria-labelledby="ov-production">
            <h2 id="ov-production">{t('overview.production')}</h2>
            <ul className={overview.cards}>
              {PRODUCTION_STATUSES.map((status) => (
                <li key={status}>
                  <Link className={overview.card} to={ordersLink({ production_status: status })}>
                    <span className={overview.count}>
                      {format.number(query.data.production[status] ?? 0)}
                    </span>
                    <span className={overview.label}>{statusLabel(t, 'production', status)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>

          {view.money ? (
            <section className={styles.panel} aria-labelledby="ov-revenue">
              <h2 id="ov-revenue">{t('overview.revenue')}</h2>
              <p className={overview.revenue}>{format.money(query.data.revenue30Days.total)}</p>
              <p className={styles.muted}>
                {t('overview.revenueOrders', { count: query.data.revenue30Days.orders })}
              </p>
            </section>
          ) : null}

          <section className={styles.panel} aria-labelledby="ov-status">
            <h2 id="ov-status">{t('overview.status')}</h2>
            <ul className={overview.statusList}>
              {ORDER_STATUSES.map((status) => (
                <li key={status}>
                  <Link to={ordersLink({ status })}>{statusLabel(t, 'status', status)}</Link>
                  <span className={overview.statusCount}>
                    {format.number(query.data.status[status] ?? 0)}
                  </span>
                </li>
              ))}
            </ul>
          </section>

          <section className={cx(styles.panel, overview.wide)} aria-labelledby="ov-due">
            <div className={overview.sectionHead}>
              <h2 id="ov-due">
                {t('overview.dueSoon', { date: format.day(query.data.dueUntil) })}
              </h2>
              <Link to={ordersLink({ open: true, sort: 'shipping_date', dir: 'asc' })}>
                {t('overview.allDue')}
              </Link>
            </div>
            <DueTable
              orders={query.data.dueSoon}
              caption={t('overview.dueSoonCaption')}
              empty={t('overview.noneDue')}
              customer={view.customer}
            />
          </section>

          {query.data.unwritable?.length ? (
            <section className={cx(styles.panel, overview.wide)} aria-labelledby="ov-unwritable">
              <div className={overview.sectionHead}>
                <h2 id="ov-unwritable">{t('overview.unwritable')}</h2>
              </div>
              <DueTable
                orders={query.data.unwritable}
                caption={t('overview.unwritableCaption')}
                empty=""
                customer={view.customer}
              />
            </section>
          ) : null}

          <section className={cx(styles.panel, overview.wide)} aria-labelledby="ov-hold">
            <div className={overview.sectionHead}>
              <h2 id="ov-hold">{t('overview.onHold')}</h2>
              <Link to={ordersLink({ status: 'hold' })}>{t('overview.allOnHold')}</Link>
            </div>
            <DueTable
              orders={query.data.onHold}
              caption={t('overview.onHoldCaption')}
              empty={t('overview.noneOnHold')}
              customer={view.customer}
            />
          </section>
        </div>
      )}
    </>
  );
}

function DueTable({
  orders,
  caption,
  empty,
  customer,
}: {
  orders: OrderRow[];
  caption: string;
  empty: string;
  customer: boolean;
}) {
  const { t } = useT('dashboard');
  const format = useDashboardFormat();
  const today = todayIso();
  if (orders.length === 0) {
    return (
      <EmptyState
        icon={
          <svg viewBox="0 0 24 24">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        }
        title={empty}
        text={t('overview.nothingToDo')}
      />
    );
  }
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="fk-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.number')}</th>
            <th scope="col">{t('columns.shippingDate')}</th>
            {customer ? <th scope="col">{t('columns.billingName')}</th> : null}
            <th scope="col" className={styles.num}>
              {t('columns.cards')}
            </th>
            <th scope="col">{t('columns.productionStatus')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const overdue = isOverdue(order.shipping_date, today);
            return (
              <tr key={order.id} className={overdue ? styles.overdue : undefined}>
                <td>
                  <Link className={styles.rowLink} to={`/dashboard/orders/${order.id}`}>
                    {order.number}
                  </Link>
                </td>
                <td>
                  {order.shipping_date ? format.day(order.shipping_date) : '–'}
                  {overdue ? (
                    <span className={styles.overdueMark}>{t('overview.overdue')}</span>
                  ) : null}
                </td>
                {customer ? <td>{order.billing_name}</td> : null}
                <td className={styles.num}>{format.number(order.cards)}</td>
                <td>
                  <StatusBadge kind="production" value={order.production_status} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
