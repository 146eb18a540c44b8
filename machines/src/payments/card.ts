import { assign, setup } from 'xstate';
import { isBelowMinimumCharge, toMinorUnits } from '../checkout/amounts.ts';
import { paymentError } from '../checkout/errors.ts';
import { cardIntentStep, challengeOutcome, type RedirectReturn } from '../checkout/redirect.ts';
import {
  failOnError,
  awaitRedirect,
  failWith,
  failed,
  initialPaymentContext,
  notProvided,
  paid,
  type BillingUpdate,
  type CardDetails,
  type CardToken,
  type CreateIntentRequest,
  type FetchIntentRequest,
  type PaymentContext,
  type PaymentInput,
  type PaymentIntent,
  type PaymentOutput,
  type PaymentTag,
} from './types.ts';
import { lazyLogic } from './lazyLogic.ts';

export type RedirectPaymentEvent =
  /** Back from the approval page without a page load (popup); a page load uses `resume`. */
  { type: 'REDIRECT_RETURNED'; back: RedirectReturn } | { type: 'CANCEL' };

const cardOf = (c: PaymentContext) =>
  c.input.choice.method === 'card' ? c.input.choice.card : undefined;

const keepIntent = {
  type: 'update',
  params: ({ event }: { event: { output: PaymentIntent } }) => ({ intent: event.output }),
} as const;

const unsupported = failWith(paymentError('unsupported_intent_status'));

/**
 * Card (spec §4/§5): tokenize → payment intent → `requires_capture` (ok) or
 * `requires_confirmation` (confirm, then ok); `requires_action` is a 3-D Secure challenge on
 * the sandbox page (resumed from the return URL); any other status is "Unsupported intent
 * status". Below the currency's minimum charge the card goes on the cart without an intent.
 */
