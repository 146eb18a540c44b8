import type { ReactNode } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import styles from './Section.module.css';

export interface SectionProps {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** One section of the profile screen: its h2, an intro and the content. */
export function Section({ title, intro, actions, children }: SectionProps) {
  const { t } = useT('profile');
  useDocumentTitle(`${title} – ${t('title')}`);
  return (
    <section className={styles.section} aria-labelledby="fk-profile-section-title">
      <div className={styles.head}>
        <div>
          <h2 id="fk-profile-section-title" className={styles.title}>
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

/** Data of the section is loading. */
export function SectionLoading() {
  const { t } = useT('profile');
  return <LoadingState label={t('loading')} />;
}

/** Data of the section could not be loaded; a button tries again. */
export function SectionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useT('profile');
  return (
    <div className={styles.error}>
      <Alert tone="error">{t('loadFailed')}</Alert>
      <Button variant="ghost" bordered onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
