import { ORDER_STATUSES } from '../../../lib/store/types.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import styles from './OrderStatus.module.css';

const TONES: Record<string, string | undefined> = {
  pending: styles.neutral,
  draft: styles.neutral,
  payment_pending: styles.warning,
  delivery_pending: styles.progress,
  hold: styles.warning,
  complete: styles.success,
  canceled: styles.muted,
};

/** A customer-facing order status (spec §4) as a German label in a coloured badge. */
export function OrderStatus({ status }: { status: string | undefined }) {
  const { t } = useT('orders');
  const known = (ORDER_STATUSES as readonly string[]).includes(status ?? '');
  return (
    <span className={[styles.badge, TONES[status ?? ''] ?? styles.neutral].join(' ')}>
      {known ? t(`status.${status}`) : (status ?? '–')}
    </span>
  );
}
