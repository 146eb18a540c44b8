import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/useT.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import styles from './AuthCard.module.css';

export interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card ("Noch kein Kundenkonto? …"). */
  footer?: ReactNode;
}

/** The frame of the sign-in, sign-up, sign-out and password pages: one card, one h1. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  const { t } = useT('auth');
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        <div className={styles.body}>{children}</div>
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}
