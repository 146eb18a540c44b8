export { cookieConsentMachine, isCookieSetting } from './cookieConsent.ts';
export type {
  CookieConsentContext,
  CookieConsentEvent,
  CookieConsentInput,
  CookieSetting,
} from './cookieConsent.ts';
