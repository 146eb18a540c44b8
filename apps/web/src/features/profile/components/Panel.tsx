import { useId, type ReactNode } from 'react';
import styles from './Panel.module.css';

export interface PanelProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons next to the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled card inside a profile section (h3 under the section's h2). */
export function Panel({ title, description, actions, children }: PanelProps) {
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.head}>
        <div>
          <h3 id={titleId} className={styles.title}>
            {title}
          </h3>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
