import { useT } from '../../../lib/i18n/useT.ts';
import type { StoreOrder } from '../../../lib/store/types.ts';

/** The payment method's name ("Kreditkarte", "PayPal", …), an unknown one as it is; or null. */
export function usePaymentMethodName(order: StoreOrder): string | null {
  const { t } = useT('orders');
  const method = order.billing?.method;
  return method ? t(`methods.${method}`, { defaultValue: method }) : null;
}

/** How the order was paid: method, card brand and last digits, or "no payment needed". */
export function PaymentMethod({ order }: { order: StoreOrder }) {
  const { t } = useT('orders');
  const name = usePaymentMethodName(order);
  const card = order.billing?.card;
  if (!name) {
    const campaign = order.metadata?.wunderlink?.campaign;
    if (order.grand_total === 0 && campaign)
      return <p>{t('detail.wunderlinkGift', { campaign })}</p>;
    return <p>{order.grand_total === 0 ? t('detail.noPaymentNeeded') : '–'}</p>;
  }
  return (
    <p>
      {name}
      {card?.last4 ? (
        <>
          <br />
          {t('detail.card', { brand: card.brand ?? '', last4: card.last4 }).trim()}
        </>
      ) : null}
    </p>
  );
}
