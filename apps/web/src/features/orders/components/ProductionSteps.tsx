import { PRODUCTION_STATUSES } from '@federkiel/machines/fulfilment/statuses';
import { useT } from '../../../lib/i18n/useT.ts';
import styles from './ProductionSteps.module.css';

/** spec §4 production statuses, in workshop order (named once with the fulfilment machine). */
export const PRODUCTION_STEPS = PRODUCTION_STATUSES;
export type ProductionStep = (typeof PRODUCTION_STEPS)[number];

export function productionStepIndex(status: string | null | undefined): number {
  return PRODUCTION_STEPS.indexOf(status as ProductionStep);
}

/**
 * The step to show for an order, or null for none: a canceled order has no progress, a
 * complete one has been sent (whatever the workshop recorded last), an unknown status
 * shows nothing.
 */
export function shownProductionStep(order: {
  status?: string | null;
  production_status?: string | null;
}): ProductionStep | null {
  if (order.status === 'canceled') return null;
  if (order.status === 'complete') return 'sent_out';
  const index = productionStepIndex(order.production_status);
  return index >= 0 ? (PRODUCTION_STEPS[index] ?? null) : null;
}

const LAST = PRODUCTION_STEPS.length - 1;

/**
 * The workshop's steps as a stepper, the order's current one marked (`aria-current`). Once
 * sent out, every step is done — the last one too — and the stepper says the cards are on
 * their way.
 */
export function ProductionSteps({ current }: { current: ProductionStep }) {
  const { t } = useT('orders');
  const step = productionStepIndex(current);
  const sent = step === LAST;
  return (
    <>
      <ol className={styles.steps}>
        {PRODUCTION_STEPS.map((name, index) => {
          const done = index < step || (sent && index === step);
          return (
            <li
              key={name}
              className={styles.step}
              data-state={done ? 'done' : index === step ? 'current' : 'upcoming'}
              aria-current={index === step ? 'step' : undefined}
            >
              <span className={styles.dot} aria-hidden="true" />
              {t(`production.${name}`)}
              {done ? <span className="fk-visually-hidden"> ({t('production.done')})</span> : null}
            </li>
          );
        })}
      </ol>
      {sent ? <p className={styles.sent}>{t('production.sent')}</p> : null}
    </>
  );
}
