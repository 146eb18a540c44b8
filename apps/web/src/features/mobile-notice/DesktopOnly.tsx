import type { ReactNode } from 'react';
import { MobileNotice } from './MobileNotice.tsx';
import { useIsMobileScreen } from './useIsMobileScreen.ts';

/** Shows its children on screens from 768px, the mobile notice below that. */
export function DesktopOnly({ children }: { children: ReactNode }) {
  const mobile = useIsMobileScreen();
  return mobile ? <MobileNotice /> : <>{children}</>;
}
