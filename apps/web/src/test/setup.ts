import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { reloadAddress } from '../lib/i18n/address.ts';
import { i18n, initI18n } from '../lib/i18n/i18n.ts';
import { loadAllResources } from '../lib/i18n/resources.ts';

// Every text at hand: no component waits for a namespace in tests.
await initI18n('de', { resources: await loadAllResources() });

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  reloadAddress();
  if (i18n.language !== 'de') await i18n.changeLanguage('de');
  document.title = '';
});

// jsdom does not implement scrolling; the router's ScrollRestoration calls it.
window.scrollTo = () => {};
