import { assign, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { grantProblems } from './wunderlink/grant.ts';
import {
  isAddressProblem,
  isFinalRefusal,
  isFixable,
  isNotFound,
  isSignInRequired,
  type LoadLinkInput,
  type PublicWunderlink,
  type RedeemAnswer,
  type RedeemInput,
  type WunderlinkContext,
  type WunderlinkDesign,
  type WunderlinkEvent,
  type WunderlinkInput,
  type WunderlinkTag,
  wunderlinkError,
} from './wunderlink/redemption.ts';

/**
 * A customer's redemption of one WunderLink (issue 11; contract: docs/wunderlink.md).
 *
 * loading → notFound | ready (configuring the cards) → needsAccount (signed out) →
 * confirming → placing → complete | refused. A refusal the customer can fix in the
 * configurator (too many cards, another template, a configuration that no longer passes)
 * waits in `refused` (tag `fixable`) until EDIT goes back to `ready`; a missing delivery
 * address goes back to `confirming` with the message; "already redeemed" and "ended
 * meanwhile" end it (the app shows the message, the earlier order, the shop link).
 *
 * Events (the app sends): `RETRY`, `SIGNED_IN`, `SIGNED_OUT`, `ORDER { design }`
 * ("Gratis bestellen", with the stored configuration's id, its card count, template and the
 * template's groups), `CONFIRM { shipping? }` ("Jetzt gratis bestellen"), `EDIT` (back).
 *
 * Actors (the app supplies with `machine.provide`):
 * - `loadLink({ id }) → PublicWunderlink` — `GET /swell/wunderlink/{id}`; throw the server's
 *   error (`{ status, code, message }`): 404 `WUNDERLINK_NOT_FOUND` leads to `notFound`.
 * - `redeem({ linkId, configurationId, shipping? }) → RedeemAnswer` —
 *   `POST /swell/wunderlink/{id}/redeem`; throw the server's error (409 with `order`).
 *
 * Actions (optional, for the app): `notifyNeedsAccount` (send the customer to sign in or
 * register, back to the confirm screen), `notifyComplete({ order })` (navigate to
 * `/order/wunderlink-complete?order=<id>`).
 *
 * Tags: `loading`, `notFound`, `loadFailed`, `ready` (+ `invalid` while `context.problems`
 * lists what the grant has against the design), `needsAccount`, `confirming`, `placing`,
 * `complete`, `refused` (+ `fixable`).
 */
export const wunderlinkMachine = setup({
  types: {
    context: {} as WunderlinkContext,
    input: {} as WunderlinkInput,
    events: {} as WunderlinkEvent,
    tags: {} as WunderlinkTag,
  },
  actors: {
    loadLink: fromPromise<PublicWunderlink, LoadLinkInput>(async () => {
      throw new Error('loadLink is supplied by the app');
    }),
    redeem: fromPromise<RedeemAnswer, RedeemInput>(async () => {
      throw new Error('redeem is supplied by the app');
    }),
  },
  actions: {
    notifyNeedsAccount: () => {},
    notifyComplete: (_, _params: { order: { id: string; number: string } }) => {},
    storeLink: assign((_, params: { link: PublicWunderlink }) => ({
      link: params.link,
      error: null,
    })),
    checkDesign: assign(({ context, event }) => {
      if (event.type !== 'ORDER' || !context.link) return {};
      return {
        design: event.design,
        problems: grantProblems(context.link, event.design),
        error: null,
      };
    }),
    storeShipping: assign(({ event }) =>
      event.type === 'CONFIRM' ? { shipping: event.shipping ?? null } : {},
    ),
    storeOrder: assign((_, params: { order: { id: string; number: string } }) => ({
      order: params.order,
      error: null,
    })),
    setError: assign((_, params: { error: unknown }) => {
      const error = wunderlinkError(params.error);
      return { error, order: error.order ?? null };
    }),
    clearError: assign({ error: null }),
    signIn: assign({ signedIn: true }),
    signOut: assign({ signedIn: false }),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    signedOut: ({ context }) => !context.signedIn,
    designAllowed: ({ context, event }) =>
      event.type === 'ORDER' &&
      context.link !== null &&
      grantProblems(context.link, event.design as WunderlinkDesign).length === 0,
    notFound: (_, params: { error: unknown }) => isNotFound(params.error),
    signInRequired: (_, params: { error: unknown }) => isSignInRequired(params.error),
    fixable: (_, params: { error: unknown }) => isFixable(params.error),
    addressProblem: (_, params: { error: unknown }) => isAddressProblem(params.error),
    finalRefusal: (_, params: { error: unknown }) => isFinalRefusal(params.error),
  },
}).createMachine({
  id: 'wunderlink',
  context: ({ input }) => ({
    linkId: input.linkId,
    link: null,
    signedIn: input.signedIn,
    design: null,
    problems: [],
    shipping: null,
    order: null,
    error: null,
  }),
  initial: 'loading',
  on: {
    SIGNED_IN: { actions: 'signIn' },
    SIGNED_OUT: { actions: 'signOut' },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadLink',
        src: 'loadLink',
        input: ({ context }) => ({ id: context.linkId }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeLink', params: ({ event }) => ({ link: event.output }) },
        },
        onError: [
          {
            guard: { type: 'notFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
          },
          {
            target: 'loadFailed',
            actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    notFound: { tags: ['notFound'], type: 'final' },
    loadFailed: {
      tags: ['loadFailed'],
      on: { RETRY: { target: 'loading', actions: 'clearError' } },
    },
    // Designing the cards in the configurator with the grant attached.
    ready: {
      tags: ['ready'],
      initial: 'designing',
      states: {
        designing: {},
        invalid: { tags: ['invalid'] },
      },
      on: {
        ORDER: [
          {
            guard: 'designAllowed',
            target: 'checkingAccount',
            actions: 'checkDesign',
          },
          { target: '.invalid', actions: 'checkDesign' },
        ],
      },
    },
    checkingAccount: {
      always: [
        { guard: 'signedIn', target: 'confirming' },
        { target: 'needsAccount', actions: 'notifyNeedsAccount' },
      ],
    },
    // Signed out: sign in or register first, then back to the confirm screen.
    needsAccount: {
      tags: ['needsAccount'],
      on: {
        SIGNED_IN: { target: 'confirming', actions: 'signIn' },
        EDIT: { target: 'ready', actions: 'clearError' },
      },
    },
    confirming: {
      tags: ['confirming'],
      // Signed out while the order was being placed (another tab): sign in again first.
      always: { guard: 'signedOut', target: 'needsAccount', actions: 'notifyNeedsAccount' },
      on: {
        CONFIRM: { target: 'placing', actions: ['storeShipping', 'clearError'] },
        EDIT: { target: 'ready', actions: 'clearError' },
        SIGNED_OUT: { target: 'needsAccount', actions: 'signOut' },
      },
    },
    placing: {
      tags: ['placing'],
      invoke: {
        id: 'redeem',
        src: 'redeem',
        input: ({ context }): RedeemInput => ({
          linkId: context.linkId,
          configurationId: context.design?.configurationId ?? '',
          ...(context.shipping ? { shipping: context.shipping } : {}),
        }),
        onDone: {
          target: 'complete',
          actions: [
            { type: 'storeOrder', params: ({ event }) => ({ order: event.output.order }) },
            { type: 'notifyComplete', params: ({ event }) => ({ order: event.output.order }) },
          ],
        },
        onError: [
          {
            guard: { type: 'signInRequired', params: errorParams },
            target: 'needsAccount',
            actions: [{ type: 'setError', params: errorParams }, 'signOut', 'notifyNeedsAccount'],
          },
          {
            guard: { type: 'finalRefusal', params: errorParams },
            target: 'refused.final',
            actions: { type: 'setError', params: errorParams },
          },
          {
            guard: { type: 'fixable', params: errorParams },
            target: 'refused.fixable',
            actions: { type: 'setError', params: errorParams },
          },
          {
            guard: { type: 'addressProblem', params: errorParams },
            target: 'confirming',
            actions: { type: 'setError', params: errorParams },
          },
          // Offline, server trouble: the confirm screen shows the message; CONFIRM again.
          { target: 'confirming', actions: { type: 'setError', params: errorParams } },
        ],
      },
    },
    complete: { tags: ['complete'], type: 'final' },
    refused: {
      tags: ['refused'],
      initial: 'final',
      states: {
        final: {},
        fixable: {
          tags: ['fixable'],
          on: { EDIT: { target: '#wunderlink.ready', actions: 'clearError' } },
        },
      },
    },
  },
});

function errorParams({ event }: { event: unknown }) {
  return { error: (event as ErrorActorEvent).error };
}

export type {
  LoadLinkInput,
  RedeemInput,
  WunderlinkContext,
  WunderlinkDesign,
  WunderlinkError,
  WunderlinkEvent,
  WunderlinkInput,
  WunderlinkTag,
} from './wunderlink/redemption.ts';
export { grantProblems, templateAllowed, tooManyCardsMessage } from './wunderlink/grant.ts';
export { wunderlinkStatus, redemptionsLeft } from './wunderlink/status.ts';
