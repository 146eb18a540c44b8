// Test data and a rig for the checkout machine: app actors that never answer by themselves
// (or answer from a table), payment children replaced by machines that wait for ever.
import { createActor, createMachine, fromPromise } from 'xstate';
import { checkoutMachine } from '../../checkout.ts';
import { EMPTY_ADDRESS } from '../address.ts';
import { PAYMENT_METHODS } from '../methods.ts';
import type { CheckoutCart, CheckoutData, CheckoutInput } from '../types.ts';

export const ada = { id: 'acc_1', email: 'ada@example.de', firstName: 'Ada', lastName: 'L' };

export const cart: CheckoutCart = {
  id: 'cart_1',
  itemCount: 10,
  currency: 'EUR',
  captureTotal: 34.51,
  grandTotal: 34.51,
  couponCode: null,
  shippingService: null,
  services: [{ id: 'to_customer', name: 'Versand an dich', price: 4.9 }],
  subscription: false,
  paymentId: null,
  checkoutId: 'chk_1',
  couponIssue: null,
};

export const address = {
  ...EMPTY_ADDRESS,
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: 'Hauptstraße 1',
  zip: '10115',
  city: 'Berlin',
};

export const loaded: CheckoutData = {
  cart,
  delivery: EMPTY_ADDRESS,
  billing: null,
  savedCards: [{ id: 'card_1', brand: 'Visa', last4: '4242' }],
  settings: { card: { enabled: true }, paypal: { enabled: true } },
  wallets: { googlePay: false, applePay: false },
};

export const CHECKOUT_ACTORS = [
  'loadCheckout',
  'refreshCart',
  'saveAddresses',
  'chooseShipping',
  'applyCoupon',
  'removeCoupon',
  'submitOrder',
  'settlePayment',
] as const;

type Answer = (input: never) => unknown;

/** The checkout with answering actors; `payments` replaces the method machines. */
export function checkoutRig(
  input: CheckoutInput,
  answers: Partial<Record<(typeof CHECKOUT_ACTORS)[number], Answer>> = {},
) {
  const calls: Record<string, unknown[]> = {};
  const actors = Object.fromEntries(
    CHECKOUT_ACTORS.map((name) => [
      name,
      fromPromise(async ({ input: request }) => {
        (calls[name] ??= []).push(request);
        const answer = answers[name];
        return answer ? answer(request as never) : new Promise(() => {});
      }),
    ]),
  );
  const waiting = createMachine({ id: 'waitingPayment' });
  const payments = Object.fromEntries(PAYMENT_METHODS.map((method) => [method, waiting]));
  const machine = checkoutMachine.provide({ actors: { ...actors, ...payments } } as never);
  const actor = createActor(machine, { input }).start();
  return { actor, calls };
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
