import type { AppConfig } from '../lib/config/appConfig.ts';
import { FAKE_CMS_URL } from '../lib/cms/testing/fakeCms.ts';

// Test-only: what the server-render tests (entry-server.*.test.tsx) share — the app config
// of a render against the fake CMS, and a page's text without its markup. Importing it also
// tells React that these tests drive it through `act` (they hydrate what the server sent).

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export const SERVER_RENDER_APP_CONFIG: AppConfig = {
  cmsUrl: FAKE_CMS_URL,
  storeId: 'federkiel',
  publicKey: 'pk_test',
  publicUrl: 'http://shop.test',
  trackingId: null,
};

/** The page's text without markup. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
