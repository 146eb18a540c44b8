import type { OrderDetail } from '@federkiel/machines/fulfilment/dashboardApi';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { buttonClassName } from '../../../components/Button.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { cx } from '../../../lib/cx.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { isAdminApiError } from '../api/adminFetch.ts';
import { useOrder } from '../api/orders.ts';
import { useDashboardFormat } from '../hooks/useDashboardFormat.ts';
import { useRoleView } from '../staff/useRoleView.ts';
import { useCanCorrectAddresses } from './AddressCorrection.tsx';
import { CopyButton } from './CopyButton.tsx';
import { BillingPanel, ShippingPanel } from './OrderAddresses.tsx';
import { RefundForm, TrackingForm } from './OrderAftercare.tsx';
import { OrderFiles } from './OrderFiles.tsx';
import { OrderHistory } from './OrderHistory.tsx';
import { OrderItems } from './OrderItems.tsx';
import { OrderMoney } from './OrderMoney.tsx';
import { AdditionalCommentForm, InternalNoteForm } from './OrderNotes.tsx';
import { OrderReceivers } from './OrderReceivers.tsx';
import type { FromListState } from './OrdersTable.tsx';
import { QueryError } from './QueryError.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { ProductionControl } from './ProductionControl.tsx';
import { Production } from './ProductionFiles.tsx';
import { OrderInvoicesPanel } from '../invoices/OrderInvoicesPanel.tsx';
import { StatusChange } from './StatusChange.tsx';
import shared from './Dashboard.module.css';
import styles from './OrderDetailPage.module.css';

/** „← Zurück zu den Bestellungen“, to the list's view this page was opened from. */
function BackLink() {
  const { t } = useT('dashboard');
  const location = useLocation();
  const listSearch = (location.state as FromListState | null)?.listSearch ?? '';
  return (
    <Link to={`/dashboard/orders${listSearch}`} className={styles.back}>
      <span aria-hidden="true">← </span>
      {t('detail.back')}
    </Link>
  );
}

/** `/dashboard/orders/:id`: everything about one order, its status controls and its cards. */
export function OrderDetailPage({ id }: { id: string }) {
  const { t } = useT('dashboard');
  const query = useOrder(id);
  const notFound = isAdminApiError(query.error) && query.error.status === 404;
  useDocumentTitle(
    query.data
      ? t('detail.pageTitle', { number: query.data.number })
      : notFound
        ? t('detail.notFoundTitle')
        : t('detail.loadingTitle'),
  );

  if (query.isPending) {
    return (
      <>
        <BackLink />
        <LoadingState centered label={t('detail.loading')} />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <BackLink />
        {notFound ? (
          <EmptyState
            level={1}
            icon={
              <svg viewBox="0 0 24 24">
                <circle cx="11" cy="11" r="6" />
                <path d="M20 20l-4.5-4.5M9 9l4 4M13 9l-4 4" />
              </svg>
            }
            title={t('detail.notFoundTitle')}
            text={t('detail.notFoundText')}
            action={
              <Link to="/dashboard/orders" className={buttonClassName({ size: 'sm' })}>
                {t('detail.toList')}
              </Link>
            }
          />
        ) : (
          <>
            <h1 className={shared.pageTitle}>{t('detail.loadingTitle')}</h1>
            <QueryError
              error={query.error}
              title={t('detail.failed')}
              onRetry={() => void query.refetch()}
            />
          </>
        )}
      </>
    );
  }
  return <OrderDetailView order={query.data} />;
}

