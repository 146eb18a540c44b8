import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { accountQueryKey } from '../../../lib/store/queryKeys.ts';
import { useSessionUser } from '../../../lib/store/session.ts';
import { getStore } from '../../../lib/store/store.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { readRedemption } from '../../../lib/wunderlink/grant.ts';
import styles from './Wunderlink.module.css';

/**
 * `/order/wunderlink-complete?order={id}`: thanks, the order number and the way to the order.
 * The redemption just placed names the number at once; otherwise (another tab) the
 * signed-in customer's order is asked for it.
 */
export function WunderlinkComplete() {
  const { t } = useT('wunderlink');
  useDocumentTitle(t('complete.documentTitle'));
  const [search] = useSearchParams();
  const orderId = search.get('order')?.trim() || null;
  const user = useSessionUser();
  const redemption = orderId ? readRedemption(orderId) : null;
  const order = useQuery({
    queryKey: accountQueryKey(user?.id ?? '', 'orders', 'id', orderId ?? ''),
    queryFn: () => getStore().account.getOrder(orderId ?? ''),
    enabled: Boolean(orderId && user && !redemption),
    staleTime: 60_000,
  });
  const number = redemption?.order.number ?? order.data?.number ?? null;

  return (
    <div className={styles.center}>
      <p className={styles.doneMark} aria-hidden="true">
        ✓
      </p>
      <p className={styles.eyebrow}>{t('eyebrow')}</p>
      <h1 className={styles.title}>{t('complete.title')}</h1>
      {redemption ? (
        <p className={styles.lead}>
          {t('complete.campaign', { count: redemption.cards, campaign: redemption.campaign })}
        </p>
      ) : null}
      {orderId ? (
        number ? (
          <p className={styles.orderNumber}>
            {t('complete.number')} <strong>{number}</strong>
          </p>
        ) : (
          <p className={styles.text}>{t('complete.unknownNumber')}</p>
        )
      ) : (
        <p className={styles.text}>{t('complete.missing')}</p>
      )}
      <p className={styles.text}>{t('complete.text')}</p>
      <div className={styles.actions}>
        {orderId ? (
          <Button to={`/order/${encodeURIComponent(orderId)}`} variant="primary">
            {t('complete.toOrder')}
          </Button>
        ) : null}
        <Button to="/profile/orders" variant="ghost" bordered>
          {t('complete.toOrders')}
        </Button>
        <Button to="/products" variant="ghost">
          {t('complete.toShop')}
        </Button>
      </div>
    </div>
  );
}
