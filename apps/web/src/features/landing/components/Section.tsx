import type { ReactNode } from 'react';
import { cx } from '../../../lib/cx.ts';
import styles from './Section.module.css';

interface SectionProps {
  /** Anchor id; the heading gets `<id>-title`. */
  id: string;
  title: string;
  intro?: ReactNode;
  tone?: 'paper' | 'white' | 'ink';
  align?: 'start' | 'center';
  children?: ReactNode;
}

/** A full-width band with a centred content column and a serif `h2`. */
export function Section({
  id,
  title,
  intro,
  tone = 'paper',
  align = 'start',
  children,
}: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={cx(styles.section, styles[tone])}>
      <div className={styles.inner}>
        <header className={cx(styles.header, align === 'center' && styles.center)}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {intro && <div className={styles.intro}>{intro}</div>}
        </header>
        {children}
      </div>
    </section>
  );
}
