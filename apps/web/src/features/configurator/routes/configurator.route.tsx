import { lazy } from 'react';
import { lazyWithReload } from '../../../lib/chunkReload.ts';

// The configurator's code is the largest of the shop (fonts, cropping, spreadsheets). On a
// phone the mobile notice stands in its place and never renders this route's outlet, so the
// page loads only when it is rendered — on a wide screen (issue #13).
const ConfiguratorPage = lazy(
  lazyWithReload(async () => ({
    default: (await import('../components/ConfiguratorPage.tsx')).ConfiguratorPage,
  })),
);

/** Lazy route module for `/configurator` and `/configurator/:step`. */
export function Component() {
  return <ConfiguratorPage />;
}
