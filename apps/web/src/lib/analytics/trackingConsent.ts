import { readStorage } from '../storage.ts';

/**
 * Spec §3: the visitor's cookie setting is kept in localStorage under `cookieSettings`
 * (written by the cookie prompt, features/cookie-consent). Shared code reads the stored
 * value itself because features are not imported from `lib`.
 */
export const COOKIE_SETTINGS_KEY = 'cookieSettings';

/**
 * Spec §1: tracking is on only when the cookie setting is `unrestricted`. Read at the
 * moment of every event, so a setting changed in the footer's "Cookie-Einstellungen"
 * counts from the next event on. Unset, `restricted`, anything else or an unreadable
 * storage: no tracking.
 */
export function isTrackingAllowed(storage?: Storage): boolean {
  return readStorage(COOKIE_SETTINGS_KEY, storage) === 'unrestricted';
}
