import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n/useT.ts';
import styles from './Checkout.module.css';

export type StepState = 'open' | 'done' | 'upcoming';

export interface StepSectionProps {
  number: number;
  title: string;
  state: StepState;
  /** What was chosen, shown while the step is done. */
  summary?: ReactNode;
  /** "Ändern": back to this step (only while it is done). */
  onEdit?: () => void;
  editLabel?: string;
  /** Disables "Ändern" while a request runs. */
  busy?: boolean;
  children?: ReactNode;
}

/** One numbered step of the checkout: open (its form), done (summary + "Ändern") or to do. */
export function StepSection({
  number,
  title,
  state,
  summary,
  onEdit,
  editLabel,
  busy = false,
  children,
}: StepSectionProps) {
  const { t } = useT('checkout');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(state === 'open');

  // A step that opens after another closed takes the focus, so keyboard and screen reader
  // users continue where the page continues (not on the first render).
  useEffect(() => {
    if (state === 'open' && !wasOpen.current) headingRef.current?.focus();
    wasOpen.current = state === 'open';
  }, [state]);

  const headingId = `fk-checkout-step-${number}`;
  return (
    <section className={styles.step} data-state={state} aria-labelledby={headingId}>
      <header className={styles.stepHeader}>
        <span className={styles.stepNumber} aria-hidden="true">
          {state === 'done' ? '✓' : number}
        </span>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
          {title}
          {state === 'done' ? (
            <span className="fk-visually-hidden"> – {t('step.done')}</span>
          ) : null}
        </h2>
        {state === 'done' && onEdit ? (
          <button type="button" className={styles.edit} onClick={onEdit} disabled={busy}>
            {editLabel ?? t('step.edit')}
            <span className="fk-visually-hidden">: {title}</span>
          </button>
        ) : null}
      </header>
      {state === 'done' && summary ? <div className={styles.stepSummary}>{summary}</div> : null}
      {state === 'open' ? <div className={styles.stepBody}>{children}</div> : null}
    </section>
  );
}
