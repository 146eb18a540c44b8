import { useFormat } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { useItemImage } from '../../../lib/store/itemImage.ts';
import type { StoreItemConfiguration, StoreOrderItem } from '../../../lib/store/types.ts';
import { useCheckoutCart } from '../state/checkoutContext.ts';
import { CouponField } from './CouponField.tsx';
import styles from './OrderSummary.module.css';

interface SummaryCart {
  items?: StoreOrderItem[];
  sub_total?: number;
  discounts?: { id: string; description?: string; code?: string; amount: number }[];
  shipment_total?: number;
  shipping?: { service?: string | null; service_name?: string | null } | null;
  tax_total?: number;
  taxes?: { id: string; name?: string; amount: number }[];
  grand_total?: number;
}

function Thumbnail({ configuration }: { configuration: StoreItemConfiguration }) {
  const { url } = useItemImage(configuration);
  return (
    <div className={styles.thumb} aria-hidden="true">
      {url ? <img src={url} alt="" loading="lazy" decoding="async" /> : null}
    </div>
  );
}

function Item({ item }: { item: StoreOrderItem }) {
  const { t } = useT('checkout');
  const { money, day } = useFormat();
  const c = item.configuration;
  return (
    <li className={styles.item}>
      {c ? <Thumbnail configuration={c} /> : <div className={styles.thumb} aria-hidden="true" />}
      <div className={styles.itemText}>
        <p className={styles.itemName}>
          {c?.template.name ?? item.product_name ?? item.product?.name}
        </p>
        <p className={styles.itemFacts}>
          {[
            c?.canvas.name,
            t('summary.cards', { count: item.quantity }),
            c ? t('summary.recipients', { count: c.recipient_count }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {c?.shipping.date ? (
          <p className={styles.itemFacts}>
            {t('summary.shippingDate', { date: day(c.shipping.date, 'short') })}
          </p>
        ) : null}
      </div>
      <p className={styles.itemPrice}>{money(item.price_total)}</p>
    </li>
  );
}

/** The configured order beside the steps: items, price breakdown, coupon. */
export function OrderSummary() {
  const { t } = useT('checkout');
  const { money } = useFormat();
  const cart = useCheckoutCart() as SummaryCart | null;
  if (!cart) return null;
  const items = cart.items ?? [];
  const hasService = !!cart.shipping?.service;

  return (
    <aside className={styles.summary} aria-labelledby="fk-checkout-summary">
      <h2 id="fk-checkout-summary" className={styles.title}>
        {t('summary.title')}
      </h2>
      <ul className={styles.items}>
        {items.map((item) => (
          <Item key={item.id} item={item} />
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>{t('summary.subTotal')}</dt>
          <dd>{money(cart.sub_total)}</dd>
        </div>
        {(cart.discounts ?? []).map((discount) => (
          <div key={discount.id} className={styles.discount}>
            <dt>
              {discount.id === 'volume'
                ? t('summary.volumeDiscount')
                : t('summary.coupon', { name: discount.description ?? discount.code ?? '' })}
            </dt>
            <dd>−{money(discount.amount)}</dd>
          </div>
        ))}
        <div>
          <dt>{cart.shipping?.service_name ?? t('summary.shipping')}</dt>
          <dd>{hasService ? money(cart.shipment_total) : t('summary.shippingOpen')}</dd>
        </div>
        <div>
          <dt>{cart.taxes?.[0]?.name ?? t('summary.vat')}</dt>
          <dd>{money(cart.tax_total)}</dd>
        </div>
        <div className={styles.grand}>
          <dt>{t('summary.total')}</dt>
          <dd>{money(cart.grand_total)}</dd>
        </div>
      </dl>
      <CouponField />
    </aside>
  );
}
