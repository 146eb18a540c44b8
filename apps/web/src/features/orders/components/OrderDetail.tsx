import { storeAddressBlock } from '@federkiel/machines/configurator/addressBlock';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { OrderInvoices } from '../../../components/invoices/OrderInvoices.tsx';
import { Button } from '../../../components/Button.tsx';
import { PriceBreakdown, usePriceBreakdown } from '../../../components/PriceBreakdown.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import type { StoreAddress, StoreOrder, StoreOrderItem } from '../../../lib/store/types.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useOrder } from '../api/orders.ts';
import { useFormat } from '../../../lib/i18n/format.ts';
import { useUnitPriceText } from '../../../lib/prices/unitPrice.ts';
import { ConfigurationFacts, ItemThumbnail, itemTitle } from './ItemConfiguration.tsx';
import { OrderStatus } from './OrderStatus.tsx';
import { PaymentMethod } from './PaymentMethod.tsx';
import { ProductionSteps, shownProductionStep } from './ProductionSteps.tsx';
import styles from './OrderDetail.module.css';

export interface OrderDetailProps {
  id: string;
  /** `/order/:id` (own page, h1) or inside the profile (`/profile/orders/:id`, h2). */
  standalone?: boolean;
}

/** The order as the store shows it, with the customer's remark from the checkout. */
type OrderWithComment = StoreOrder & { comments?: string | null };

/** The remark to show, or null when there is none (or only blanks). */
function clientComment(order: OrderWithComment): string | null {
  const text = typeof order.comments === 'string' ? order.comments.trim() : '';
  return text === '' ? null : text;
}

/** One order: status, items, totals, addresses and payment (spec §2 order detail). */
export function OrderDetail({ id, standalone = false }: OrderDetailProps) {
  const { t } = useT('orders');
  const order = useOrder(id);
  const Heading = standalone ? 'h1' : 'h2';
  const number = order.data?.number ?? id;
  useDocumentTitle(t('detail.documentTitle', { number }));

  const back = (
    <Link to="/profile/orders" className={styles.back}>
      {t('detail.back')}
    </Link>
  );

  let body;
  if (order.isPending) {
    body = <LoadingState label={t('detail.loading')} />;
  } else if (order.isError) {
    body = (
      <div className={styles.stack}>
        <Heading className={styles.title}>{t('detail.title', { number })}</Heading>
        <Alert tone="error">{t('detail.loadFailed')}</Alert>
        <div>
          <Button variant="ghost" bordered onClick={() => void order.refetch()}>
            {t('detail.retry')}
          </Button>
        </div>
      </div>
    );
  } else if (!order.data) {
    body = (
      <div className={styles.stack}>
        <Heading className={styles.title}>{t('detail.notFound')}</Heading>
        <p className={styles.muted}>{t('detail.notFoundText')}</p>
        <div>
          <Button to="/profile/orders" variant="ghost" bordered>
            {t('detail.back')}
          </Button>
        </div>
      </div>
    );
  } else {
    body = <OrderView order={order.data} Heading={Heading} />;
  }

  return (
    <article className={standalone ? styles.page : styles.embedded}>
      {back}
      {body}
    </article>
  );
}

