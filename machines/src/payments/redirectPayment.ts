import { assign, setup } from 'xstate';
import { toMinorUnits } from '../checkout/amounts.ts';
import { paymentError, type PaymentError } from '../checkout/errors.ts';
import type { PaymentMethodId } from '../checkout/methods.ts';
import type { RedirectOutcome, RedirectReturn } from '../checkout/redirect.ts';
import type { RedirectPaymentEvent } from './card.ts';
import {
  failOnError,
  awaitRedirect,
  failWith,
  failed,
  initialPaymentContext,
  notProvided,
  paid,
  type BillingUpdate,
  type CreateIntentRequest,
  type FetchIntentRequest,
  type PaymentContext,
  type PaymentInput,
  type PaymentIntent,
  type PaymentOutput,
  type PaymentTag,
} from './types.ts';

/** The rules that make one redirect method (spec §4/§5). */
export interface RedirectMethodRules {
  id: string;
  method: PaymentMethodId;
  /** The store's method name (`billing.method`, intent `method`). */
  storeMethod: string;
  /** A setting or amount that forbids starting (checked before any request). */
  precondition?: (input: PaymentInput) => PaymentError | null;
  /** Extra intent fields (PayPal intent, Amazon charge type). */
  intentExtras?: (input: PaymentInput) => Partial<CreateIntentRequest>;
  /** Whether the created intent may be sent to its approval page. */
  intentAcceptable?: (intent: PaymentIntent) => boolean;
  /** What the return URL's parameters say. */
  returnOutcome: (back: RedirectReturn, input: PaymentInput) => RedirectOutcome;
  /** Read the intent again after the return and judge its status (Paysafecard). */
  verify?: {
    request: (back: RedirectReturn, input: PaymentInput) => FetchIntentRequest;
    outcome: (intent: PaymentIntent) => RedirectOutcome;
  };
  /** The cart's billing after approval. */
  billing: (back: RedirectReturn, intent: PaymentIntent | null) => BillingUpdate;
}

const outcomeError = (outcome: RedirectOutcome) =>
  outcome.ok ? paymentError('processing_error') : outcome.error;

/**
 * A payment approved on another page: create the intent, leave for its approval page, and
 * judge the parameters the return URL brings back (`resume`, or `REDIRECT_RETURNED` for a
 * popup); then put the approved payment on the cart.
 */
export function redirectPaymentMachine(rules: RedirectMethodRules) {
  const back = (c: PaymentContext): RedirectReturn => c.input.resume ?? { gateway: '' };
  return setup({
    types: {
      context: {} as PaymentContext,
      input: {} as PaymentInput,
      events: {} as RedirectPaymentEvent,
      tags: {} as PaymentTag,
      output: {} as PaymentOutput,
    },
    actors: {
      createIntent: notProvided<PaymentIntent, CreateIntentRequest>('createIntent'),
      fetchIntent: notProvided<PaymentIntent, FetchIntentRequest>('fetchIntent'),
      applyPayment: notProvided<null, BillingUpdate>('applyPayment'),
    },
    actions: {
      update: assign((_, params: Partial<PaymentContext>) => params),
      /** Leave the shop for the approval page (`window.location.assign(url)`). */
      redirect: (_, _params: { url: string }) => {},
    },
    guards: {
      resuming: ({ context }) => !!context.input.resume,
      blocked: ({ context }) => !!rules.precondition?.(context.input),
      acceptable: ({ context }) =>
        !!context.intent &&
        (rules.intentAcceptable?.(context.intent) ?? !!context.intent.redirectUrl),
      returnRefused: ({ context }) => !rules.returnOutcome(back(context), context.input).ok,
      needsVerify: () => !!rules.verify,
      verifyRefused: ({ context }) => !context.intent || !rules.verify?.outcome(context.intent).ok,
    },
  }).createMachine({
    id: rules.id,
    context: initialPaymentContext,
    initial: 'starting',
    output: ({ context }) => (context.error ? failed(context.error) : paid(rules.method)),
    states: {
      starting: {
        always: [
          { guard: 'resuming', target: 'checkingReturn' },
          {
            guard: 'blocked',
            target: 'failed',
            actions: {
              type: 'update',
              params: ({ context }) => ({ error: rules.precondition?.(context.input) ?? null }),
            },
          },
          { target: 'creatingIntent' },
        ],
      },
      creatingIntent: {
        tags: ['busy'],
        invoke: {
          id: 'createIntent',
          src: 'createIntent',
          input: ({ context: { input } }) => ({
            method: rules.storeMethod,
            amount: toMinorUnits(input.amount, input.currency),
            currency: input.currency.toLowerCase(),
            returnUrl: input.returnUrl,
            ...rules.intentExtras?.(input),
          }),
          onDone: {
            target: 'checkingIntent',
            actions: { type: 'update', params: ({ event }) => ({ intent: event.output }) },
          },
          onError: failOnError,
        },
      },
      checkingIntent: {
        always: [
          { guard: 'acceptable', target: 'awaitingApproval' },
          failWith(paymentError('unsupported_intent_status')),
        ],
      },
      awaitingApproval: {
        tags: ['redirecting'],
        ...awaitRedirect,
      },
      checkingReturn: {
        always: [
          {
            guard: 'returnRefused',
            target: 'failed',
            actions: {
              type: 'update',
              params: ({ context }) => ({
                error: outcomeError(rules.returnOutcome(back(context), context.input)),
              }),
            },
          },
          { guard: 'needsVerify', target: 'verifying' },
          { target: 'applying' },
        ],
      },
      verifying: {
        tags: ['busy'],
        invoke: {
          id: 'fetchIntent',
          src: 'fetchIntent',
          input: ({ context }) =>
            rules.verify?.request(back(context), context.input) ?? { method: rules.storeMethod },
          onDone: {
            target: 'checkingVerified',
            actions: { type: 'update', params: ({ event }) => ({ intent: event.output }) },
          },
          onError: failOnError,
        },
      },
      checkingVerified: {
        always: [
          {
            guard: 'verifyRefused',
            target: 'failed',
            actions: {
              type: 'update',
              params: ({ context }) => ({
                error: context.intent
                  ? outcomeError(rules.verify?.outcome(context.intent) ?? { ok: true })
                  : paymentError('payment_not_found'),
              }),
            },
          },
          { target: 'applying' },
        ],
      },
      applying: {
        tags: ['busy'],
        invoke: {
          id: 'applyPayment',
          src: 'applyPayment',
          input: ({ context }) => rules.billing(back(context), context.intent),
          onDone: 'paid',
          onError: failOnError,
        },
      },
      paid: { type: 'final' },
      failed: { type: 'final' },
    },
  });
}
