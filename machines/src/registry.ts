import type { AnyStateMachine } from 'xstate';
import { configuratorMachine } from './configurator.ts';
import { cookieConsentMachine } from './cookieConsent.ts';
import { sessionMachine } from './session.ts';

/** Every flow machine of the product; the diagram script draws each one. */
export const machines: Record<string, AnyStateMachine> = {
  configurator: configuratorMachine,
  cookieConsent: cookieConsentMachine,
  session: sessionMachine,
};
