import { lazy } from 'react';
import { lazyWithReload } from '../../../lib/chunkReload.ts';
import { storedLanguage } from '../../../lib/i18n/i18n.ts';
import { resourceLoaders } from '../../../lib/i18n/resources.ts';
import { WIDE_SCREEN_QUERY } from '../../../lib/screenWidths.ts';

// The configurator's code is the largest of the shop (fonts, cropping, spreadsheets). On a
// phone the mobile notice stands in its place and never renders this route's outlet, so the
// page loads only when it is rendered — on a wide screen (issue #13).
const loadPage = lazyWithReload(async () => ({
  default: (await import('../components/ConfiguratorPage.tsx')).ConfiguratorPage,
}));

/**
 * The namespaces of the first step. Each is asked for only when a component using it
 * suspends, one after the other (issue #27: three round trips); fetched here, together with
 * the page, i18next's backend finds them loaded.
 */
export const FIRST_STEP_NAMESPACES = [
  'configurator',
  'configurator-wunderlink',
  'configurator-drafts',
] as const;

/**
 * Starts loading the page and its texts as soon as the route is (on a navigation or the
 * start of a server-rendered page), not once the mobile-notice layout has rendered and
 * the page suspended on each in turn. Nothing on a phone, which never shows the page.
 */
export function preloadConfigurator(
  win: Pick<Window, 'matchMedia'> | undefined = typeof window === 'undefined' ? undefined : window,
): ReturnType<typeof loadPage> | null {
  if (typeof win?.matchMedia !== 'function' || !win.matchMedia(WIDE_SCREEN_QUERY).matches)
    return null;
  const loaders = resourceLoaders[storedLanguage()] ?? {};
  // Failures show where the texts are used (i18next's backend asks again).
  for (const namespace of FIRST_STEP_NAMESPACES) void loaders[namespace]?.().catch(() => {});
  return loadPage();
}

const preloaded = preloadConfigurator();
// A failure shows where the page renders: the lazy component below rethrows it.
preloaded?.catch(() => {});
const ConfiguratorPage = lazy(() => preloaded ?? loadPage());

/** Lazy route module for `/configurator` and `/configurator/:step`. */
export function Component() {
  return <ConfiguratorPage />;
}
