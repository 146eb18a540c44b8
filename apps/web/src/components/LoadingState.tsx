import { Spinner } from './Spinner.tsx';
import styles from './LoadingState.module.css';

export interface LoadingStateProps {
  /** What is loading ("Bestellungen werden geladen …"). */
  label: string;
  /** Centred in a tall box (a whole page's content), instead of a row in a section. */
  centered?: boolean;
}

/** Spinner and text while a section's data loads; read out politely (`role="status"`). */
export function LoadingState({ label, centered = false }: LoadingStateProps) {
  return (
    <div className={styles.loading} data-centered={centered || undefined} role="status">
      <Spinner size={28} />
      <p>{label}</p>
    </div>
  );
}
