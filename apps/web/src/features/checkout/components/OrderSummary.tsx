import { PriceBreakdown, usePriceBreakdown } from '../../../components/PriceBreakdown.tsx';
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
  shipment_tax?: number;
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

function Item({ item, amount }: { item: StoreOrderItem; amount: number | null }) {
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
      <p className={styles.itemPrice}>{money(amount ?? item.price_total)}</p>
    </li>
  );
}

/** The configured order beside the steps: items, price breakdown, coupon. */
export function OrderSummary() {
  const { t } = useT('checkout');
  const cart = useCheckoutCart() as SummaryCart | null;
  const { itemAmount } = usePriceBreakdown(cart);
  if (!cart) return null;
  const items = cart.items ?? [];

  return (
    <aside className={styles.summary} aria-labelledby="fk-checkout-summary">
      <h2 id="fk-checkout-summary" className={styles.title}>
        {t('summary.title')}
      </h2>
      <ul className={styles.items}>
        {items.map((item) => (
          <Item key={item.id} item={item} amount={itemAmount(item.id)} />
        ))}
      </ul>
      <PriceBreakdown totals={cart} className={styles.totals} />
      <CouponField />
    </aside>
  );
}
