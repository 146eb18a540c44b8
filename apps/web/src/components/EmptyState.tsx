import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** A decorative line icon (an `<svg>` with paths; stroked in the accent colour). */
  icon: ReactNode;
  title: ReactNode;
  text: ReactNode;
  /** A way forward, usually a Button. */
  action?: ReactNode;
  /** Heading level of the title (default 3: inside a section with an h2; 1: the whole page). */
  level?: 1 | 2 | 3;
}

/** A friendly "nothing here yet" with a way forward. */
export function EmptyState({ icon, title, text, action, level = 3 }: EmptyStateProps) {
  const Heading = (['h1', 'h2', 'h3'] as const)[level - 1] ?? 'h3';
  return (
    <div className={styles.empty}>
      <div className={styles.icon} aria-hidden="true">
        {icon}
      </div>
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.text}>{text}</p>
      {action}
    </div>
  );
}