function OrderView({ order, Heading }: { order: StoreOrder; Heading: 'h1' | 'h2' }) {
  const { t } = useT('orders');
  const { money, date } = useFormat();
  const currency = order.currency ?? 'EUR';
  const items = order.items ?? [];
  const production = shownProductionStep(order);
  const canceled = order.status === 'canceled';
  const comment = clientComment(order);
  const { itemAmount, unitPrice } = usePriceBreakdown(order);
  // The unit price as precise as quantity × unit = the line total (issue #27 item 5).
  const unitText = useUnitPriceText();

  return (
    <>
      <header className={styles.header}>
        <div>
          <Heading className={styles.title}>
            {t('detail.title', { number: order.number ?? order.id })}
          </Heading>
          <p className={styles.muted}>
            {t('detail.placedOn', { date: date(order.date_created, 'long') })}
          </p>
        </div>
        <OrderStatus status={order.status} />
      </header>

      {production || canceled ? (
        <section className={styles.production} aria-labelledby="fk-order-production">
          <h3 id="fk-order-production" className={styles.subTitle}>
            {t('production.label')}
          </h3>
          {production ? (
            <ProductionSteps current={production} />
          ) : (
            // A canceled order is not on its way: no stepper that suggests otherwise.
            <p className={styles.canceled}>
              <strong>{t('production.canceled')}</strong>
              {t('production.canceledText')}
            </p>
          )}
        </section>
      ) : null}

      {comment ? (
        <section className={styles.block} aria-labelledby="fk-order-comment">
          <h3 id="fk-order-comment" className={styles.subTitle}>
            {t('detail.comment')}
          </h3>
          <p className={styles.comment}>{comment}</p>
        </section>
      ) : null}

      <section className={styles.block} aria-labelledby="fk-order-items">
        <h3 id="fk-order-items" className={styles.subTitle}>
          {t('detail.items')}
        </h3>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('detail.product')}</th>
                <th scope="col" className={styles.num}>
                  {t('detail.quantity')}
                </th>
                <th scope="col" className={[styles.num, styles.unit].join(' ')}>
                  {t('detail.unitPrice')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('detail.lineTotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const configuration = item.configuration ?? null;
                const title = itemTitle(item, configuration);
                const product = item.product_name ?? item.product?.name;
                return (
                  <Fragment key={item.id}>
                    <tr className={configuration ? styles.withFacts : undefined}>
                      <th scope="row">
                        {configuration ? (
                          <span className={styles.item}>
                            <ItemThumbnail configuration={configuration} />
                            <span className={styles.itemName}>
                              {title}
                              {product && product !== title ? (
                                <span className={styles.itemProduct}>{product}</span>
                              ) : null}
                            </span>
                          </span>
                        ) : (
                          title
                        )}
                      </th>
                      <td className={styles.num}>{item.quantity}</td>
                      <td className={[styles.num, styles.unit].join(' ')}>
                        {unitText(
                          itemAmount(item.id) ?? unitPrice(item.price_total),
                          item.quantity,
                          currency,
                        )}
                      </td>
                      <td className={styles.num}>
                        {money(itemAmount(item.id) ?? item.price_total, currency)}
                      </td>
                    </tr>
                    {configuration ? (
                      <tr className={styles.factsRow}>
                        <td colSpan={4}>
                          <ConfigurationFacts
                            configuration={configuration}
                            label={t('configuration.label', { name: title })}
                            sentDate={order.sent_date}
                          />
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
        <PriceBreakdown
          totals={order}
          currency={currency}
          label={t('detail.totals')}
          className={styles.totals}
        />
      </section>

      <OrderInvoices orderId={order.id} className={styles.block} titleClassName={styles.subTitle} />

      <div className={styles.cards}>
        {order.shipping?.service === 'to_recipients' ? (
          // The cards go to their recipients: the customer's address is no delivery address.
          <section className={styles.card}>
            <h3 className={styles.cardTitle}>{t('detail.shipping')}</h3>
            <p>{t('detail.shippingToRecipients', { count: recipientCount(items) })}</p>
          </section>
        ) : (
          <AddressCard title={t('detail.shippingAddress')} address={order.shipping}>
            {order.shipping?.service_name ? (
              <p className={styles.extra}>
                <span>{t('detail.shippingMethod')}:</span> {order.shipping.service_name}
              </p>
            ) : null}
            {order.tracking ? (
              <p className={styles.extra}>
                <span>{t('detail.tracking')}:</span>{' '}
                {t('detail.trackingNumber', {
                  carrier: order.tracking.label,
                  number: order.tracking.number,
                })}{' '}
                <a href={order.tracking.url} target="_blank" rel="noreferrer noopener">
                  {t('detail.trackingLink')}
                </a>
              </p>
            ) : null}
          </AddressCard>
        )}
        <AddressCard title={t('detail.billingAddress')} address={order.billing} />
        <section className={styles.card} aria-labelledby="fk-order-payment">
          <h3 id="fk-order-payment" className={styles.cardTitle}>
            {t('detail.payment')}
          </h3>
          <PaymentMethod order={order} />
          {order.paid !== undefined ? (
            <p className={styles.extra}>{order.paid ? t('detail.paid') : t('detail.unpaid')}</p>
          ) : null}
        </section>
      </div>
    </>
  );
}

/** How many addresses the cards go to: each card is one recipient. */
function recipientCount(items: StoreOrderItem[]): number {
  return items.reduce(
    (sum, item) => sum + (item.configuration?.recipient_count ?? item.quantity ?? 0),
    0,
  );
}

function AddressCard({
  title,
  address,
  children,
}: {
  title: string;
  address: StoreAddress | null | undefined;
  children?: ReactNode;
}) {
  const { t } = useT('orders');
  // The shop's one address block (company, name, c/o, street, PLZ Ort, COUNTRY abroad), as
  // the envelope, the dashboard and the exports write it.
  const lines = address ? storeAddressBlock(address) : [];
  return (
    <section className={styles.card}>
      <h3 className={styles.cardTitle}>{title}</h3>
      {lines.length > 0 ? (
        <address className={styles.address}>
          {lines.map((line, index) => (
            <span key={index}>{line}</span>
          ))}
        </address>
      ) : (
        <p className={styles.muted}>{t('detail.noAddress')}</p>
      )}
      {children}
    </section>
  );
}
