import { assign, setup } from 'xstate';
import { paymentError } from '../checkout/errors.ts';
import {
  failOnError,
  failWith,
  failed,
  initialPaymentContext,
  notProvided,
  paid,
  type BillingUpdate,
  type PaymentContext,
  type PaymentInput,
  type PaymentOutput,
  type PaymentTag,
} from './types.ts';
import { lazyLogic } from './lazyLogic.ts';

const cardId = (c: PaymentContext) =>
  c.input.choice.method === 'savedCard' ? c.input.choice.accountCardId : '';

/** A card saved on the account (`cart.update({billing:{account_card_id}})`). */
export const savedCardPaymentMachine = lazyLogic(() =>
  setup({
    types: {
      context: {} as PaymentContext,
      input: {} as PaymentInput,
      tags: {} as PaymentTag,
      output: {} as PaymentOutput,
    },
    actors: { applyPayment: notProvided<null, BillingUpdate>('applyPayment') },
    actions: { update: assign((_, params: Partial<PaymentContext>) => params) },
    guards: { hasCard: ({ context }) => cardId(context) !== '' },
  }).createMachine({
    id: 'savedCardPayment',
    context: initialPaymentContext,
    initial: 'starting',
    output: ({ context }) => (context.error ? failed(context.error) : paid('savedCard')),
    states: {
      starting: {
        always: [{ guard: 'hasCard', target: 'applying' }, failWith(paymentError('card_missing'))],
      },
      applying: {
        tags: ['busy'],
        invoke: {
          id: 'applyPayment',
          src: 'applyPayment',
          input: ({ context }) => ({ method: 'card', accountCardId: cardId(context) }),
          onDone: 'paid',
          onError: failOnError,
        },
      },
      paid: { type: 'final' },
      failed: { type: 'final' },
    },
  }),
);
