import { useT } from '../lib/i18n/useT.ts';
import { Spinner } from './Spinner.tsx';
import styles from './FullScreenSpinner.module.css';

export interface FullScreenSpinnerProps {
  /** Text under the spinner; "Bitte warten …" by default. */
  label?: string;
}

/** Covers the whole screen while something must finish first (spec §2 "Please wait"). */
export function FullScreenSpinner({ label }: FullScreenSpinnerProps) {
  const { t } = useT();
  return (
    <div className={styles.overlay} role="status" aria-live="polite" aria-busy="true">
      <div className={styles.card}>
        <Spinner size={48} />
        <p className={styles.label}>{label ?? t('loader.wait')}</p>
      </div>
    </div>
  );
}
