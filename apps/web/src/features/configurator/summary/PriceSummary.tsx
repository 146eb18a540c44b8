import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { nextTier, productQueryOptions } from '../api/priceQuote.ts';
import { useConfiguratorSelector, useConfiguratorSend } from '../state/configuratorContext.ts';
import { formatMoney } from './money.ts';
import styles from './SummaryStep.module.css';
import totals from './Totals.module.css';

/** The store's prices for this order: per card, volume discount, postage, VAT 19 %, total. */
export function PriceSummary() {
  const { t, i18n } = useT('configurator');
  const send = useConfiguratorSend();
  const quote = useConfiguratorSelector((s) => s.context.quote);
  const failed = useConfiguratorSelector((s) => s.context.quoteFailed);
  const checking = useConfiguratorSelector((s) => s.hasTag('checking'));
  const canvasKey = useConfiguratorSelector((s) => s.context.draft.canvas?.key ?? null);
  const mode = useConfiguratorSelector((s) => s.context.draft.shipping.mode);
  const product = useQuery(productQueryOptions(canvasKey));
  const money = (value: number) => formatMoney(value, i18n.language);

  let body;
  if (failed && !checking)
    body = (
      <Alert tone="error" title={t('summary.price.failed')}>
        <Button size="sm" variant="secondary" onClick={() => send({ type: 'RETRY_CHECKS' })}>
          {t('summary.retry')}
        </Button>
      </Alert>
    );
  else if (!quote || checking)
    body = (
      <p className={styles.muted} role="status">
        {t('summary.price.loading')}
      </p>
    );
  else {
    const goods = quote.price * quote.quantity;
    const net = goods - quote.discountTotal + quote.shipmentTotal;
    const unit = quote.price - quote.discountTotal / Math.max(1, quote.quantity);
    const tier = product.data ? nextTier(product.data.volume_discounts, quote.quantity) : null;
    body = (
      <>
        <p className={totals.unitPrice}>
          <span className={totals.unitAmount}>{money(unit)}</span> {t('summary.price.perCard')}
        </p>
        <dl className={totals.prices}>
          <dt>{t('summary.price.cards', { count: quote.quantity, price: money(quote.price) })}</dt>
          <dd>{money(goods)}</dd>
          {quote.discountTotal > 0 ? (
            <>
              <dt>{t('summary.price.volume', { percent: quote.volumeDiscountPercent })}</dt>
              <dd>−{money(quote.discountTotal)}</dd>
            </>
          ) : null}
          <dt>{t(`summary.price.shipping.${mode}`)}</dt>
          <dd>{money(quote.shipmentTotal)}</dd>
          <dt className={totals.subtle}>{t('summary.price.net')}</dt>
          <dd className={totals.subtle}>{money(net)}</dd>
          <dt>{t('summary.price.vat')}</dt>
          <dd>{money(quote.taxTotal)}</dd>
          <dt className={totals.total}>{t('summary.price.total')}</dt>
          <dd className={totals.total}>{money(quote.grandTotal)}</dd>
        </dl>
        {tier ? (
          <p className={totals.tierHint}>
            {t('summary.price.nextTier', { count: tier.min_quantity, price: money(tier.price) })}
          </p>
        ) : null}
        <p className={styles.hint}>{t('summary.price.note')}</p>
      </>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="summary-price-title">
      <h3 id="summary-price-title" className={styles.cardTitle}>
        {t('summary.price.title')}
      </h3>
      {body}
    </section>
  );
}
