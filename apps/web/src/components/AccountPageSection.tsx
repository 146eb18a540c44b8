import { useId, type ReactNode } from 'react';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';
import styles from './AccountPageSection.module.css';

export interface AccountPageSectionProps {
  title: string;
  /** The page the section is part of, after the title in the document title („Mein Konto“). */
  pageTitle: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * One section of the account area — a profile section or a recipient-list screen: its h2
 * (the account page has the h1), an intro, actions beside the heading and the content.
 */
export function AccountPageSection({
  title,
  pageTitle,
  intro,
  actions,
  children,
}: AccountPageSectionProps) {
  const titleId = useId();
  useDocumentTitle(`${title} – ${pageTitle}`);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.head}>
        <div>
          <h2 id={titleId} className={styles.title}>
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
