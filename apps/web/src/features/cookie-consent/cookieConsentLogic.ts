import { cookieConsentMachine, type CookieSetting } from '@federkiel/machines/cookieConsent';
import { createActorContext } from '@xstate/react';

export interface CookieConsentImplementations {
  persist: (setting: CookieSetting) => void;
  loadTracking: () => void;
}

/** The lead's pure machine with this app's side effects plugged in. */
export function createCookieConsentLogic({ persist, loadTracking }: CookieConsentImplementations) {
  return cookieConsentMachine.provide({
    actions: {
      persistSetting: (_, params) => persist(params.setting),
      loadTracking: () => loadTracking(),
    },
  });
}

export const CookieConsent = createActorContext(cookieConsentMachine);
