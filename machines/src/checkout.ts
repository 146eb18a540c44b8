import { initialCheckoutContext } from './checkout/context.ts';
import { checkoutSetup } from './checkout/checkoutSetup.ts';
import { detailsState } from './checkout/detailsState.ts';
import { payingStates } from './checkout/paying.ts';
import { loadingState, restoringState, settlingState, signedIn } from './checkout/resumeStates.ts';
import { declined, orderOf, problemOf, unavailable } from './checkout/transitions.ts';

/**
 * Checkout (issue 5, spec §4–§6; guests issue #19): load the cart → addresses (a guest also
 * gives an e-mail address) → shipping service (skipped when the cart has one) → payment
 * method (only offered ones) → review → pay (the method's machine) → submit once → complete. A coupon can be applied or removed while on the steps. A payment
 * failure returns to the method choice with its German message, the cart untouched. After a
 * redirect the page starts the machine with `resume` and the payment continues.
 */
export const checkoutMachine = checkoutSetup.createMachine({
  id: 'checkout',
  context: ({ input }) => initialCheckoutContext(input),
  initial: 'loading',
  output: ({ context }) => context.order,
  states: {
    loading: loadingState,
    // Issue #33: a payment came back approved and the page was reloaded (or another tab, a
    // restarted browser) before its order: ask the server how it stands, then end on the
    // one order, continue the payment, or say that it was released.
    settling: settlingState,
    // After a reload: back to the step the tab kept, as far as the store's cart still allows.
    restoring: restoringState,
    loadFailed: { tags: ['load-failed'], on: { RETRY: 'loading', SIGNED_IN: signedIn } },
    details: detailsState,
    // Entered only from review's PAY (or a resumed redirect): a second click finds no PAY.
    paying: { tags: ['paying', 'busy'], initial: 'choosing', states: payingStates() },
    submitting: {
      tags: ['submitting', 'busy'],
      invoke: {
        id: 'submitOrder',
        src: 'submitOrder',
        onDone: [
          {
            guard: { type: 'ok', params: ({ event }) => ({ result: event.output }) },
            target: 'complete',
            actions: {
              type: 'update',
              params: ({ event }) => ({ order: orderOf(event.output), pending: null }),
            },
          },
          {
            guard: { type: 'lostToOrder', params: ({ event }) => ({ result: event.output }) },
            target: 'ordered',
            actions: {
              type: 'update',
              params: ({ event }) => ({
                order: event.output.ok ? null : (event.output.ordered ?? null),
                resume: null,
                pending: null,
              }),
            },
          },
          {
            guard: { type: 'billingProblem', params: ({ event }) => ({ result: event.output }) },
            target: '#checkout.details.step.payment',
            actions: {
              type: 'update',
              params: ({ event }) => ({
                paymentError: declined(event.output),
                resume: null,
                pending: null,
              }),
            },
          },
          {
            target: '#checkout.details.step.review',
            actions: {
              type: 'update',
              params: ({ event }) => ({
                problem: problemOf(event.output),
                resume: null,
                pending: null,
              }),
            },
          },
        ],
        onError: {
          target: '#checkout.details.step.review',
          actions: { type: 'update', params: { problem: unavailable('order'), resume: null } },
        },
      },
    },
    complete: { type: 'final', tags: ['complete'] },
    empty: { type: 'final', tags: ['empty'] },
    // Another tab placed the order of this cart: its number and a link, no PAY.
    ordered: { type: 'final', tags: ['ordered'] },
  },
});
