import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { PriceBreakdown, usePriceBreakdown } from '../../../components/PriceBreakdown.tsx';
import type { StoreOrderItem } from '../../../lib/store/types.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { useConfiguratorOutcome } from '../state/ConfiguratorProvider.tsx';
import { useValue } from '../../../lib/valueStore.ts';
import { takeCheckoutAfterAdd } from './checkoutAfterAdd.ts';
import { formatMoney } from './money.ts';
import styles from './SummaryStep.module.css';
import doneStyles from './OrderAdded.module.css';
import totals from './Totals.module.css';

interface CartView {
  items?: StoreOrderItem[];
  sub_total?: number;
  discount_total?: number;
  discounts?: { id: string; amount: number; description?: string }[];
  shipment_total?: number;
  shipment_tax?: number;
  shipping?: { service?: string | null } | null;
  tax_total?: number;
  grand_total?: number;
}

/**
 * After "In den Warenkorb": the cart as the store computed it (the binding totals). The
 * progress is cleared; "Weitere Karte gestalten" starts a new configurator.
 */
export function OrderAdded({ onStartOver }: { onStartOver: () => void }) {
  const { t, i18n } = useT('configurator');
  const cart = useValue(useConfiguratorOutcome().cart) as CartView | null;
  const money = (value: number | undefined) => formatMoney(value ?? 0, i18n.language);
  const items = cart?.items ?? [];
  const { itemAmount } = usePriceBreakdown(cart);
  const navigate = useNavigate();
  // "Direkt zur Kasse": the cards are in the cart, on to the checkout.
  useEffect(() => {
    if (takeCheckoutAfterAdd()) void navigate('/checkout', { replace: true });
  }, [navigate]);

  return (
    <div className={doneStyles.done}>
      <p className={doneStyles.doneMark} aria-hidden="true">
        ✓
      </p>
      <h1 className={doneStyles.doneTitle}>{t('done.title')}</h1>
      <p className={doneStyles.doneText}>{t('done.text')}</p>
      {cart ? (
        <section className={`${styles.card} ${doneStyles.cartCard}`} aria-labelledby="cart-title">
          <h2 id="cart-title" className={styles.cardTitle}>
            {t('done.cart')}
          </h2>
          <ul className={totals.cartItems}>
            {items.map((item) => (
              <li key={item.id}>
                <span>
                  {t('done.item', {
                    count: item.quantity,
                    name: item.product?.name ?? item.product_name ?? '',
                  })}
                </span>
                <span>{money(itemAmount(item.id) ?? item.price_total)}</span>
              </li>
            ))}
          </ul>
          <PriceBreakdown totals={cart} switchable={false} />
          <p className={styles.hint}>{t('done.shippingLater')}</p>
        </section>
      ) : null}
      <div className={doneStyles.doneActions}>
        <Button to="/checkout" variant="primary">
          {t('done.checkout')}
        </Button>
        <Button variant="ghost" bordered onClick={onStartOver}>
          {t('done.another')}
        </Button>
        <Button to="/products" variant="ghost" bordered>
          {t('done.templates')}
        </Button>
      </div>
    </div>
  );
}
