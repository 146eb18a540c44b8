export { cookieConsentMachine, isCookieSetting } from './cookieConsent.ts';
export type {
  CookieConsentContext,
  CookieConsentEvent,
  CookieConsentInput,
  CookieSetting,
} from './cookieConsent.ts';
export { sessionMachine } from './session.ts';
export type {
  SessionAction,
  SessionContext,
  SessionError,
  SessionEvent,
  SessionInput,
  SessionOutcome,
  SessionProblem,
  SessionUser,
  SignInInput,
  SignUpInput,
} from './session.ts';
