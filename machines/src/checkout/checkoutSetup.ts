// The checkout machine's setup: its actors (supplied by the app), actions and guards. The
// states live in resumeStates.ts and detailsState.ts, typed against this setup
// (`createStateConfig`); checkout.ts puts them together.
import { assign, fromPromise, setup } from 'xstate';
import {
  addressesValid,
  choiceComplete,
  expressReady,
  offeredMethods,
  restorableTo,
} from './context.ts';
import { paymentError } from './errors.ts';
import type { PaymentMethodId } from './methods.ts';
import type { PendingPayment, PersistedStep } from './persistedTypes.ts';
import { approvedReturn } from './redirect.ts';
import type {
  AddressesRequest,
  CartRefresh,
  CartResult,
  CheckoutContext,
  CheckoutCart,
  CheckoutData,
  CheckoutEvent,
  CheckoutInput,
  CheckoutStep,
  CheckoutTag,
  LoadRequest,
  PaymentSettlement,
  PlacedOrder,
  SettleRequest,
  SubmitResult,
} from './types.ts';
import { cardPaymentMachine } from '../payments/card.ts';
import {
  amazonPaymentMachine,
  bancontactPaymentMachine,
  idealPaymentMachine,
  klarnaPaymentMachine,
  paypalPaymentMachine,
  paysafecardPaymentMachine,
} from '../payments/redirectMethods.ts';
import { savedCardPaymentMachine } from '../payments/savedCard.ts';
import type { PaymentOutput } from '../payments/types.ts';
import { applePayPaymentMachine, googlePayPaymentMachine } from '../payments/walletPayment.ts';

const notProvided = <Out, In>(name: string) =>
  fromPromise<Out, In>(async () => {
    throw new Error(`${name} is supplied by the app`);
  });

/**
 * The pending payment after loading: the tab's own (kept over a reload), else the approved
 * one the server knows for this cart (another tab, a restarted browser).
 */
export function pendingAfterLoad(
  context: CheckoutContext,
  data: CheckoutData,
): PendingPayment | null {
  if (context.pending) return context.pending;
  if (!data.approval) return null;
  const { method, intentId } = data.approval;
  return {
    method,
    back: approvedReturn(method, intentId),
    intentId,
    cartId: data.cart?.id ?? null,
  };
}

export const checkoutSetup = setup({
  types: {
    context: {} as CheckoutContext,
    input: {} as CheckoutInput,
    events: {} as CheckoutEvent,
    tags: {} as CheckoutTag,
    output: {} as PlacedOrder | null,
  },
  actors: {
    loadCheckout: notProvided<CheckoutData, LoadRequest>('loadCheckout'),
    refreshCart: notProvided<CartRefresh, { cart: CheckoutCart | null }>('refreshCart'),
    saveAddresses: notProvided<CartResult, AddressesRequest>('saveAddresses'),
    chooseShipping: notProvided<CartResult, { service: string }>('chooseShipping'),
    applyCoupon: notProvided<CartResult, { code: string }>('applyCoupon'),
    removeCoupon: notProvided<CartResult, undefined>('removeCoupon'),
    submitOrder: notProvided<SubmitResult, undefined>('submitOrder'),
    settlePayment: notProvided<PaymentSettlement, SettleRequest>('settlePayment'),
    card: cardPaymentMachine,
    savedCard: savedCardPaymentMachine,
    paypal: paypalPaymentMachine,
    klarna: klarnaPaymentMachine,
    ideal: idealPaymentMachine,
    bancontact: bancontactPaymentMachine,
    paysafecard: paysafecardPaymentMachine,
    amazon: amazonPaymentMachine,
    googlePay: googlePayPaymentMachine,
    applePay: applePayPaymentMachine,
  },
  actions: {
    update: assign((_, params: Partial<CheckoutContext>) => params),
    paymentFailed: assign(({ event }) => {
      const output = (event as { output?: PaymentOutput }).output;
      return {
        paymentError: output?.status === 'failed' ? output.error : paymentError('processing_error'),
        // The redirect is over: a new attempt starts fresh.
        resume: null,
        pending: null,
      };
    }),
  },
  guards: {
    guest: ({ context }) => context.user === null,
    cartEmpty: (_, params: { data: CheckoutData }) => !params.data.cart?.itemCount,
    alreadyOrdered: (_, params: { data: CheckoutData }) =>
      !params.data.cart?.itemCount && !!params.data.ordered,
    refreshed: (_, params: { refresh: CartRefresh; status: CartRefresh['status'] }) =>
      params.refresh.status === params.status,
    lostService: (_, params: { refresh: CartRefresh }) =>
      params.refresh.status === 'cart' && !params.refresh.cart.shippingService,
    // A coupon that stopped applying blocks the order (the store refuses it too).
    payable: ({ context }) => !context.cart?.couponIssue,
    resuming: ({ context }) => context.resume !== null,
    // A pending payment, and the cart already ordered: settled (to the order-complete page).
    pendingOrdered: ({ context }, params: { data: CheckoutData }) =>
      context.pending !== null && !!params.data.ordered,
    pendingToSettle: ({ context }, params: { data: CheckoutData }) =>
      pendingAfterLoad(context, params.data) !== null,
    settled: (_, params: { settlement: PaymentSettlement; status: PaymentSettlement['status'] }) =>
      params.settlement.status === params.status,
    orderKnown: ({ context }) => context.order !== null,
    orderedElsewhere: (_, params: { settlement: PaymentSettlement }) =>
      params.settlement.status === 'ordered' && !!params.settlement.elsewhere,
    // The submission found the cart ordered by another tab: say so, with that order.
    lostToOrder: (_, params: { result: SubmitResult }) =>
      !params.result.ok && !!params.result.ordered,
    addressesValid: ({ context }) => addressesValid(context),
    hasService: ({ context }) => !!context.cart?.shippingService,
    offered: ({ context }, params: { method: PaymentMethodId }) =>
      offeredMethods(context).includes(params.method),
    // Review needs everything before it (a resumed, failed redirect lands on the method choice).
    readyForReview: ({ context }) =>
      choiceComplete(context) && !!context.cart?.shippingService && addressesValid(context),
    interrupted: ({ context }) => context.interrupted && restorableTo(context, 'payment'),
    expressReady: ({ context }) => expressReady(context),
    // The known addresses were saved with the service on the cart: on to the review.
    expressSaved: ({ context }, params: { result: CartResult }) =>
      context.express && params.result.ok && !!params.result.cart.shippingService,
    restorable: ({ context }, params: { step: PersistedStep }) =>
      restorableTo(context, params.step),
    editing: ({ event }, params: { step: CheckoutStep }) =>
      event.type === 'EDIT' && event.step === params.step,
    chose: ({ context }, params: { method: PaymentMethodId }) =>
      context.choice?.method === params.method,
    paid: ({ event }) => (event as { output?: PaymentOutput }).output?.status === 'paid',
    ok: (_, params: { result: CartResult | SubmitResult }) => params.result.ok,
    savedWithService: (_, params: { result: CartResult }) =>
      params.result.ok && !!params.result.cart.shippingService,
    billingProblem: (_, params: { result: SubmitResult }) =>
      !params.result.ok && params.result.problem.field.startsWith('billing'),
  },
});
