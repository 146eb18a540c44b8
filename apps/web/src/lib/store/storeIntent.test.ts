import { afterEach, expect, it, vi } from 'vitest';
import { setAppConfig } from '../config/appConfig.ts';
import { setStore } from './store.ts';

// swell-js is loaded ahead when a form gets the focus (store.ts, loadStoreOnFormIntent), so a
// sign-in or sign-up does not wait for the import after its submit (issue #44).

const imported = vi.hoisted(() => ({ count: 0 }));
vi.mock('swell-js', async (importOriginal) => {
  imported.count += 1;
  return importOriginal();
});

afterEach(() => {
  setStore(null);
  document.body.innerHTML = '';
});

it('loads swell-js when a form gets the focus, not for a link', async () => {
  setAppConfig({
    cmsUrl: 'http://cms.test',
    storeId: 'federkiel',
    publicKey: 'pk_test',
    publicUrl: window.location.origin,
    trackingId: null,
  });
  document.body.innerHTML = '<a href="/contact">Kontakt</a><form><input name="email"></form>';
  document.querySelector('a')?.focus();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(imported.count).toBe(0);
  document.querySelector('input')?.focus();
  await vi.waitFor(() => expect(imported.count).toBe(1));
});
