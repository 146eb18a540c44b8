import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/useT.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import styles from './ListsSection.module.css';

export interface ListsSectionProps {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** One screen of the lists inside the profile (the profile page has the h1; this is h2). */
export function ListsSection({ title, intro, actions, children }: ListsSectionProps) {
  const { t } = useT('recipient-lists');
  useDocumentTitle(`${title} – ${t('account')}`);
  return (
    <section className={styles.section} aria-labelledby="fk-lists-title">
      <div className={styles.head}>
        <div>
          <h2 id="fk-lists-title" className={styles.title}>
            {title}
          </h2>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
