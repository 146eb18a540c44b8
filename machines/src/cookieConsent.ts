import { assign, setup } from 'xstate';
import { isCookieSetting, type CookieSetting } from './cookieConsent/setting.ts';

export { CONSENT_COOKIE, isCookieSetting, type CookieSetting } from './cookieConsent/setting.ts';

export interface CookieConsentInput {
  stored: CookieSetting | null;
}

export interface CookieConsentContext {
  setting: CookieSetting | null;
}

export type CookieConsentEvent =
  { type: 'ACCEPT_ALL' } | { type: 'ACCEPT_NECESSARY' } | { type: 'DISMISS' } | { type: 'REOPEN' };

/**
 * The first-visit cookie prompt. The app supplies `persistSetting` (where the choice is
 * remembered) and `loadTracking` (what "tracking" means); the machine only decides when.
 * Dismissing counts as "only necessary" because consent must be given actively.
 */
export const cookieConsentMachine = setup({
  types: {
    context: {} as CookieConsentContext,
    input: {} as CookieConsentInput,
    events: {} as CookieConsentEvent,
    tags: {} as 'prompt' | 'tracking',
  },
  actions: {
    persistSetting: (_, _params: { setting: CookieSetting }) => {},
    loadTracking: () => {},
    choose: assign((_, params: { setting: CookieSetting }) => ({ setting: params.setting })),
  },
  guards: {
    storedUnrestricted: ({ context }) => context.setting === 'unrestricted',
    storedRestricted: ({ context }) => context.setting === 'restricted',
  },
}).createMachine({
  id: 'cookieConsent',
  context: ({ input }) => ({ setting: isCookieSetting(input.stored) ? input.stored : null }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'storedUnrestricted', target: 'decided.unrestricted' },
        { guard: 'storedRestricted', target: 'decided.restricted' },
        { target: 'prompting' },
      ],
    },
    prompting: {
      tags: ['prompt'],
      on: {
        ACCEPT_ALL: {
          target: 'decided.unrestricted',
          actions: [
            { type: 'choose', params: { setting: 'unrestricted' } },
            { type: 'persistSetting', params: { setting: 'unrestricted' } },
          ],
        },
        ACCEPT_NECESSARY: {
          target: 'decided.restricted',
          actions: [
            { type: 'choose', params: { setting: 'restricted' } },
            { type: 'persistSetting', params: { setting: 'restricted' } },
          ],
        },
        DISMISS: {
          target: 'decided.restricted',
          actions: [
            { type: 'choose', params: { setting: 'restricted' } },
            { type: 'persistSetting', params: { setting: 'restricted' } },
          ],
        },
      },
    },
    decided: {
      initial: 'restricted',
      on: { REOPEN: 'prompting' },
      states: {
        unrestricted: { tags: ['tracking'], entry: 'loadTracking' },
        restricted: {},
      },
    },
  },
});
