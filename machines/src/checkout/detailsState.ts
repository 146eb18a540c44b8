// The checkout's steps (addresses → shipping → payment method → review) beside its coupon
// region; review reads the store cart again before PAY (issue #19).
import type { CheckoutAddress } from './address.ts';
import { billingAddress } from './context.ts';
import { checkoutSetup } from './checkoutSetup.ts';
import { couponRegion } from './paying.ts';
import { signedIn } from './resumeStates.ts';
import { cartAnswer, failedRequest } from './transitions.ts';
import type { CartResult, CheckoutContext, CheckoutEvent, CheckoutStep } from './types.ts';

const cartOf = (result: CartResult): Partial<CheckoutContext> =>
  result.ok ? { cart: result.cart, problem: null } : {};

/** `EDIT {step}` transitions back to any of the given earlier steps. */
const editTo = (...steps: CheckoutStep[]) =>
  steps.map((step) => ({ guard: { type: 'editing', params: { step } }, target: step }) as const);

export const detailsState = checkoutSetup.createStateConfig({
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
});
