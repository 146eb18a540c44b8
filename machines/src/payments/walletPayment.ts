import { assign, fromCallback, sendTo, setup } from 'xstate';
import { paymentError } from '../checkout/errors.ts';
import type { PaymentMethodId } from '../checkout/methods.ts';
import type {
  WalletAddressResult,
  WalletAddressUpdate,
  WalletAnswer,
  WalletCartUpdate,
  WalletEvent,
  WalletOptionResult,
} from './walletTypes.ts';
import {
  failOnError,
  failWith,
  failed,
  initialPaymentContext,
  notProvided,
  paid,
  type PaymentContext,
  type PaymentInput,
  type PaymentOutput,
  type PaymentTag,
} from './types.ts';
import { lazyLogic } from './lazyLogic.ts';

export interface WalletRules {
  id: string;
  method: PaymentMethodId;
  storeMethod: string;
  /** Google Pay needs a merchant id. */
  needsMerchantId: boolean;
  /** Apple Pay verifies the shop's domain and ends with a completion status. */
  apple: boolean;
}

/**
 * A wallet (spec §4/§5): the device must be capable (and, for Google Pay, a merchant id
 * set; for Apple Pay, the domain verified); the sheet then reports address and option
 * changes, answered with the cart's result, and finally the authorized payment, which goes
 * on the cart with billing, shipping and e-mail.
 */