function OrderDetailView({ order }: { order: OrderDetail }) {
  const { t } = useT('dashboard');
  const format = useDashboardFormat();
  const canCorrect = useCanCorrectAddresses(order);
  // Produktion sees no amounts and no customer contact data; what a role cannot use is
  // left out, not greyed out (issue 28).
  const view = useRoleView();

  return (
    <article className={styles.page} aria-labelledby="order-title">
      <BackLink />
      <div className={shared.pageHead}>
        <div className={styles.titleRow}>
          <h1 id="order-title" className={shared.pageTitle}>
            {t('detail.title', { number: order.number })}
          </h1>
          <CopyButton
            text={order.number}
            label={t('detail.copyNumber')}
            visibleLabel={t('detail.copy')}
          />
        </div>
      </div>

      {order.unwritable ? (
        <Alert tone="error" title={order.unwritable.label}>
          <p>{t('detail.unwritableHint')}</p>
          <ul>
            {order.unwritable.cards.map((card) => (
              <li key={card.n}>
                {t('detail.unwritableCard', { n: card.n, message: card.message })}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}

      <div className={styles.grid}>
        <section className={shared.panel} aria-labelledby="sec-summary">
          <h2 id="sec-summary">{t('detail.summary')}</h2>
          <dl className={shared.dl}>
            <dt>{t('columns.number')}</dt>
            <dd>{order.number}</dd>
            <dt>{t('columns.date')}</dt>
            <dd>{format.dateTime(order.date_created)}</dd>
            <dt>{t('columns.cards')}</dt>
            <dd>{format.number(order.cards)}</dd>
            <dt>{t('columns.status')}</dt>
            <dd>
              <StatusBadge kind="status" value={order.status} />
            </dd>
            <dt>{t('columns.productionStatus')}</dt>
            <dd>
              <StatusBadge kind="production" value={order.production_status} />
            </dd>
            {view.money ? (
              <>
                <dt>{t('columns.payment')}</dt>
                <dd>
                  <StatusBadge kind="payment" value={order.payment_status} />
                </dd>
              </>
            ) : null}
            {order.wunderlink && view.may('GET /wunderlinks') ? (
              <>
                <dt>{t('detail.wunderlink')}</dt>
                <dd>{t('detail.wunderlinkValue', { campaign: order.wunderlink.campaign })}</dd>
              </>
            ) : null}
            {view.customer ? (
              <>
                <dt>{t('detail.email')}</dt>
                <dd>
                  <a href={`mailto:${order.email}`}>{order.email}</a>
                </dd>
              </>
            ) : null}
          </dl>
        </section>

        <section className={shared.panel} aria-labelledby="sec-status">
          <h2 id="sec-status">{t('detail.statusSection')}</h2>
          <div className={styles.statusControls}>
            <ProductionControl order={order} />
            {view.may('POST /orders/:id/status') ? (
              <StatusChange order={order} kind="status" />
            ) : null}
          </div>
        </section>

        {view.money ? <OrderMoney order={order} /> : null}

        {view.customer ? <BillingPanel order={order} canCorrect={canCorrect} /> : null}
        <OrderInvoicesPanel orderId={order.id} />

        <ShippingPanel order={order} canCorrect={canCorrect} customer={view.customer} />

        <OrderItems items={order.items} money={view.money} sentDate={order.sent_date} />

        <section className={cx(shared.panel, styles.wide)} aria-labelledby="sec-files">
          <h2 id="sec-files">{t('detail.files')}</h2>
          <OrderFiles files={order.files} />
        </section>

        <section className={shared.panel} aria-labelledby="sec-client-comment">
          <h2 id="sec-client-comment">{t('detail.clientComment')}</h2>
          {order.client_comment ? (
            <p className={shared.preserve}>{order.client_comment}</p>
          ) : (
            <p className={shared.muted}>{t('detail.noClientComment')}</p>
          )}
        </section>

        {view.may('PUT /orders/:id/additional-comment') ? (
          <section className={shared.panel}>
            <AdditionalCommentForm order={order} />
          </section>
        ) : null}

        <section className={shared.panel} aria-labelledby="sec-history">
          <h2 id="sec-history">{t('history.title')}</h2>
          <OrderHistory entries={order.timeline} money={view.money} customer={view.customer} />
        </section>

        {view.may('POST /orders/:id/notes') ? (
          <section className={shared.panel}>
            <InternalNoteForm order={order} />
          </section>
        ) : null}

        {order.shipping_mode === 'to_customer' && view.may('PUT /orders/:id/tracking') ? (
          <section className={shared.panel}>
            <TrackingForm order={order} />
          </section>
        ) : null}

        {order.status === 'canceled' &&
        order.money.paid > 0 &&
        view.may('POST /orders/:id/refund') ? (
          <section className={shared.panel}>
            <RefundForm order={order} />
          </section>
        ) : null}

        <section className={cx(shared.panel, styles.wide)} aria-labelledby="sec-production">
          <Production order={order} />
        </section>

        <section className={cx(shared.panel, styles.wide)} aria-labelledby="sec-cards">
          <OrderReceivers order={order} />
        </section>
      </div>
    </article>
  );
}
