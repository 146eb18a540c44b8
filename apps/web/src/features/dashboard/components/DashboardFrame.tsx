import type { MouseEvent, ReactNode } from 'react';
import { Link, ScrollRestoration, useNavigation } from 'react-router';
import { useT } from '../../../lib/i18n/useT.ts';
import { useFocusMainOnNavigation } from '../../../lib/useFocusMainOnNavigation.ts';
import { AnnouncerProvider } from './Announcer.tsx';
import styles from './DashboardFrame.module.css';

export const DASHBOARD_MAIN_ID = 'dashboard-main';

/**
 * The back office's own page chrome (instead of the shop's header and footer): skip link,
 * a compact header with the brand and (signed in) the navigation, the main landmark, the
 * dashboard's live region. Focus moves to the content after every page change.
 */
export function DashboardFrame({ nav, children }: { nav?: ReactNode; children: ReactNode }) {
  const { t } = useT('dashboard');
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';
  useFocusMainOnNavigation(DASHBOARD_MAIN_ID);

  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(DASHBOARD_MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };

  return (
    <AnnouncerProvider>
      <div className={styles.shell}>
        <a href={`#${DASHBOARD_MAIN_ID}`} className={styles.skipLink} onClick={skip}>
          {t('frame.skipLink')}
        </a>
        <header className={styles.header}>
          <Link to="/dashboard" className={styles.brand}>
            <span className={styles.brandName}>{t('frame.brand')}</span>
            <span className={styles.brandPart}>{t('frame.part')}</span>
          </Link>
          {nav}
        </header>
        <div className={styles.progress} data-active={loading || undefined} aria-hidden="true" />
        <div className="fk-visually-hidden" role="status" aria-live="polite">
          {loading ? t('frame.pageLoading') : ''}
        </div>
        <main
          id={DASHBOARD_MAIN_ID}
          tabIndex={-1}
          className={styles.main}
          aria-busy={loading || undefined}
        >
          {children}
        </main>
        <ScrollRestoration />
      </div>
    </AnnouncerProvider>
  );
}
