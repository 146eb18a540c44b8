import type { OrderDetail } from '@federkiel/machines/fulfilment/dashboardApi';
import { useT } from '../../../lib/i18n/useT.ts';
import { cx } from '../../../lib/cx.ts';
import { useDashboardFormat } from '../hooks/useDashboardFormat.ts';
import shared from './Dashboard.module.css';
import styles from './OrderDetailPage.module.css';

/** The order's totals and how it was paid (only for roles that see amounts). */
export function OrderMoney({ order }: { order: OrderDetail }) {
  const { t } = useT('dashboard');
  const format = useDashboardFormat();
  return (
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
  );
}
