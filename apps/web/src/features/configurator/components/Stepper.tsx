import { selectStepStatuses, STEPS, type StepId } from '@federkiel/machines';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/useT.ts';
import { useConfiguratorSelector } from '../state/configuratorContext.ts';
import { stepPath } from '../state/stepPaths.ts';
import styles from './Stepper.module.css';

const sameStatuses = (a: Record<StepId, string>, b: Record<StepId, string>) =>
  STEPS.every((step) => a[step] === b[step]);

/**
 * The four steps. Steps the customer may open (finished ones, and the next one once the
 * current step is valid) are links; the others say why they are not.
 */
export function Stepper() {
  const { t } = useT('configurator');
  const statuses = useConfiguratorSelector(selectStepStatuses, sameStatuses);

  return (
    <nav aria-label={t('steps.label')} className={styles.stepper}>
      <ol className={styles.list}>
        {STEPS.map((step, index) => {
          const status = statuses[step];
          const content = (
            <>
              <span className={styles.number} aria-hidden="true">
                {status === 'finished' ? '✓' : index + 1}
              </span>
              <span className={styles.text}>
                <span className={styles.label}>{t(`steps.${step}`)}</span>
                <span className={styles.status}>{t(`steps.status.${status}`)}</span>
              </span>
            </>
          );
          return (
            <li key={step} className={styles.item} data-status={status}>
              {status === 'current' ? (
                <span className={styles.step} aria-current="step">
                  {content}
                </span>
              ) : status === 'locked' ? (
                <span className={styles.step} aria-disabled="true">
                  {content}
                </span>
              ) : (
                <Link className={styles.step} to={stepPath(step)}>
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
