import {
  CONSENT_COOKIE,
  isCookieSetting,
  type CookieSetting,
} from '@federkiel/machines/cookieConsent/setting';
import { readStorage, writeStorage } from '../../lib/storage.ts';

/** Spec §3: the choice is kept in localStorage under `cookieSettings`. */
export const COOKIE_SETTINGS_KEY = 'cookieSettings';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

// The choice is repeated in a cookie (`fk_consent`) for the server, which cannot read
// localStorage: it renders the prompt into its page only for a visitor without one, so the
// prompt is painted with the page instead of after the app has loaded (issue #13).

function consentCookie(): string | null {
  try {
    const match = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`).exec(document.cookie);
    return match?.[1] ?? null;
  } catch {
    return null;
  }
}

function writeConsentCookie(setting: CookieSetting): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${CONSENT_COOKIE}=${setting}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
  } catch {
    // No cookies (a sandboxed frame): the server renders the prompt, the app hides it.
  }
}

export function readCookieSetting(): CookieSetting | null {
  const stored = readStorage(COOKIE_SETTINGS_KEY);
  if (!isCookieSetting(stored)) return null;
  // Chosen before the cookie existed, or the cookie expired: tell the server again.
  if (consentCookie() !== stored) writeConsentCookie(stored);
  return stored;
}

export function writeCookieSetting(setting: CookieSetting): void {
  writeStorage(COOKIE_SETTINGS_KEY, setting);
  writeConsentCookie(setting);
}