export function walletPaymentMachine(rules: WalletRules) {
  const wallet = rules.method === 'googlePay' ? 'Google Pay' : 'Apple Pay';
  return setup({
    types: {
      context: {} as PaymentContext,
      input: {} as PaymentInput,
      events: {} as WalletEvent,
      tags: {} as PaymentTag,
      output: {} as PaymentOutput,
    },
    actors: {
      checkDevice: notProvided<boolean, { method: PaymentMethodId }>('checkDevice'),
      verifyDomain: notProvided<{ verified: boolean; host: string }, undefined>('verifyDomain'),
      /** Opens the sheet; sends WalletEvents back and receives WalletAnswers. */
      openWallet: fromCallback<WalletAnswer, PaymentInput>(() => {
        throw new Error('openWallet is supplied by the app');
      }),
      updateShippingAddress: notProvided<WalletAddressResult, WalletAddressUpdate>(
        'updateShippingAddress',
      ),
      updateShippingOption: notProvided<WalletOptionResult, { service: string }>(
        'updateShippingOption',
      ),
      applyWalletPayment: notProvided<null, WalletCartUpdate>('applyWalletPayment'),
    },
    actions: {
      update: assign((_, params: Partial<PaymentContext>) => params),
      answer: sendTo('wallet', (_, params: WalletAnswer) => params),
    },
    guards: {
      merchantMissing: ({ context }) =>
        rules.needsMerchantId && !context.input.settings.merchant_id,
      capable: (_, params: { capable: boolean }) => params.capable,
      capableApple: (_, params: { capable: boolean }) => params.capable && rules.apple,
      verified: (_, params: { verified: boolean }) => params.verified,
      isApple: () => rules.apple,
    },
  }).createMachine({
    id: rules.id,
    context: initialPaymentContext,
    initial: 'starting',
    output: ({ context }) => (context.error ? failed(context.error) : paid(rules.method)),
    states: {
      starting: {
        always: [
          { guard: 'merchantMissing', ...failWith(paymentError('google_merchant_missing')) },
          { target: 'checkingDevice' },
        ],
      },
      checkingDevice: {
        tags: ['busy'],
        invoke: {
          id: 'checkDevice',
          src: 'checkDevice',
          input: () => ({ method: rules.method }),
          onDone: [
            {
              guard: { type: 'capableApple', params: ({ event }) => ({ capable: event.output }) },
              target: 'verifyingDomain',
            },
            {
              guard: { type: 'capable', params: ({ event }) => ({ capable: event.output }) },
              target: 'sheet',
            },
            failWith(paymentError('device_not_capable', { wallet })),
          ],
          onError: failOnError,
        },
      },
      verifyingDomain: {
        tags: ['busy'],
        invoke: {
          id: 'verifyDomain',
          src: 'verifyDomain',
          onDone: [
            {
              guard: {
                type: 'verified',
                params: ({ event }) => ({ verified: event.output.verified }),
              },
              target: 'sheet',
            },
            {
              target: 'failed',
              actions: {
                type: 'update',
                params: ({ event }) => ({
                  error: paymentError('domain_not_verified', { host: event.output.host }),
                }),
              },
            },
          ],
          onError: failOnError,
        },
      },
      sheet: {
        // The customer is awaited only until „Bezahlen“: `applying` is the shop's work, under
        // the page's processing notice (issue #27 item 4).
        tags: ['wallet'],
        invoke: {
          id: 'wallet',
          src: 'openWallet',
          input: ({ context }) => context.input,
          onError: failOnError,
        },
        initial: 'open',
        states: {
          open: {
            tags: ['awaiting-customer'],
            on: {
              SHIPPING_ADDRESS_CHANGED: 'updatingAddress',
              SHIPPING_OPTION_CHANGED: 'updatingOption',
              AUTHORIZED: 'applying',
            },
          },
          updatingAddress: {
            tags: ['awaiting-customer'],
            invoke: {
              id: 'updateShippingAddress',
              src: 'updateShippingAddress',
              input: ({ event }) => ({
                shipping: {
                  ...(event as Extract<WalletEvent, { type: 'SHIPPING_ADDRESS_CHANGED' }>).address,
                  service: null,
                },
                shipment_rating: null,
              }),
              onDone: {
                target: 'open',
                actions: {
                  type: 'answer',
                  params: ({ event }) => ({
                    type: 'SHIPPING_ADDRESS_RESULT',
                    result: event.output,
                  }),
                },
              },
              onError: {
                target: 'open',
                actions: {
                  type: 'answer',
                  params: { type: 'SHIPPING_ADDRESS_RESULT', result: 'invalid_shipping_address' },
                },
              },
            },
          },
          updatingOption: {
            tags: ['awaiting-customer'],
            invoke: {
              id: 'updateShippingOption',
              src: 'updateShippingOption',
              input: ({ event }) => ({
                service: (event as Extract<WalletEvent, { type: 'SHIPPING_OPTION_CHANGED' }>)
                  .service,
              }),
              onDone: {
                target: 'open',
                actions: {
                  type: 'answer',
                  params: ({ event }) => ({ type: 'SHIPPING_OPTION_RESULT', result: event.output }),
                },
              },
              onError: {
                target: 'open',
                actions: {
                  type: 'answer',
                  params: { type: 'SHIPPING_OPTION_RESULT', result: 'fail' },
                },
              },
            },
          },
          applying: {
            tags: ['busy'],
            invoke: {
              id: 'applyWalletPayment',
              src: 'applyWalletPayment',
              input: ({ event }) => {
                const { payment } = event as Extract<WalletEvent, { type: 'AUTHORIZED' }>;
                return {
                  account: { email: payment.email },
                  billing: { ...payment.billing, method: rules.storeMethod, token: payment.token },
                  shipping: payment.shipping,
                };
              },
              onDone: [
                { guard: 'isApple', target: 'completing' },
                { target: '#' + rules.id + '.paid' },
              ],
              onError: [
                { ...failOnError, guard: 'isApple', target: 'completingFailure' },
                { ...failOnError, target: '#' + rules.id + '.failed' },
              ],
            },
          },
          // Apple Pay: the sheet learns the end (while it is still open) before it closes.
          completing: {
            entry: { type: 'answer', params: { type: 'COMPLETE', status: 'success' } },
            always: '#' + rules.id + '.paid',
          },
          completingFailure: {
            entry: { type: 'answer', params: { type: 'COMPLETE', status: 'failure' } },
            always: '#' + rules.id + '.failed',
          },
        },
        on: { CANCEL: failWith(paymentError('payment_canceled')) },
      },
      paid: { type: 'final' },
      failed: { type: 'final' },
    },
  });
}

/** Google Pay: needs a merchant id and a capable device. */
export const googlePayPaymentMachine = lazyLogic(() =>
  walletPaymentMachine({
    id: 'googlePayPayment',
    method: 'googlePay',
    storeMethod: 'google',
    needsMerchantId: true,
    apple: false,
  }),
);

/** Apple Pay: needs a capable device and a verified domain; ends with a completion status. */
export const applePayPaymentMachine = lazyLogic(() =>
  walletPaymentMachine({
    id: 'applePayPayment',
    method: 'applePay',
    storeMethod: 'apple',
    needsMerchantId: false,
    apple: true,
  }),
);
