import { deliveryEstimate } from '@federkiel/machines/configurator/shippingDate';
import { isoDateInBerlin, workingDaysBetween } from '@federkiel/machines/configurator/workingDays';
import { useQueries } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PriceBreakdown, usePriceBreakdown } from '../../../components/PriceBreakdown.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useSessionUser } from '../../../lib/store/session.ts';
import type { StoreItemConfiguration, StoreOrder } from '../../../lib/store/types.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { productWaitingDaysQueryOptions, useCompletedOrder } from '../api/orders.ts';
import { useFormat } from '../../../lib/i18n/format.ts';
import { ItemThumbnail, itemTitle } from './ItemConfiguration.tsx';
import { usePaymentMethodName } from './PaymentMethod.tsx';
import { productionStepIndex, ProductionSteps, type ProductionStep } from './ProductionSteps.tsx';
import styles from './OrderComplete.module.css';

/** The order the checkout names: `?id=<order id>`, else router state `{ orderId }`. */
export function completedOrderId(search: URLSearchParams, state: unknown): string | null {
  const fromQuery = search.get('id')?.trim();
  if (fromQuery) return fromQuery;
  if (typeof state === 'object' && state !== null && 'orderId' in state) {
    const { orderId } = state as { orderId: unknown };
    if (typeof orderId === 'string' && orderId.trim()) return orderId.trim();
  }
  return null;
}

export interface OrderCompleteProps {
  /** For a guest: the offer to keep the order's data as an account (the auth feature's). */
  accountOffer?: (order: StoreOrder) => ReactNode;
}

const receiptIcon = (
  <svg viewBox="0 0 32 32">
    <path d="M8 4h16v24l-3-2-2.5 2-2.5-2-2.5 2-2.5-2L8 28z" />
    <path d="M12 11h8M12 15h8M12 19h5" />
  </svg>
);

/**
 * `/order/complete` (spec §2 "order complete"): thanks, the order number, what happens next
 * and when the cards are shipped, the items and the total. The order is the session's last
 * one, or the one the checkout names with `?id=` or router state `{ orderId }`.
 */
export function OrderComplete({ accountOffer }: OrderCompleteProps = {}) {
  const { t } = useT('orders');
  const [search] = useSearchParams();
  const location = useLocation();
  const id = completedOrderId(search, location.state);
  const order = useCompletedOrder(id);
  useDocumentTitle(t('complete.documentTitle'));

  let body;
  if (order.isPending) {
    body = <LoadingState centered label={t('complete.loading')} />;
  } else if (order.isError) {
    body = (
      <div className={styles.stack}>
        <h1 className={styles.title}>{t('complete.documentTitle')}</h1>
        <Alert tone="error">{t('complete.loadFailed')}</Alert>
        <div>
          <Button variant="ghost" bordered onClick={() => void order.refetch()}>
            {t('complete.retry')}
          </Button>
        </div>
      </div>
    );
  } else if (!order.data) {
    body = (
      <EmptyState
        level={1}
        icon={receiptIcon}
        title={t('complete.empty.title')}
        text={t('complete.empty.text')}
        action={
          <div className={styles.actions}>
            <Button to="/profile/orders" variant="primary">
              {t('complete.empty.history')}
            </Button>
            <Button to="/products" variant="ghost" bordered>
              {t('complete.empty.products')}
            </Button>
          </div>
        }
      />
    );
  } else {
    body = <Confirmation order={order.data} accountOffer={accountOffer} />;
  }

  return <article className={styles.page}>{body}</article>;
}

