import { Suspense, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { PageLoader } from '../../components/PageLoader.tsx';
import { CookiePrompt } from '../../features/cookie-consent/CookiePrompt.tsx';
import { useT } from '../../lib/i18n/useT.ts';
import { useFocusMainOnNavigation } from '../../lib/useFocusMainOnNavigation.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { PreviewBanner } from './PreviewBanner.tsx';
import { MAIN_ID, SkipLink } from './SkipLink.tsx';
import styles from './RootLayout.module.css';

/** Page chrome around every screen: skip link, header, main landmark, footer, cookie prompt. */
export function RootLayout({ children }: { children?: ReactNode }) {
  const { t } = useT();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';
  useFocusMainOnNavigation(MAIN_ID);

  return (
    <div className={styles.shell}>
      <SkipLink />
      <PreviewBanner />
      <Header />
      <div className={styles.progress} data-active={loading || undefined} aria-hidden="true" />
      <div className="fk-visually-hidden" role="status" aria-live="polite">
        {loading ? t('loader.page') : ''}
      </div>
      <main id={MAIN_ID} tabIndex={-1} className={styles.main} aria-busy={loading || undefined}>
        {/* A screen whose texts are still loading (lib/i18n) waits here; during a navigation
            the old screen stays instead, as the router navigates in a transition. */}
        <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
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
