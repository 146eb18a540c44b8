import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { PriceBreakdown, PriceNote, useDisplayPrice } from '../../../components/PriceBreakdown.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useUnitPriceText } from '../../../lib/prices/unitPrice.ts';
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
  const shown = useDisplayPrice();
  const unitText = useUnitPriceText();

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
    const unit = quote.price - quote.discountTotal / Math.max(1, quote.quantity);
    const tier = product.data ? nextTier(product.data.volume_discounts, quote.quantity) : null;
    // The quote as a store cart, shown with the shop's one breakdown (docs/prices.md).
    const asCart = {
      items: [{ id: 'quote', price_total: goods }],
      sub_total: goods,
      discounts: quote.discountTotal > 0 ? [{ id: 'volume', amount: quote.discountTotal }] : [],
      shipment_total: quote.shipmentTotal,
      shipping: { service: mode },
      tax_total: quote.taxTotal,
      grand_total: quote.grandTotal,
    };
    body = (
      <>
        <p className={totals.unitPrice}>
          <span className={totals.unitAmount}>{money(shown(unit))}</span>{' '}
          {t('summary.price.perCard')} <PriceNote />
        </p>
        <p>
          {/* The unit with the precision that makes n × unit the cards' total as shown. */}
          {t('summary.price.cards', {
            count: quote.quantity,
            price: unitText(shown(goods), quote.quantity),
          })}
        </p>
        {quote.discountTotal > 0 ? (
          <p>{t('summary.price.volume', { percent: quote.volumeDiscountPercent })}</p>
        ) : null}
        <PriceBreakdown totals={asCart} />
        {tier ? (
          <p className={totals.tierHint}>
            {t('summary.price.nextTier', {
              count: tier.min_quantity,
              price: money(shown(tier.price)),
            })}
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
