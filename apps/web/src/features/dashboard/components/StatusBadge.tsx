import type { OrderStatus, ProductionStatus } from '@federkiel/machines/fulfilment/statuses';
import type { WunderlinkStatus } from '@federkiel/machines/wunderlink/wunderlinkApi';
import { useT } from '../../../lib/i18n/useT.ts';
import styles from './StatusBadge.module.css';

type Props =
  | { kind: 'status'; value: OrderStatus }
  | { kind: 'production'; value: ProductionStatus }
  | { kind: 'payment'; value: string }
  | { kind: 'wunderlink'; value: WunderlinkStatus };

const TONES: Record<string, string | undefined> = {
  // order status
  pending: styles.neutral,
  draft: styles.neutral,
  payment_pending: styles.warning,
  delivery_pending: styles.progress,
  hold: styles.warning,
  complete: styles.success,
  canceled: styles.muted,
  // production
  order_received: styles.neutral,
  material_ordered: styles.progress,
  material_available: styles.progress,
  in_production: styles.progress,
  in_qa: styles.progress,
  sent_out: styles.success,
  // payment
  paid: styles.success,
  unpaid: styles.warning,
  free: styles.neutral,
  // WunderLink (computed, docs/wunderlink.md)
  aktiv: styles.success,
  geplant: styles.progress,
  abgelaufen: styles.neutral,
  aufgebraucht: styles.warning,
  deaktiviert: styles.muted,
};

/** A status as its German label in a small coloured badge. */
export function StatusBadge(props: Props) {
  const { t } = useT('dashboard');
  return (
    <span className={[styles.badge, TONES[props.value] ?? styles.neutral].join(' ')}>
      {statusLabel(t, props.kind, props.value)}
    </span>
  );
}

/**
 * The label of a status (`status.order.*`, `status.production.*`, `status.payment.*`,
 * `status.wunderlink.*`).
 */
export function statusLabel(
  t: (key: string, options?: { defaultValue: string }) => string,
  kind: Props['kind'],
  value: string,
): string {
  const group = kind === 'status' ? 'order' : kind;
  return t(`status.${group}.${value}`, { defaultValue: value });
}