export const cardPaymentMachine = lazyLogic(() =>
  setup({
    types: {
      context: {} as PaymentContext,
      input: {} as PaymentInput,
      events: {} as RedirectPaymentEvent,
      tags: {} as PaymentTag,
      output: {} as PaymentOutput,
    },
    actors: {
      tokenizeCard: notProvided<CardToken, CardDetails>('tokenizeCard'),
      createIntent: notProvided<PaymentIntent, CreateIntentRequest>('createIntent'),
      confirmIntent: notProvided<PaymentIntent, FetchIntentRequest>('confirmIntent'),
      fetchIntent: notProvided<PaymentIntent, FetchIntentRequest>('fetchIntent'),
      applyPayment: notProvided<null, BillingUpdate>('applyPayment'),
      saveCard: notProvided<null, { token: string }>('saveCard'),
    },
    actions: {
      update: assign((_, params: Partial<PaymentContext>) => params),
      /** Leave the shop for the approval page (`window.location.assign(url)`). */
      redirect: (_, _params: { url: string }) => {},
    },
    guards: {
      resuming: ({ context }) => !!context.input.resume,
      hasCard: ({ context }) => !!cardOf(context),
      belowMinimum: ({ context }) =>
        isBelowMinimumCharge(context.input.amount, context.input.currency),
      intentIs: ({ context }, params: { step: string }) =>
        cardIntentStep(context.intent?.status ?? '') === params.step,
      captured: ({ context }) =>
        context.intent?.status === 'requires_capture' || context.intent?.status === 'succeeded',
      returnOk: ({ context }) => challengeOutcome(context.input.resume?.redirectStatus).ok,
      hasIntentReference: ({ context }) =>
        !!(context.input.resume?.paymentIntent || context.input.resume?.clientSecret),
      saveWanted: ({ context }) =>
        context.input.choice.method === 'card' &&
        !!context.input.choice.saveCard &&
        !!context.token,
    },
  }).createMachine({
    id: 'cardPayment',
    context: initialPaymentContext,
    initial: 'starting',
    output: ({ context }) => (context.error ? failed(context.error) : paid('card')),
    states: {
      starting: {
        always: [
          { guard: 'resuming', target: 'checkingReturn' },
          { guard: 'hasCard', target: 'tokenizing' },
          failWith(paymentError('card_missing')),
        ],
      },
      tokenizing: {
        tags: ['busy'],
        invoke: {
          id: 'tokenizeCard',
          src: 'tokenizeCard',
          input: ({ context }) => cardOf(context) as CardDetails,
          onDone: [
            {
              guard: 'belowMinimum',
              target: 'applyingToken',
              actions: { type: 'update', params: ({ event }) => ({ token: event.output }) },
            },
            {
              target: 'creatingIntent',
              actions: { type: 'update', params: ({ event }) => ({ token: event.output }) },
            },
          ],
          onError: failOnError,
        },
      },
      applyingToken: {
        tags: ['busy'],
        invoke: {
          id: 'applyPayment',
          src: 'applyPayment',
          input: ({ context }) => ({ method: 'card', card: { token: context.token?.token ?? '' } }),
          onDone: [{ guard: 'saveWanted', target: 'savingCard' }, { target: 'paid' }],
          onError: failOnError,
        },
      },
      creatingIntent: {
        tags: ['busy'],
        invoke: {
          id: 'createIntent',
          src: 'createIntent',
          input: ({ context }) => ({
            method: 'card',
            amount: toMinorUnits(context.input.amount, context.input.currency),
            currency: context.input.currency.toLowerCase(),
            returnUrl: context.input.returnUrl,
            paymentMethod: context.token?.token ?? '',
          }),
          onDone: { target: 'checkingIntent', actions: keepIntent },
          onError: failOnError,
        },
      },
      checkingIntent: {
        always: [
          { guard: { type: 'intentIs', params: { step: 'capture' } }, target: 'applyingIntent' },
          { guard: { type: 'intentIs', params: { step: 'confirm' } }, target: 'confirming' },
          { guard: { type: 'intentIs', params: { step: 'challenge' } }, target: 'challenge' },
          unsupported,
        ],
      },
      confirming: {
        tags: ['busy'],
        invoke: {
          id: 'confirmIntent',
          src: 'confirmIntent',
          input: ({ context }) => ({ method: 'card', id: context.intent?.id ?? '' }),
          onDone: { target: 'checkingConfirmation', actions: keepIntent },
          onError: failOnError,
        },
      },
      checkingConfirmation: {
        always: [
          { guard: 'captured', target: 'applyingIntent' },
          { guard: { type: 'intentIs', params: { step: 'challenge' } }, target: 'challenge' },
          unsupported,
        ],
      },
      challenge: {
        tags: ['challenge', 'redirecting'],
        ...awaitRedirect,
      },
      checkingReturn: {
        always: [
          {
            guard: ({ context }) => !challengeOutcome(context.input.resume?.redirectStatus).ok,
            target: 'failed',
            actions: {
              type: 'update',
              params: ({ context }) => {
                const outcome = challengeOutcome(context.input.resume?.redirectStatus);
                return { error: outcome.ok ? paymentError('processing_error') : outcome.error };
              },
            },
          },
          { guard: 'hasIntentReference', target: 'fetchingIntent' },
          failWith(paymentError('redirect_params_missing')),
        ],
      },
      fetchingIntent: {
        tags: ['busy'],
        invoke: {
          id: 'fetchIntent',
          src: 'fetchIntent',
          input: ({ context }) => ({
            method: 'card',
            id: context.input.resume?.paymentIntent,
            clientSecret: context.input.resume?.clientSecret,
          }),
          onDone: { target: 'checkingFetched', actions: keepIntent },
          onError: failOnError,
        },
      },
      checkingFetched: {
        always: [
          { guard: 'captured', target: 'applyingIntent' },
          failWith(paymentError('authentication_failed')),
        ],
      },
      applyingIntent: {
        tags: ['busy'],
        invoke: {
          id: 'applyPayment',
          src: 'applyPayment',
          input: ({ context }) => ({ method: 'card', intent: { id: context.intent?.id ?? '' } }),
          onDone: [{ guard: 'saveWanted', target: 'savingCard' }, { target: 'paid' }],
          onError: failOnError,
        },
      },
      savingCard: {
        tags: ['busy'],
        invoke: {
          id: 'saveCard',
          src: 'saveCard',
          input: ({ context }) => ({ token: context.token?.token ?? '' }),
          // Paying matters more than remembering the card: a failed save does not fail it.
          onDone: 'paid',
          onError: 'paid',
        },
      },
      paid: { type: 'final' },
      failed: { type: 'final' },
    },
  }),
);
