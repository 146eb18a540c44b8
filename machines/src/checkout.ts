import { assign, fromPromise, setup } from 'xstate';
import type { CheckoutAddress } from './checkout/address.ts';
import {
  addressesValid,
  billingAddress,
  choiceComplete,
  expressReady,
  initialCheckoutContext,
  offeredMethods,
  restorableTo,
  resumedChoice,
  withLoaded,
} from './checkout/context.ts';
import { paymentError } from './checkout/errors.ts';
import type { PaymentMethodId } from './checkout/methods.ts';
import type { PendingPayment, PersistedStep } from './checkout/persistedTypes.ts';
import { approvedReturn } from './checkout/redirect.ts';
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
} from './checkout/types.ts';
import { cardPaymentMachine } from './payments/card.ts';
import {
  amazonPaymentMachine,
  bancontactPaymentMachine,
  idealPaymentMachine,
  klarnaPaymentMachine,
  paypalPaymentMachine,
  paysafecardPaymentMachine,
} from './payments/redirectMethods.ts';
import { savedCardPaymentMachine } from './payments/savedCard.ts';
import type { PaymentOutput } from './payments/types.ts';
import { couponRegion, payingStates } from './checkout/paying.ts';
import {
  cartAnswer,
  declined,
  failedRequest,
  orderOf,
  problemOf,
  unavailable,
} from './checkout/transitions.ts';
import { applePayPaymentMachine, googlePayPaymentMachine } from './payments/walletPayment.ts';

const notProvided = <Out, In>(name: string) =>
  fromPromise<Out, In>(async () => {
    throw new Error(`${name} is supplied by the app`);
  });

