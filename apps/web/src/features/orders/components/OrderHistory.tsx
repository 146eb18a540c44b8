import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { AccountInvoiceLink } from '../../../components/invoices/AccountInvoiceLink.tsx';
import { Button } from '../../../components/Button.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { ORDERS_PAGE_SIZE, useOrders } from '../api/orders.ts';
import { useFormat } from '../../../lib/i18n/format.ts';
import { OrderStatus } from './OrderStatus.tsx';
import styles from './OrderHistory.module.css';

const boxIcon = (
  <svg viewBox="0 0 32 32">
    <path d="M5 10l11-5 11 5v12l-11 5-11-5z" />
    <path d="M5 10l11 5 11-5M16 15v12" />
  </svg>
);

function pageFrom(value: string | null): number {
  const page = Number.parseInt(value ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/**
 * `/profile/orders`: the order history (spec §2) – number, date, status (spec §4 labels)
 * and total of each order, newest first, ten per page.
 */
export function OrderHistory() {
  const { t } = useT('orders');
  const { money, date } = useFormat();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const orders = useOrders(page);
  useDocumentTitle(t('history.documentTitle'));

  const count = orders.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / ORDERS_PAGE_SIZE));
  const goTo = (next: number) =>
    setParams(next > 1 ? { page: String(next) } : {}, { preventScrollReset: true });

  return (
    <section className={styles.section} aria-labelledby="fk-orders-title">
      <div className={styles.head}>
        <h2 id="fk-orders-title" className={styles.title}>
          {t('history.title')}
        </h2>
        <p className={styles.intro}>{t('history.intro')}</p>
      </div>
      {orders.isPending ? (
        <LoadingState label={t('history.loading')} />
      ) : orders.isError ? (
        <div className={styles.error}>
          <Alert tone="error">{t('history.loadFailed')}</Alert>
          <Button variant="ghost" bordered onClick={() => void orders.refetch()}>
            {t('history.retry')}
          </Button>
        </div>
      ) : orders.data.results.length === 0 && page === 1 ? (
        <EmptyState
          icon={boxIcon}
          title={t('history.empty')}
          text={t('history.emptyText')}
          action={
            <Button to="/configurator" variant="primary">
              {t('history.start')}
            </Button>
          }
        />
      ) : (
        <>
          <div className={styles.tableWrap} aria-busy={orders.isPlaceholderData || undefined}>
            {/* Explicit roles keep the table semantics when narrow screens lay rows out as cards. */}
            <table className={styles.table} role="table">
              <caption className="fk-visually-hidden">{t('history.caption')}</caption>
              <thead role="rowgroup">
                <tr role="row">
                  <th scope="col" role="columnheader">
                    {t('history.number')}
                  </th>
                  <th scope="col" role="columnheader">
                    {t('history.date')}
                  </th>
                  <th scope="col" role="columnheader">
                    {t('history.status')}
                  </th>
                  <th scope="col" role="columnheader" className={styles.amount}>
                    {t('history.total')}
                  </th>
                  <th scope="col" role="columnheader">
                    <span className="fk-visually-hidden">{t('history.details')}</span>
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup">
                {orders.data.results.map((order) => {
                  const number = order.number ?? order.id;
                  return (
                    <tr key={order.id} role="row">
                      <th scope="row" role="rowheader" className={styles.number}>
                        <Link to={`/profile/orders/${encodeURIComponent(order.id)}`}>{number}</Link>
                        {order.item_quantity ? (
                          <span className={styles.cards}>
                            {t('history.cards', { count: order.item_quantity })}
                          </span>
                        ) : null}
                      </th>
                      <td role="cell" className={styles.date}>
                        <time dateTime={order.date_created}>{date(order.date_created)}</time>
                      </td>
                      <td role="cell" className={styles.status}>
                        <OrderStatus status={order.status} />
                      </td>
                      <td role="cell" className={styles.amount}>
                        {money(order.grand_total, order.currency)}
                      </td>
                      <td role="cell" className={styles.more}>
                        <Link
                          to={`/profile/orders/${encodeURIComponent(order.id)}`}
                          aria-label={t('history.detailsLabel', { number })}
                        >
                          {t('history.details')}
                        </Link>
                        <AccountInvoiceLink orderId={order.id} orderNumber={number} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {pages > 1 ? (
            <nav className={styles.pager} aria-label={t('history.pagination')}>
              <Button
                variant="ghost"
                bordered
                size="sm"
                disabled={page <= 1}
                onClick={() => goTo(page - 1)}
              >
                {t('history.newer')}
              </Button>
              <span>{t('history.page', { page, pages })}</span>
              <Button
                variant="ghost"
                bordered
                size="sm"
                disabled={page >= pages}
                onClick={() => goTo(page + 1)}
              >
                {t('history.older')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
