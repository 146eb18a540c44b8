import { Link } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useCheckoutSelector } from '../state/checkoutContext.ts';

/**
 * The cart of this page was ordered elsewhere (another tab, issue #19): the order's number
 * and a link to it. Nothing can be paid here any more.
 */
export function OrderedNotice() {
  const { t } = useT('checkout');
  const order = useCheckoutSelector((s) => (s.hasTag('ordered') ? s.context.order : null));
  if (!order) return null;
  return (
    <Alert tone="info" title={t('ordered.title')}>
      {t('ordered.text', { number: order.number })}{' '}
      <Link to={`/order/${encodeURIComponent(order.id)}`}>
        {t('ordered.link', { number: order.number })}
      </Link>
    </Alert>
  );
}
