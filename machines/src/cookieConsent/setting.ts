// The cookie setting on its own, without the machine (and XState): the web app's entry reads
// and writes it before the app has loaded (issue #13).

/** Spec §4: the cookie setting starts unset and becomes unrestricted or restricted. */
export type CookieSetting = 'unrestricted' | 'restricted';

/**
 * The cookie that repeats the stored setting for the shop's server: a page it renders carries
 * the prompt exactly when the visitor has not chosen yet (issue #13). Its value is the setting.
 */
export const CONSENT_COOKIE = 'fk_consent';

export function isCookieSetting(value: unknown): value is CookieSetting {
  return value === 'unrestricted' || value === 'restricted';
}
