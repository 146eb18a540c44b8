import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation, move focus to the new page's content so keyboard and
 * screen-reader users start there (not on the link they left behind). An open dialog keeps
 * the focus it has.
 */
export function useFocusMainOnNavigation(mainId: string) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (document.querySelector('[aria-modal="true"]')) return;
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
