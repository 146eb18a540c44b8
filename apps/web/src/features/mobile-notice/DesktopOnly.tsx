import type { ReactNode } from 'react';
import { PageLoader } from '../../components/PageLoader.tsx';
import { useHydrated } from '../../lib/useHydrated.ts';
import { MobileNotice } from './MobileNotice.tsx';
import { useIsMobileScreen } from './useIsMobileScreen.ts';
import styles from './DesktopOnly.module.css';

/**
 * Shows its children on screens from 768px, the mobile notice below that. The server does
 * not know the screen: its page (and the hydration of it) has both first screens and lets
 * CSS pick — the notice on a phone, painted at once, the page loader on a wide screen
 * (issue #13). The notice keeps its place when the app takes over.
 */
export function DesktopOnly({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const mobile = useIsMobileScreen();
  if (hydrated && !mobile) return <>{children}</>;
  return (
    <>
      <div className={hydrated ? undefined : styles.narrowOnly}>
        <MobileNotice setsTitle={hydrated} />
      </div>
      {hydrated ? null : (
        <div className={styles.wideOnly}>
          <PageLoader />
        </div>
      )}
    </>
  );
}