/** A guest signed in meanwhile: load again, with the account's addresses and cards. */
const signedIn = {
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

/**
 * The pending payment after loading: the tab's own (kept over a reload), else the approved
 * one the server knows for this cart (another tab, a restarted browser).
 */
function pendingAfterLoad(context: CheckoutContext, data: CheckoutData): PendingPayment | null {
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

type Settled<S extends PaymentSettlement['status']> = Extract<PaymentSettlement, { status: S }>;

const cartOf = (result: CartResult): Partial<CheckoutContext> =>
  result.ok ? { cart: result.cart, problem: null } : {};

/** `EDIT {step}` transitions back to any of the given earlier steps. */
const editTo = (...steps: CheckoutStep[]) =>
  steps.map((step) => ({ guard: { type: 'editing', params: { step } }, target: step }) as const);

/**
 * Checkout (issue 5, spec §4–§6; guests issue #19): load the cart → addresses (a guest also
 * gives an e-mail address) → shipping service (skipped when the cart has one) → payment
 * method (only offered ones) → review → pay (the method's machine) → submit once → complete. A coupon can be applied or removed while on the steps. A payment
 * failure returns to the method choice with its German message, the cart untouched. After a
 * redirect the page starts the machine with `resume` and the payment continues.
 */
export const checkoutMachine = setup({
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
}).createMachine({
  id: 'checkout',
  context: ({ input }) => initialCheckoutContext(input),
  initial: 'loading',
  output: ({ context }) => context.order,
  states: {
    loading: {
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
    },
    // Issue #33: a payment came back approved and the page was reloaded (or another tab, a
    // restarted browser) before its order: ask the server how it stands, then end on the
    // one order, continue the payment, or say that it was released.
    settling: {
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
    },
    // After a reload: back to the step the tab kept, as far as the store's cart still allows.
    restoring: {
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
    },
    loadFailed: { tags: ['load-failed'], on: { RETRY: 'loading', SIGNED_IN: signedIn } },
    details: {
      type: 'parallel',
      on: { SIGNED_IN: signedIn },
      states: {
        step: {
          initial: 'addresses',
          states: {
            addresses: {
              tags: ['addresses'],
              on: {
                SET_EMAIL: {
                  guard: 'guest',
                  actions: {
                    type: 'update',
                    params: ({ event }) => ({ email: event.email }),
                  },
                },
                SET_DELIVERY_ADDRESS: {
                  actions: {
                    type: 'update',
                    params: ({ context, event }) => ({
                      delivery: { ...context.delivery, ...event.changes },
                    }),
                  },
                },
                SET_BILLING_ADDRESS: {
                  actions: {
                    type: 'update',
                    params: ({ context, event }) => ({
                      billing: { ...context.billing, ...event.changes },
                    }),
                  },
                },
                SET_BILLING_SAME: {
                  actions: {
                    type: 'update',
                    params: ({ event }) => ({ billingSameAsDelivery: event.same }),
                  },
                },
                NEXT: { guard: 'addressesValid', target: 'savingAddresses' },
              },
            },
            savingAddresses: {
              tags: ['addresses', 'busy'],
              invoke: {
                id: 'saveAddresses',
                src: 'saveAddresses',
                input: ({ context }) => ({
                  delivery: context.delivery,
                  billing: billingAddress(context) as CheckoutAddress,
                  email: context.user ? null : context.email.trim(),
                }),
                // The service the configurator chose is not asked again (issue #19).
                onDone: [
                  {
                    guard: {
                      type: 'expressSaved',
                      params: ({ event }) => ({ result: event.output }),
                    },
                    target: 'review',
                    actions: { type: 'update', params: ({ event }) => cartOf(event.output) },
                  },
                  {
                    guard: {
                      type: 'savedWithService',
                      params: ({ event }) => ({ result: event.output }),
                    },
                    target: 'payment',
                    actions: { type: 'update', params: ({ event }) => cartOf(event.output) },
                  },
                  ...cartAnswer('shipping', 'addresses'),
                ],
                onError: failedRequest('addresses', 'shipping'),
              },
              // A refusal or a failure shows the address step as usual, and NEXT asks again.
              exit: { type: 'update', params: { express: false } },
            },
            shipping: {
              tags: ['shipping'],
              on: {
                CHOOSE_SHIPPING: 'savingShipping',
                NEXT: { guard: 'hasService', target: 'payment' },
                BACK: 'addresses',
                EDIT: editTo('addresses'),
              },
            },
            savingShipping: {
              tags: ['shipping', 'busy'],
              invoke: {
                id: 'chooseShipping',
                src: 'chooseShipping',
                input: ({ event }) => ({
                  service: (event as Extract<CheckoutEvent, { type: 'CHOOSE_SHIPPING' }>).service,
                }),
                onDone: cartAnswer('shipping', 'shipping'),
                onError: failedRequest('shipping', 'shipping.service'),
              },
            },
            payment: {
              tags: ['payment'],
              on: {
                CHOOSE_METHOD: {
                  guard: {
                    type: 'offered',
                    params: ({ event }) => ({ method: event.choice.method }),
                  },
                  actions: {
                    type: 'update',
                    params: ({ event }) => ({ choice: event.choice, paymentError: null }),
                  },
                },
                NEXT: { guard: 'readyForReview', target: 'review' },
                BACK: 'shipping',
                EDIT: editTo('addresses', 'shipping'),
              },
            },
            // The store cart is read again on entering and on REFRESH (the tab is back in
            // front): PAY only with the cart as it is now (issue #19).
            review: {
              tags: ['review'],
              initial: 'refreshing',
              states: {
                refreshing: {
                  tags: ['refreshing'],
                  invoke: {
                    id: 'refreshCart',
                    src: 'refreshCart',
                    input: ({ context }) => ({ cart: context.cart }),
                    onDone: [
                      {
                        guard: {
                          type: 'refreshed',
                          params: ({ event }) => ({ refresh: event.output, status: 'ordered' }),
                        },
                        target: '#checkout.ordered',
                        actions: {
                          type: 'update',
                          params: ({ event }) => ({
                            order: event.output.status === 'ordered' ? event.output.order : null,
                          }),
                        },
                      },
                      {
                        guard: {
                          type: 'refreshed',
                          params: ({ event }) => ({ refresh: event.output, status: 'empty' }),
                        },
                        target: '#checkout.empty',
                      },
                      {
                        guard: {
                          type: 'lostService',
                          params: ({ event }) => ({ refresh: event.output }),
                        },
                        target: '#checkout.details.step.shipping',
                        actions: {
                          type: 'update',
                          params: ({ event }) =>
                            event.output.status === 'cart' ? { cart: event.output.cart } : {},
                        },
                      },
                      {
                        target: 'ready',
                        actions: {
                          type: 'update',
                          params: ({ event }) =>
                            event.output.status === 'cart' ? { cart: event.output.cart } : {},
                        },
                      },
                    ],
                    // Unreachable store: the cart as last read (the store checks it at PAY).
                    onError: 'ready',
                  },
                },
                ready: {
                  on: {
                    PAY: {
                      guard: 'payable',
                      target: '#checkout.paying',
                      actions: { type: 'update', params: { problem: null } },
                    },
                    REFRESH: 'refreshing',
                  },
                },
              },
              on: {
                BACK: 'payment',
                EDIT: editTo('addresses', 'shipping', 'payment'),
              },
            },
          },
        },
        coupon: couponRegion,
      },
    },
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
