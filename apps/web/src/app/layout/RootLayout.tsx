import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { PageLoader } from '../../components/PageLoader.tsx';
import { CookiePrompt } from '../../features/cookie-consent/CookiePrompt.tsx';
import { useT } from '../../lib/i18n/useT.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { MAIN_ID, SkipLink } from './SkipLink.tsx';
import styles from './RootLayout.module.css';

/** Page chrome around every screen: skip link, header, main landmark, footer, cookie prompt. */
export function RootLayout({ children }: { children?: ReactNode }) {
  const { t } = useT();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';
  useFocusMainOnNavigation();

  return (
    <div className={styles.shell}>
      <SkipLink />
      <Header />
      <div className={styles.progress} data-active={loading || undefined} aria-hidden="true" />
      <div className="fk-visually-hidden" role="status" aria-live="polite">
        {loading ? t('loader.page') : ''}
      </div>
      <main id={MAIN_ID} tabIndex={-1} className={styles.main} aria-busy={loading || undefined}>
        {children ?? <Outlet />}
      </main>
      <Footer />
      <CookiePrompt />
      <ScrollRestoration />
    </div>
  );
}

/** Shown while the first screen's code loads: the real layout with a page loader inside. */
export function RootHydrateFallback() {
  return (
    <RootLayout>
      <PageLoader />
    </RootLayout>
  );
}

/**
 * After a client-side navigation, move focus to the new page's content so keyboard and
 * screen-reader users start there (not on the link they left behind).
 */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (document.querySelector('[aria-modal="true"]')) return;
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}
