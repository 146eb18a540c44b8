// The checkout's `paying` state: one sub-state per method, each running that method's
// machine as the child actor `payment`; and the coupon region of `details`.
import { paymentInput } from './context.ts';
import { PAYMENT_METHODS, type PaymentMethodId } from './methods.ts';
import { couponAnswer, couponUnavailable } from './transitions.ts';
import type { CheckoutContext, CheckoutEvent } from './types.ts';

/** `choosing` picks the sub-state of the chosen method; its machine's output decides. */
export function payingStates() {
  const states: Record<string, object> = {
    choosing: {
      always: PAYMENT_METHODS.map((method) => ({
        guard: { type: 'chose', params: { method } },
        target: method,
      })),
    },
  };
  for (const method of PAYMENT_METHODS)
    states[method] = {
      invoke: {
        id: 'payment',
        src: method,
        input: ({ context }: { context: CheckoutContext }) => paymentInput(context),
        onDone: [
          { guard: 'paid', target: '#checkout.submitting' },
          { target: '#checkout.details.step.payment', actions: 'paymentFailed' },
        ],
        onError: { target: '#checkout.details.step.payment', actions: 'paymentFailed' },
      },
    };
  return states as Record<'choosing' | PaymentMethodId, object>;
}

/** Coupon apply / remove, beside the steps; the store's German refusals are kept. */
export const couponRegion = {
  initial: 'idle',
  states: {
    idle: { on: { APPLY_COUPON: 'applying', REMOVE_COUPON: 'removing' } },
    applying: {
      tags: ['coupon-busy'],
      invoke: {
        id: 'applyCoupon',
        src: 'applyCoupon',
        input: ({ event }: { event: CheckoutEvent }) => ({
          code: (event as Extract<CheckoutEvent, { type: 'APPLY_COUPON' }>).code.trim(),
        }),
        onDone: couponAnswer(),
        onError: couponUnavailable,
      },
    },
    removing: {
      tags: ['coupon-busy'],
      invoke: {
        id: 'removeCoupon',
        src: 'removeCoupon',
        onDone: couponAnswer(),
        onError: couponUnavailable,
      },
    },
  },
} as const;
