import { useEffect } from 'react';

export const BRAND_NAME = 'Federkiel';

/** Sets `document.title` to "<page> · Federkiel" while the calling page is shown. */
export function useDocumentTitle(pageTitle: string | null | undefined): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${BRAND_NAME}` : BRAND_NAME;
  }, [pageTitle]);
}