function Confirmation({ order, accountOffer }: { order: StoreOrder } & OrderCompleteProps) {
  const { t } = useT('orders');
  const { money, day } = useFormat();
  const user = useSessionUser();
  // A guest's address is on the order (issue #19).
  const email = user?.email ?? order.account?.email ?? '';
  const methodName = usePaymentMethodName(order);
  const { itemAmount } = usePriceBreakdown(order);
  const currency = order.currency ?? 'EUR';
  const items = order.items ?? [];
  const number = order.number ?? order.id;
  const current: ProductionStep =
    productionStepIndex(order.production_status) >= 0
      ? (order.production_status as ProductionStep)
      : 'order_received';

  return (
    <>
      <header className={styles.hero}>
        <span className={styles.check} aria-hidden="true">
          <svg viewBox="0 0 32 32" focusable="false">
            <path d="M8 16.5l5.5 5.5L24 11" />
          </svg>
        </span>
        <h1 className={styles.title}>{t('complete.title')}</h1>
        <p className={styles.number}>
          {t('complete.numberLabel')} <strong>{number}</strong>
        </p>
        <p className={styles.lead}>{t('complete.lead')}</p>
      </header>

      {accountOffer ? accountOffer(order) : null}

      {order.paid === false && order.status !== 'canceled' ? (
        <Alert tone="info" className={styles.notice}>
          {t('complete.unpaid')}
        </Alert>
      ) : null}

      <section className={styles.production} aria-labelledby="fk-complete-production">
        <h2 id="fk-complete-production" className={styles.productionTitle}>
          {t('production.label')}
        </h2>
        <ProductionSteps current={current} />
        <p className={styles.muted}>{t('complete.next.track')}</p>
      </section>

      <div className={styles.grid}>
        <section className={styles.next} aria-labelledby="fk-complete-next">
          <h2 id="fk-complete-next" className={styles.sectionTitle}>
            {t('complete.next.title')}
          </h2>
          <ol className={styles.nextSteps}>
            <li>
              <h3>{t('complete.next.mail.title')}</h3>
              <p>
                {email
                  ? t('complete.next.mail.text', { email })
                  : t('complete.next.mail.textNoEmail')}
              </p>
            </li>
            <li>
              <h3>{t('complete.next.writing.title')}</h3>
              <p>{t('complete.next.writing.text')}</p>
            </li>
            <li>
              <h3>{t('complete.next.shipping.title')}</h3>
              <ShippingEstimate order={order} />
            </li>
          </ol>
        </section>

        <section className={styles.summary} aria-labelledby="fk-complete-summary">
          <h2 id="fk-complete-summary" className={styles.sectionTitle}>
            {t('complete.summary.title')}
          </h2>
          <ul className={styles.items}>
            {items.map((item) => {
              const configuration = item.configuration ?? null;
              const cards = configuration?.card_count ?? item.quantity;
              return (
                <li key={item.id} className={styles.item}>
                  {configuration ? <ItemThumbnail configuration={configuration} /> : null}
                  <div className={styles.itemText}>
                    <p className={styles.itemName}>{itemTitle(item, configuration)}</p>
                    {configuration ? (
                      <p className={styles.muted}>{configuration.canvas.name}</p>
                    ) : null}
                    <p>
                      {t('configuration.cards', { count: cards })}
                      {configuration
                        ? ` · ${t('configuration.recipients', {
                            count: configuration.recipient_count,
                          })}`
                        : null}
                    </p>
                    {configuration && day(configuration.shipping.date) ? (
                      <p className={styles.muted}>
                        {t('complete.summary.shipsOn', { date: day(configuration.shipping.date) })}
                      </p>
                    ) : null}
                  </div>
                  <p className={styles.itemPrice}>
                    {money(itemAmount(item.id) ?? item.price_total, currency)}
                  </p>
                </li>
              );
            })}
          </ul>
          <PriceBreakdown totals={order} currency={currency} className={styles.total} />
          {order.paid !== undefined ? (
            <p className={styles.paid}>
              {order.paid
                ? methodName
                  ? t('complete.summary.paidWith', { method: methodName })
                  : t('detail.paid')
                : t('detail.unpaid')}
            </p>
          ) : null}
        </section>
      </div>

      <div className={styles.actions}>
        <Button to={`/order/${encodeURIComponent(order.id)}`} variant="primary" size="lg">
          {t('complete.view')}
        </Button>
        <Button to="/products" variant="ghost" bordered size="lg">
          {t('complete.more')}
        </Button>
      </div>
    </>
  );
}

/** Unique planned shipping dates of the configured items, earliest first. */
function shippingDates(configurations: StoreItemConfiguration[]): string[] {
  return [...new Set(configurations.map((c) => c.shipping.date))].sort();
}

/**
 * When the cards leave the workshop: the planned shipping date and the working days until
 * then (plus the post's usual delivery time); without a configured date, the products' usual
 * waiting time; without that, just that we ship once everything is written.
 */
function ShippingEstimate({ order }: { order: StoreOrder }) {
  const { t } = useT('orders');
  const { day } = useFormat();
  // Today in Germany, fixed while the page is open.
  const [today] = useState(() => isoDateInBerlin(new Date()));
  const items = order.items ?? [];
  const configurations = items
    .map((item) => item.configuration)
    .filter((c): c is StoreItemConfiguration => Boolean(c));
  const dates = shippingDates(configurations);
  const productIds =
    dates.length === 0
      ? [...new Set(items.map((item) => item.product_id).filter((id): id is string => !!id))]
      : [];
  const waitingDays = useQueries({
    queries: productIds.map((id) => productWaitingDaysQueryOptions(id)),
    combine: (results) =>
      results.reduce<number | null>(
        (most, result) => (result.data != null ? Math.max(most ?? 0, result.data) : most),
        null,
      ),
  });

  const first = dates[0];
  if (!first || !day(first)) {
    return (
      <p>
        {waitingDays
          ? t('complete.next.shipping.usual', { count: waitingDays })
          : t('complete.next.shipping.later')}
      </p>
    );
  }

  const workingDays = workingDaysBetween(today, first);
  const when =
    first === today
      ? t('complete.next.shipping.today')
      : workingDays > 0
        ? t('complete.next.shipping.inWorkingDays', { count: workingDays })
        : null;
  const several = dates.length > 1;
  const key = `complete.next.shipping.${several ? 'firstOn' : 'on'}${when ? 'When' : ''}`;
  const modes = new Set(configurations.map((c) => c.shipping.mode));
  const mode = modes.size === 1 ? [...modes][0] : null;
  const arrival =
    !several && mode && first >= today
      ? deliveryEstimate(first, mode === 'to_customer' ? (order.shipping?.country ?? 'DE') : 'DE')
      : null;

  return (
    <>
      <p className={styles.shipDate}>{t(key, { date: day(first), when })}</p>
      {arrival && mode ? (
        <p>
          {t(`complete.next.shipping.arrival.${mode}`, {
            from: day(arrival.from, 'short'),
            to: day(arrival.to, 'short'),
          })}
        </p>
      ) : null}
      {several ? <p>{t('complete.next.shipping.several')}</p> : null}
    </>
  );
}
