import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { cardPaymentMachine } from './card.ts';
import {
  amazonPaymentMachine,
  bancontactPaymentMachine,
  idealPaymentMachine,
  klarnaPaymentMachine,
  paypalPaymentMachine,
  paysafecardPaymentMachine,
} from './redirectMethods.ts';
import { savedCardPaymentMachine } from './savedCard.ts';
import { baseInput, withAnswers } from './testing.ts';
import type { PaymentInput } from './types.ts';
import { applePayPaymentMachine, googlePayPaymentMachine } from './walletPayment.ts';

// Model-based: every state reachable with the events (the answers of the app's actors
// included) is reached by a shortest path, which is replayed on a real actor whose actors
// never answer by themselves. Each machine must reach both final states, `paid` and `failed`,
// and a final state's output agrees with it. `getShortestPaths`, not `createTestModel`,
// which refuses machines that invoke actors.

const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string) => ({
  type: `xstate.error.actor.${id}`,
  error: { code: 'card_declined' },
});
const intent = (status: string) => ({ id: 'pi_1', status, redirectUrl: '/vault/sandbox/pi_1' });

function check(name: string, machine: AnyStateMachine, inputs: PaymentInput[], events: object[]) {
  describe(`${name} (model-based)`, () => {
    const all = inputs.flatMap((input) =>
      getShortestPaths(machine, { events: events as EventObject[], input } as never).map(
        (path) => ({ input, path }),
      ),
    );
    it('reaches both final states', () => {
      const finals = new Set(
        all
          .map(({ path }) => path.state.value)
          .filter((value) => value === 'paid' || value === 'failed'),
      );
      expect(finals).toEqual(new Set(['paid', 'failed']));
    });
    it(`replays ${all.length} shortest paths`, () => {
      for (const { input, path } of all) {
        const actor = createActor(withAnswers(machine).machine, { input }).start();
        for (const step of path.steps) {
          if (step.event.type !== 'xstate.init') actor.send(step.event as never);
          const snapshot = actor.getSnapshot();
          expect(snapshot.value).toEqual(step.state.value);
          // (The graph's own snapshot of a final state may carry a later event's status.)
          if (snapshot.status === 'done')
            expect(snapshot.output.status).toBe(snapshot.value === 'paid' ? 'paid' : 'failed');
        }
        if (['paid', 'failed'].includes(actor.getSnapshot().value as string))
          expect(actor.getSnapshot().status).toBe('done');
      }
    });
  });
}

const redirectBack = [
  {
    type: 'REDIRECT_RETURNED',
    back: {
      gateway: 'stripe',
      redirectStatus: 'succeeded',
      paymentIntent: 'pi_1',
      authorizationToken: 'k',
      token: 'o',
      amazonCheckoutSessionId: 'a',
    },
  },
  { type: 'REDIRECT_RETURNED', back: { gateway: 'stripe', redirectStatus: 'canceled' } },
  { type: 'CANCEL' },
];

check(
  'card',
  cardPaymentMachine,
  [baseInput(), baseInput({ amount: 0.2 }), baseInput({ choice: { method: 'card' } })],
  [
    done('tokenizeCard', { token: 'tok_1' }),
    error('tokenizeCard'),
    done('createIntent', intent('requires_capture')),
    done('createIntent', intent('requires_confirmation')),
    done('createIntent', intent('requires_action')),
    done('createIntent', intent('processing')),
    error('createIntent'),
    done('confirmIntent', intent('requires_capture')),
    done('confirmIntent', intent('processing')),
    done('fetchIntent', intent('requires_capture')),
    done('fetchIntent', intent('requires_payment_method')),
    done('applyPayment'),
    error('applyPayment'),
    ...redirectBack,
    { type: 'REDIRECT_RETURNED', back: { gateway: 'stripe', redirectStatus: 'succeeded' } },
  ],
);

check(
  'savedCard',
  savedCardPaymentMachine,
  [
    baseInput({ choice: { method: 'savedCard', accountCardId: 'c1' } }),
    baseInput({ choice: { method: 'savedCard', accountCardId: '' } }),
  ],
  [done('applyPayment'), error('applyPayment')],
);

const redirectEvents = [
  done('createIntent', intent('requires_action')),
  done('createIntent', { id: 'pi_2', status: 'requires_capture' }),
  error('createIntent'),
  done('applyPayment'),
  error('applyPayment'),
  ...redirectBack,
];
check(
  'paypal',
  paypalPaymentMachine,
  [
    baseInput({ choice: { method: 'paypal' } }),
    baseInput({ choice: { method: 'paypal' }, amount: 0 }),
  ],
  redirectEvents,
);
check(
  'klarna',
  klarnaPaymentMachine,
  [baseInput({ choice: { method: 'klarna' } })],
  redirectEvents,
);
check('ideal', idealPaymentMachine, [baseInput({ choice: { method: 'ideal' } })], redirectEvents);
check(
  'bancontact',
  bancontactPaymentMachine,
  [baseInput({ choice: { method: 'bancontact' } })],
  redirectEvents,
);
check(
  'amazon',
  amazonPaymentMachine,
  [
    baseInput({ choice: { method: 'amazon' }, settings: { merchant_id: 'M', public_key_id: 'K' } }),
    baseInput({ choice: { method: 'amazon' } }),
  ],
  redirectEvents,
);
check(
  'paysafecard',
  paysafecardPaymentMachine,
  [baseInput({ choice: { method: 'paysafecard' } })],
  [
    done('createIntent', intent('INITIATED')),
    done('fetchIntent', intent('AUTHORIZED')),
    done('fetchIntent', intent('CANCELED_CUSTOMER')),
    error('fetchIntent'),
    done('applyPayment'),
    { type: 'REDIRECT_RETURNED', back: { gateway: 'paysafecard', paymentId: 'psc_1' } },
    { type: 'REDIRECT_RETURNED', back: { gateway: 'paysafecard' } },
  ],
);

const walletEvents = [
  done('checkDevice', true),
  done('checkDevice', false),
  error('checkDevice'),
  done('verifyDomain', { verified: true, host: 'shop.de' }),
  done('verifyDomain', { verified: false, host: 'shop.de' }),
  { type: 'SHIPPING_ADDRESS_CHANGED', address: { zip: '10115' } },
  done('updateShippingAddress', 'invalid_shipping_address'),
  { type: 'SHIPPING_OPTION_CHANGED', service: 'to_customer' },
  done('updateShippingOption', 'fail'),
  { type: 'AUTHORIZED', payment: { token: 'w', email: 'a@b.de', billing: {}, shipping: {} } },
  done('applyWalletPayment'),
  error('applyWalletPayment'),
  { type: 'CANCEL' },
];
check(
  'googlePay',
  googlePayPaymentMachine,
  [
    baseInput({ choice: { method: 'googlePay' }, settings: { merchant_id: 'G' } }),
    baseInput({ choice: { method: 'googlePay' } }),
  ],
  walletEvents,
);
check(
  'applePay',
  applePayPaymentMachine,
  [baseInput({ choice: { method: 'applePay' } })],
  walletEvents,
);
