import { useId, useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { useDisplayPrice } from '../../../components/PriceBreakdown.tsx';
import { useFormat } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { StoreFieldErrors } from '../../../lib/store/errors.ts';
import type { CartView } from '../api/cart.ts';
import styles from './CartPage.module.css';

export interface ShippingChoiceProps {
  cart: CartView;
  busy: boolean;
  onChoose: (service: string) => Promise<unknown>;
}

/**
 * The cart's one shipping mode (issue 19): shown with "ändern", which opens the two ways
 * with their prices; choosing one changes it for every card in the cart.
 */
export function ShippingChoice({ cart, busy, onChoose }: ShippingChoiceProps) {
  const { t } = useT('cart');
  const { money } = useFormat();
  // Shown as every price is (docs/prices.md): gross, or net for business customers.
  const shown = useDisplayPrice();
  const service = cart.shipping?.service ?? null;
  const [open, setOpen] = useState(service === null);
  const [error, setError] = useState<string | null>(null);
  const legendId = useId();
  const services = cart.shipment_rating?.services ?? [];
  const modeName = (id: string) => t(`modes.${id}`, { defaultValue: id });

  const choose = async (id: string) => {
    setError(null);
    try {
      await onChoose(id);
      setOpen(false);
    } catch (failure) {
      const field =
        failure instanceof StoreFieldErrors ? failure.fields['shipping.service'] : undefined;
      setError(
        field?.code === 'ENVELOPE_BLANK' ? t('shipping.blankEnvelope') : t('shipping.failed'),
      );
    }
  };

  return (
    <div className={styles.shipping}>
      <div className={styles.shippingRow}>
        <span>
          {t('summary.shipping')}
          {service ? (
            <>
              {' · '}
              <strong>{modeName(service)}</strong>
            </>
          ) : null}
        </span>
        {service ? (
          <span>{money(shown(cart.shipment_total ?? 0))}</span>
        ) : (
          <span>{t('summary.shippingOpen')}</span>
        )}
      </div>
      {service && !open && cart.shipping?.estimate ? (
        <p className={styles.note}>{cart.shipping.estimate}</p>
      ) : null}
      {service && !open ? (
        <Button
          variant="ghost"
          size="sm"
          className={styles.changeMode}
          aria-expanded={false}
          aria-label={t('shipping.changeLabel')}
          onClick={() => setOpen(true)}
        >
          {t('shipping.change')}
        </Button>
      ) : null}
      {open ? (
        <fieldset className={styles.modes} aria-labelledby={legendId} disabled={busy}>
          <legend id={legendId}>{t('shipping.legend')}</legend>
          {services.map((option) => (
            <label key={option.id} className={styles.mode}>
              <input
                type="radio"
                name="cart-shipping"
                value={option.id}
                checked={service === option.id}
                onChange={() => void choose(option.id)}
              />
              <span>
                <strong>{modeName(option.id)}</strong> · {money(shown(option.price))}
                <br />
                <small>
                  {t(`shipping.descriptions.${option.id}`, {
                    defaultValue: option.description ?? '',
                  })}
                  {option.estimate ? (
                    <>
                      <br />
                      {option.estimate}
                    </>
                  ) : null}
                </small>
              </span>
            </label>
          ))}
          <p className={styles.note}>{t('shipping.forAll')}</p>
        </fieldset>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}
