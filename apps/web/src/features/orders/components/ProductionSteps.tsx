import { useT } from '../../../lib/i18n/useT.ts';
import styles from './ProductionSteps.module.css';

/** spec §4 production statuses, in workshop order. */
export const PRODUCTION_STEPS = [
  'order_received',
  'material_ordered',
  'material_available',
  'in_production',
  'in_qa',
  'sent_out',
] as const;
export type ProductionStep = (typeof PRODUCTION_STEPS)[number];

export function productionStepIndex(status: string | null | undefined): number {
  return PRODUCTION_STEPS.indexOf(status as ProductionStep);
}

/** The workshop's steps as a stepper, the order's current one marked (`aria-current`). */
export function ProductionSteps({ current }: { current: ProductionStep }) {
  const { t } = useT('orders');
  const step = productionStepIndex(current);
  return (
    <ol className={styles.steps}>
      {PRODUCTION_STEPS.map((name, index) => (
        <li
          key={name}
          className={styles.step}
          data-state={index < step ? 'done' : index === step ? 'current' : 'upcoming'}
          aria-current={index === step ? 'step' : undefined}
        >
          <span className={styles.dot} aria-hidden="true" />
          {t(`production.${name}`)}
        </li>
      ))}
    </ol>
  );
}
