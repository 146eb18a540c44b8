// The checkout's first states: loading the cart, settling a payment that came back before its
// order (issue #33), and restoring the step a reloaded tab kept.
import { resumedChoice, withLoaded } from './context.ts';
import { checkoutSetup, pendingAfterLoad } from './checkoutSetup.ts';
import { paymentError } from './errors.ts';
import type { PendingPayment } from './persistedTypes.ts';
import { approvedReturn } from './redirect.ts';
import type { CheckoutEvent, PaymentSettlement } from './types.ts';

/** A guest signed in meanwhile: load again, with the account's addresses and cards. */
export const signedIn = {
  guard: 'guest',
  target: '#checkout.loading',
  actions: {
    type: 'update',
    params: ({ event }: { event: CheckoutEvent }) => ({
      user: (event as Extract<CheckoutEvent, { type: 'SIGNED_IN' }>).user,
      email: '',
    }),
  },
} as const;

type Settled<S extends PaymentSettlement['status']> = Extract<PaymentSettlement, { status: S }>;

export const loadingState = checkoutSetup.createStateConfig({
  tags: ['loading', 'busy'],
  invoke: {
    id: 'loadCheckout',
    src: 'loadCheckout',
    input: ({ context }) => ({
      checkoutId: context.cart?.checkoutId ?? context.restore?.checkoutId ?? null,
    }),
    onDone: [
      {
        guard: { type: 'pendingOrdered', params: ({ event }) => ({ data: event.output }) },
        target: 'settling',
        actions: {
          type: 'update',
          params: ({ event }) => ({ order: event.output.ordered ?? null }),
        },
      },
      {
        guard: { type: 'alreadyOrdered', params: ({ event }) => ({ data: event.output }) },
        target: 'ordered',
        actions: {
          type: 'update',
          params: ({ event }) => ({ order: event.output.ordered ?? null }),
        },
      },
      {
        guard: { type: 'cartEmpty', params: ({ event }) => ({ data: event.output }) },
        target: 'empty',
      },
      {
        guard: 'resuming',
        target: 'paying',
        actions: {
          type: 'update',
          params: ({ context, event }) => withLoaded(context, event.output),
        },
      },
      {
        guard: { type: 'pendingToSettle', params: ({ event }) => ({ data: event.output }) },
        target: 'settling',
        actions: {
          type: 'update',
          params: ({ context, event }) => ({
            ...withLoaded(context, event.output),
            pending: pendingAfterLoad(context, event.output),
          }),
        },
      },
      {
        target: 'restoring',
        actions: {
          type: 'update',
          params: ({ context, event }) => withLoaded(context, event.output),
        },
      },
    ],
    onError: 'loadFailed',
  },
});

// Issue #33: a payment came back approved and the page was reloaded (or another tab, a
// restarted browser) before its order: ask the server how it stands, then end on the
// one order, continue the payment, or say that it was released.
export const settlingState = checkoutSetup.createStateConfig({
  tags: ['settling', 'busy'],
  invoke: {
    id: 'settlePayment',
    src: 'settlePayment',
    input: ({ context }) => ({
      pending: context.pending as PendingPayment,
      checkoutId: context.cart?.checkoutId ?? context.restore?.checkoutId ?? null,
      ordered: context.order,
    }),
    onDone: [
      {
        guard: {
          type: 'orderedElsewhere',
          params: ({ event }) => ({ settlement: event.output }),
        },
        target: 'ordered',
        actions: {
          type: 'update',
          params: ({ event }) => ({
            order: (event.output as Settled<'ordered'>).order,
            pending: null,
            restore: null,
          }),
        },
      },
      {
        guard: {
          type: 'settled',
          params: ({ event }) => ({ settlement: event.output, status: 'ordered' }),
        },
        target: 'complete',
        actions: {
          type: 'update',
          params: ({ event }) => ({
            order: (event.output as Settled<'ordered'>).order,
            pending: null,
            restore: null,
          }),
        },
      },
      {
        guard: {
          type: 'settled',
          params: ({ event }) => ({ settlement: event.output, status: 'approved' }),
        },
        target: 'paying',
        actions: {
          type: 'update',
          params: ({ context, event }) => {
            const { method, intentId } = event.output as Settled<'approved'>;
            const own = context.pending?.intentId === intentId ? context.pending : null;
            return {
              resume: { method, back: own?.back ?? approvedReturn(method, intentId) },
              choice: resumedChoice(method),
              restore: null,
            };
          },
        },
      },
      {
        guard: {
          type: 'settled',
          params: ({ event }) => ({ settlement: event.output, status: 'released' }),
        },
        target: '#checkout.details.step.payment',
        actions: {
          type: 'update',
          params: ({ event }) => ({
            paymentError: {
              ...paymentError('approval_released'),
              de: (event.output as Settled<'released'>).message,
            },
            pending: null,
            restore: null,
          }),
        },
      },
      {
        guard: 'orderKnown',
        target: 'ordered',
        actions: { type: 'update', params: { pending: null } },
      },
      { target: 'restoring', actions: { type: 'update', params: { pending: null } } },
    ],
    // The server is out of reach: the steps as kept; the pending payment stays kept, so
    // the next load asks again.
    onError: [{ guard: 'orderKnown', target: 'ordered' }, { target: 'restoring' }],
  },
});

// After a reload: back to the step the tab kept, as far as the store's cart still allows.
export const restoringState = checkoutSetup.createStateConfig({
  always: [
    {
      guard: 'interrupted',
      target: '#checkout.details.step.payment',
      actions: {
        type: 'update',
        params: { paymentError: paymentError('confirmation_canceled') },
      },
    },
    ...(['review', 'payment', 'shipping'] as const).map((step) => ({
      guard: { type: 'restorable', params: { step } } as const,
      target: `#checkout.details.step.${step}`,
    })),
    // A returning customer with everything known: the steps as done, the review open.
    {
      guard: 'expressReady',
      target: '#checkout.details.step.savingAddresses',
      actions: {
        type: 'update',
        params: ({ context }) => ({
          express: true,
          choice: {
            method: 'savedCard' as const,
            accountCardId: context.savedCards[0]?.id ?? '',
          },
        }),
      },
    },
    { target: 'details' },
  ],
  exit: { type: 'update', params: { restore: null, interrupted: false } },
});
