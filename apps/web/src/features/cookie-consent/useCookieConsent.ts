import { useCallback } from 'react';
import { CookieConsent } from './cookieConsentLogic.ts';

/** Whether the cookie prompt must be shown (machine tag `prompt`). */
export function useCookiePromptOpen(): boolean {
  return CookieConsent.useSelector((snapshot) => snapshot.hasTag('prompt'));
}

/** Whether tracking is allowed (machine tag `tracking`). */
export function useTrackingAllowed(): boolean {
  return CookieConsent.useSelector((snapshot) => snapshot.hasTag('tracking'));
}

/** For the footer link "Cookie-Einstellungen": shows the prompt again. */
export function useReopenCookiePrompt(): () => void {
  const actor = CookieConsent.useActorRef();
  return useCallback(() => actor.send({ type: 'REOPEN' }), [actor]);
}
