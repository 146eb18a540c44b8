// Transition building blocks of the checkout machine (answers of the app's cart requests).
import { paymentError, type PaymentError } from './errors.ts';
import type { CartResult, PlacedOrder, StoreProblem, SubmitResult } from './types.ts';

type Answer<T> = { event: { output: T } };

export const UNAVAILABLE_MESSAGE =
  'Der Shop ist gerade nicht erreichbar. Bitte versuche es noch einmal.';

export const unavailable = (field: string): StoreProblem => ({
  field,
  code: 'unavailable',
  message: UNAVAILABLE_MESSAGE,
});

/** A cart answer: the new cart and on to `onOk`, or the store's refusal and stay. */
export const cartAnswer = (onOk: string, stay: string) =>
  [
    {
      guard: { type: 'ok', params: ({ event }: Answer<CartResult>) => ({ result: event.output }) },
      target: onOk,
      actions: {
        type: 'update',
        params: ({ event }: Answer<CartResult>) =>
          event.output.ok ? { cart: event.output.cart, problem: null } : {},
      },
    },
    {
      target: stay,
      actions: {
        type: 'update',
        params: ({ event }: Answer<CartResult>) => ({ problem: problemOf(event.output) }),
      },
    },
  ] as const;

/** The store could not be reached: stay with a German message. */
export const failedRequest = (stay: string, field: string) =>
  ({ target: stay, actions: { type: 'update', params: { problem: unavailable(field) } } }) as const;

/** A coupon answer: the store's German refusal is kept as it is. */
export const couponAnswer = () =>
  [
    {
      guard: { type: 'ok', params: ({ event }: Answer<CartResult>) => ({ result: event.output }) },
      target: 'idle',
      actions: {
        type: 'update',
        params: ({ event }: Answer<CartResult>) =>
          event.output.ok ? { cart: event.output.cart, couponProblem: null } : {},
      },
    },
    {
      target: 'idle',
      actions: {
        type: 'update',
        params: ({ event }: Answer<CartResult>) => ({ couponProblem: problemOf(event.output) }),
      },
    },
  ] as const;

export const couponUnavailable = {
  target: 'idle',
  actions: { type: 'update', params: { couponProblem: unavailable('coupon_code') } },
} as const;

export function problemOf(result: CartResult | SubmitResult): StoreProblem | null {
  return result.ok ? null : result.problem;
}

export function orderOf(result: SubmitResult): PlacedOrder | null {
  return result.ok ? result.order : null;
}

/** A refusal at submission (a decline): the payment error with the store's German text. */
export function declined(result: SubmitResult): PaymentError {
  const base = paymentError(
    result.ok
      ? 'processing_error'
      : result.problem.code === 'authentication_failed'
        ? 'authentication_failed'
        : result.problem.code === 'approval_released'
          ? 'approval_released'
          : 'card_declined',
  );
  return result.ok ? base : { ...base, de: result.problem.message || base.de };
}
