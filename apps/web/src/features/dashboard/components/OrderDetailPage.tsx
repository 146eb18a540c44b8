import type { OrderDetail, OrderFile } from '@federkiel/machines/fulfilment/dashboardApi';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { buttonClassName } from '../../../components/Button.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useRegionName } from '../../../lib/i18n/regionName.ts';
import { cx } from '../../../lib/cx.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { isAdminApiError } from '../api/adminFetch.ts';
import { orderExportUrl, useOrder, useOrderCards, type OrderExportFormat } from '../api/orders.ts';
import { addressLines } from '../cardText.ts';
import { envelopeLabel, shippingModeLabel, textSizeLabel } from '../configurationLabels.ts';
import { useDashboardFormat } from '../hooks/useDashboardFormat.ts';
import { useRoleView } from '../staff/useRoleView.ts';
import {
  CardAddressCorrection,
  CustomerAddressCorrection,
  useCanCorrectAddresses,
} from './AddressCorrection.tsx';
import { CardsTable } from './CardsTable.tsx';
import { CopyButton } from './CopyButton.tsx';
import { RefundForm, TrackingForm } from './OrderAftercare.tsx';
import { OrderHistory } from './OrderHistory.tsx';
import { AdditionalCommentForm, InternalNoteForm } from './OrderNotes.tsx';
import type { FromListState } from './OrdersTable.tsx';
import { QueryError } from './QueryError.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { ProductionControl } from './ProductionControl.tsx';
import { Production } from './ProductionFiles.tsx';
import { OrderInvoicesPanel } from '../invoices/OrderInvoicesPanel.tsx';
import { StatusChange } from './StatusChange.tsx';
import { ThumbnailButton } from './ThumbnailButton.tsx';
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
  const countryName = useRegionName();
  const billing = addressLines(order.billing, countryName);
  const canCorrect = useCanCorrectAddresses(order);
  // Produktion sees no amounts and no customer contact data; what a role cannot use is
  // left out, not greyed out (issue 28).
  const view = useRoleView();
  // Cards sent to their recipients have no delivery address: the customer's is only billed.
  const shipping =
    order.shipping && order.shipping_mode !== 'to_recipients'
      ? addressLines(order.shipping, countryName)
      : null;

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

        {view.money ? (
          <>
            <section className={shared.panel} aria-labelledby="sec-totals">
              <h2 id="sec-totals">{t('detail.totals')}</h2>
              <dl className={cx(shared.dl, styles.totals)}>
                <dt>{t('detail.subTotal')}</dt>
                <dd>{format.money(order.sub_total)}</dd>
                {order.discount_total ? (
                  <>
                    <dt>{t('detail.discount')}</dt>
                    <dd>− {format.money(order.discount_total)}</dd>
                  </>
                ) : null}
                <dt>{t('detail.shipment')}</dt>
                <dd>{format.money(order.shipment_total)}</dd>
                <dt>{t('detail.tax')}</dt>
                <dd>{format.money(order.tax_total)}</dd>
                <dt className={styles.grand}>{t('detail.grossTotal')}</dt>
                <dd className={styles.grand}>{format.money(order.grand_total)}</dd>
              </dl>
              <p className={shared.muted}>{t('detail.totalsNote')}</p>
            </section>

            <section className={shared.panel} aria-labelledby="sec-payment">
              <h2 id="sec-payment">{t('detail.payment')}</h2>
              {order.payment ? (
                <dl className={shared.dl}>
                  <dt>{t('detail.paymentMethod')}</dt>
                  <dd>
                    {t(`paymentMethods.${order.payment.method}`, {
                      defaultValue: order.payment.method,
                    })}
                  </dd>
                  {order.payment.brand ? (
                    <>
                      <dt>{t('detail.cardBrand')}</dt>
                      <dd>{order.payment.brand}</dd>
                    </>
                  ) : null}
                  {order.payment.last4 ? (
                    <>
                      <dt>{t('detail.last4')}</dt>
                      <dd>•••• {order.payment.last4}</dd>
                    </>
                  ) : null}
                </dl>
              ) : (
                <p className={shared.muted}>{t('detail.noPayment')}</p>
              )}
            </section>
          </>
        ) : null}

        {view.customer ? (
          <section className={shared.panel} aria-labelledby="sec-billing">
            <div className={styles.panelHead}>
              <h2 id="sec-billing">{t('detail.billing')}</h2>
              <CopyButton
                text={billing.join('\n')}
                label={t('detail.copyBilling')}
                visibleLabel={t('detail.copy')}
              />
              {canCorrect ? (
                <CustomerAddressCorrection order={order} kind="billing" address={order.billing} />
              ) : null}
            </div>
            <address className={styles.address}>{billing.join('\n')}</address>
            <ExtraAddressFields phone={order.billing.phone} vatId={order.billing.vat_id} />
          </section>
        ) : null}
        <OrderInvoicesPanel orderId={order.id} />

        <section className={shared.panel} aria-labelledby="sec-shipping">
          <div className={styles.panelHead}>
            <h2 id="sec-shipping">{t('detail.shipping')}</h2>
            {shipping && view.customer ? (
              <CopyButton
                text={shipping.join('\n')}
                label={t('detail.copyShipping')}
                visibleLabel={t('detail.copy')}
              />
            ) : null}
            {shipping && order.shipping && canCorrect && view.customer ? (
              <CustomerAddressCorrection order={order} kind="shipping" address={order.shipping} />
            ) : null}
          </div>
          <dl className={shared.dl}>
            <dt>{t('columns.shippingDate')}</dt>
            <dd>{order.shipping_date ? format.day(order.shipping_date) : '–'}</dd>
            <dt>{t('detail.shippingMode')}</dt>
            <dd>{shippingModeLabel(order.shipping_mode)}</dd>
            <dt>{t('detail.envelope')}</dt>
            <dd>{envelopeLabel(order.envelope)}</dd>
          </dl>
          {!view.customer && order.shipping_mode !== 'to_recipients' ? null : shipping ? (
            <>
              <h3 className={styles.subhead}>{t('detail.shippingAddress')}</h3>
              <address className={styles.address}>{shipping.join('\n')}</address>
              {order.shipping ? (
                <ExtraAddressFields phone={order.shipping.phone} vatId={order.shipping.vat_id} />
              ) : null}
            </>
          ) : order.shipping_mode === 'to_recipients' ? (
            <p>{t('detail.shippingToRecipients', { count: order.recipients })}</p>
          ) : (
            <p className={shared.muted}>{t('detail.noShippingAddress')}</p>
          )}
        </section>

        <section className={cx(shared.panel, styles.wide)} aria-labelledby="sec-items">
          <h2 id="sec-items">{t('detail.items')}</h2>
          <ul className={styles.items}>
            {order.items.map((item) => (
              <li key={item.id} className={styles.item}>
                {item.template.image ? (
                  <img
                    src={item.template.image}
                    alt={t('detail.templateImage', { name: item.template.name })}
                    className={styles.templateImage}
                    loading="lazy"
                  />
                ) : (
                  <div className={styles.noImage} aria-hidden="true" />
                )}
                <div>
                  <h3 className={styles.itemTitle}>{item.template.name}</h3>
                  <dl className={shared.dl}>
                    <dt>{t('detail.format')}</dt>
                    <dd>{item.format || '–'}</dd>
                    <dt>{t('detail.font')}</dt>
                    <dd>{item.font || '–'}</dd>
                    <dt>{t('detail.textSize')}</dt>
                    <dd>{textSizeLabel(item.text_size)}</dd>
                    <dt>{t('columns.cards')}</dt>
                    <dd>{format.number(item.cards)}</dd>
                    <dt>{t('detail.shippingMode')}</dt>
                    <dd>{shippingModeLabel(item.shipping.mode)}</dd>
                    <dt>{t('columns.shippingDate')}</dt>
                    <dd>{item.shipping.date ? format.day(item.shipping.date) : '–'}</dd>
                    <dt>{t('detail.envelope')}</dt>
                    <dd>{envelopeLabel(item.shipping.envelope)}</dd>
                    {view.money ? (
                      <>
                        <dt>{t('detail.unitPrice')}</dt>
                        <dd>{format.unit(item.price_total, item.cards)}</dd>
                        <dt>{t('detail.itemTotal')}</dt>
                        <dd>{format.money(item.price_total)}</dd>
                      </>
                    ) : null}
                  </dl>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section className={cx(shared.panel, styles.wide)} aria-labelledby="sec-files">
          <h2 id="sec-files">{t('detail.files')}</h2>
          <Files files={order.files} />
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
          <Receivers order={order} />
        </section>
      </div>
    </article>
  );
}

function ExtraAddressFields({ phone, vatId }: { phone: string; vatId: string }) {
  const { t } = useT('dashboard');
  if (!phone && !vatId) return null;
  return (
    <dl className={cx(shared.dl, styles.extra)}>
      {phone ? (
        <>
          <dt>{t('detail.phone')}</dt>
          <dd>{phone}</dd>
        </>
      ) : null}
      {vatId ? (
        <>
          <dt>{t('detail.vatId')}</dt>
          <dd>{vatId}</dd>
        </>
      ) : null}
    </dl>
  );
}

function Files({ files }: { files: OrderFile[] }) {
  const { t } = useT('dashboard');
  if (files.length === 0) return <p className={shared.muted}>{t('detail.noFiles')}</p>;
  return (
    <ul className={styles.files}>
      {files.map((file) => (
        <li key={`${file.kind}-${file.url}`} className={styles.file}>
          <ThumbnailButton src={file.url} alt={t(`detail.fileKinds.${file.kind}`)} />
          <span className={styles.fileKind}>{t(`detail.fileKinds.${file.kind}`)}</span>
          <a href={file.url} download={file.name}>
            {t('detail.download', { name: file.name })}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Receivers({ order }: { order: OrderDetail }) {
  const { t } = useT('dashboard');
  const format = useDashboardFormat();
  const cards = useOrderCards(order.id);
  const canCorrect = useCanCorrectAddresses(order);
  const may = useRoleView().may;
  // The exports carry the customer's data: only for roles that may download them.
  const exports = (['xlsx', 'txt', 'pdf'] as OrderExportFormat[]).filter((kind) =>
    may(`GET /orders/:id/export.${kind}`),
  );
  return (
    <>
      <div className={styles.panelHead}>
        <h2 id="sec-cards">
          {t('cards.title')}{' '}
          {cards.data ? (
            <span className={styles.countBadge}>{format.number(cards.data.count)}</span>
          ) : null}
        </h2>
        <div className={shared.pageActions}>
          {exports.map((kind) => (
            <a
              key={kind}
              href={orderExportUrl(order.id, kind)}
              download
              className={buttonClassName({ variant: 'ghost', bordered: true, size: 'sm' })}
            >
              {t(`cards.download.${kind}`)}
            </a>
          ))}
        </div>
      </div>
      {cards.isPending ? (
        <LoadingState label={t('cards.loading')} />
      ) : cards.isError ? (
        <QueryError
          error={cards.error}
          title={t('cards.failed')}
          onRetry={() => void cards.refetch()}
        />
      ) : cards.data.results.length === 0 ? (
        <p className={shared.muted}>{t('cards.empty')}</p>
      ) : (
        <CardsTable
          cards={cards.data.results}
          label={t('cards.tableLabel')}
          cardAction={
            canCorrect ? (card) => <CardAddressCorrection order={order} n={card.n} /> : undefined
          }
        />
      )}
    </>
  );
}
