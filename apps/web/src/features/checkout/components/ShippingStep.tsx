import { useId } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { useDisplayPrice } from '../../../components/PriceBreakdown.tsx';
import { useFormat } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { useCheckoutCart, useCheckoutSelector, useCheckoutSend } from '../state/checkoutContext.ts';
import styles from './Checkout.module.css';

interface RatedService {
  id: string;
  name?: string;
  description?: string;
  price?: number;
  /** „Zustellung in Österreich: 3–5 Werktage“: per destination, from the store. */
  estimate?: string;
}

/** Step 2: how the cards travel (to the customer, or each to its recipient). */
export function ShippingStep() {
  const { t } = useT('checkout');
  const send = useCheckoutSend();
  const { money } = useFormat();
  // The store rates services net; consumers see gross like the sidebar (issue #27 item 5).
  const displayPrice = useDisplayPrice();
  const cart = useCheckoutCart() as { shipment_rating?: { services?: RatedService[] } } | null;
  const services = cart?.shipment_rating?.services ?? [];
  const chosen = useCheckoutSelector((s) => s.context.cart?.shippingService ?? null);
  const saving = useCheckoutSelector((s) => s.hasTag('shipping') && s.hasTag('busy'));
  const problem = useCheckoutSelector((s) => (s.hasTag('shipping') ? s.context.problem : null));
  const canContinue = useCheckoutSelector((s) => s.can({ type: 'NEXT' }));
  const name = useId();

  return (
    <div className={styles.form}>
      <fieldset className={styles.fieldset} aria-busy={saving || undefined}>
        <legend className="fk-visually-hidden">{t('shipping.legend')}</legend>
        <div className={styles.options}>
          {services.map((service) => (
            <label key={service.id} className={styles.option} data-checked={service.id === chosen}>
              <input
                type="radio"
                name={name}
                value={service.id}
                checked={service.id === chosen}
                disabled={saving}
                onChange={() => send({ type: 'CHOOSE_SHIPPING', service: service.id })}
              />
              <span className={styles.optionText}>
                <span className={styles.optionTitle}>{service.name ?? service.id}</span>
                {service.description ? (
                  <span className={styles.optionHint}>{service.description}</span>
                ) : null}
                {service.estimate ? (
                  <span className={styles.optionHint}>{service.estimate}</span>
                ) : null}
              </span>
              <span className={styles.optionPrice}>{money(displayPrice(service.price))}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {chosen === 'to_customer' ? (
        <p className={styles.muted}>{t('shipping.toCustomerHint')}</p>
      ) : null}
      {problem ? <Alert tone="error">{problem.message}</Alert> : null}
      <div className={styles.actions}>
        <Button
          variant="primary"
          disabled={!canContinue || saving}
          onClick={() => send({ type: 'NEXT' })}
        >
          {t('shipping.next')}
        </Button>
      </div>
    </div>
  );
}

/** The chosen service with its price. */
export function ShippingSummary() {
  const cart = useCheckoutCart() as {
    shipping?: { service_name?: string | null; price?: number | null; estimate?: string | null };
  } | null;
  const { money } = useFormat();
  const displayPrice = useDisplayPrice();
  if (!cart?.shipping?.service_name) return null;
  return (
    <p className={styles.summaryLine}>
      {cart.shipping.service_name} · {money(displayPrice(cart.shipping.price))}
      {cart.shipping.estimate ? (
        <>
          <br />
          <small>{cart.shipping.estimate}</small>
        </>
      ) : null}
    </p>
  );
}
