import { isCookieSetting, type CookieSetting } from '@federkiel/machines/cookieConsent';
import { readStorage, writeStorage } from '../../lib/storage.ts';

/** Spec §3: the choice is kept in localStorage under `cookieSettings`. */
export const COOKIE_SETTINGS_KEY = 'cookieSettings';

export function readCookieSetting(): CookieSetting | null {
  const stored = readStorage(COOKIE_SETTINGS_KEY);
  return isCookieSetting(stored) ? stored : null;
}

export function writeCookieSetting(setting: CookieSetting): void {
  writeStorage(COOKIE_SETTINGS_KEY, setting);
}
