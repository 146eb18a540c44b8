import type { OrderDetail } from '@federkiel/machines/fulfilment/dashboardApi';
import { useT } from '../../../lib/i18n/useT.ts';
import { cx } from '../../../lib/cx.ts';
import { addressLines } from '../cardText.ts';
import { envelopeLabel, shippingModeLabel } from '../configurationLabels.ts';
import { useDashboardFormat } from '../hooks/useDashboardFormat.ts';
import { CustomerAddressCorrection } from './AddressCorrection.tsx';
import { CopyButton } from './CopyButton.tsx';
import shared from './Dashboard.module.css';
import styles from './OrderDetailPage.module.css';

interface AddressPanelProps {
  order: OrderDetail;
  /** The addresses may still be corrected (see `useCanCorrectAddresses`). */
  canCorrect: boolean;
}

/** The customer's billing address, to copy and (while correctable) to correct. */
export function BillingPanel({ order, canCorrect }: AddressPanelProps) {
  const { t } = useT('dashboard');
  const billing = addressLines(order.billing);
  return (
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
  );
}

/** Shipping date, mode and envelope; the delivery address only for roles that see customers. */
export function ShippingPanel({
  order,
  canCorrect,
  customer,
}: AddressPanelProps & { customer: boolean }) {
  const { t } = useT('dashboard');
  const format = useDashboardFormat();
  // Cards sent to their recipients have no delivery address: the customer's is only billed.
  const shipping =
    order.shipping && order.shipping_mode !== 'to_recipients' ? addressLines(order.shipping) : null;
  return (
    <section className={shared.panel} aria-labelledby="sec-shipping">
      <div className={styles.panelHead}>
        <h2 id="sec-shipping">{t('detail.shipping')}</h2>
        {shipping && customer ? (
          <CopyButton
            text={shipping.join('\n')}
            label={t('detail.copyShipping')}
            visibleLabel={t('detail.copy')}
          />
        ) : null}
        {shipping && order.shipping && canCorrect && customer ? (
          <CustomerAddressCorrection order={order} kind="shipping" address={order.shipping} />
        ) : null}
      </div>
      <dl className={shared.dl}>
        {/* Once sent, the day it really went out, not the planned one (issue 40). */}
        {order.sent_date ? (
          <>
            <dt>{t('detail.sentDate')}</dt>
            <dd>{format.day(order.sent_date)}</dd>
          </>
        ) : (
          <>
            <dt>{t('columns.shippingDate')}</dt>
            <dd>{order.shipping_date ? format.day(order.shipping_date) : '–'}</dd>
          </>
        )}
        <dt>{t('detail.shippingMode')}</dt>
        <dd>{shippingModeLabel(order.shipping_mode)}</dd>
        <dt>{t('detail.envelope')}</dt>
        <dd>{envelopeLabel(order.envelope)}</dd>
      </dl>
      {!customer && order.shipping_mode !== 'to_recipients' ? null : shipping ? (
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
