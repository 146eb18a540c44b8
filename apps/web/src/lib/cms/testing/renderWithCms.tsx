// Test-only: renders a CMS-backed screen with the shell's test helper (memory data router +
// the app's QueryClient defaults; i18n is initialised by src/test/setup.ts), after pointing
// the runtime config and `fetch` at a fake CMS and choosing the form of address.
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { renderWithRouter, type RenderWithRouterOptions } from '../../../test/render.tsx';
import { setAppConfig } from '../../config/appConfig.ts';
import { setAddress, type Address } from '../../i18n/address.ts';
import { FAKE_CMS_URL, type FakeCms } from './fakeCms.ts';

export interface RenderWithCmsOptions extends RenderWithRouterOptions {
  address?: Address;
}

/** The app config of a test against the fake CMS (media URLs and CMS requests go there). */
export function setFakeCmsAppConfig(): void {
  setAppConfig({
    cmsUrl: FAKE_CMS_URL,
    storeId: 'test',
    publicKey: 'pk_test',
    publicUrl: '',
    trackingId: null,
  });
}

export function renderWithCms(
  ui: ReactElement,
  cms: FakeCms,
  { address = 'du', ...options }: RenderWithCmsOptions = {},
) {
  setFakeCmsAppConfig();
  vi.stubGlobal('fetch', cms.fetch);
  setAddress(address);
  return renderWithRouter(ui, options);
}
