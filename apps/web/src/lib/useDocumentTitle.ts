import { useContext, useEffect } from 'react';
import { ServerHeadContext } from './serverHead.ts';

export const BRAND_NAME = 'Federkiel';

export function documentTitle(pageTitle: string | null | undefined): string {
  return pageTitle ? `${pageTitle} · ${BRAND_NAME}` : BRAND_NAME;
}

/** Sets `document.title` to "<page> · Federkiel" while the calling page is shown. */
export function useDocumentTitle(pageTitle: string | null | undefined): void {
  // On the server the title goes into the page's <head> (the last page rendered wins).
  const serverHead = useContext(ServerHeadContext);
  serverHead?.setTitle(documentTitle(pageTitle));
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
