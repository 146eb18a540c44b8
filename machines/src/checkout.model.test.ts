import { describe, expect, it } from 'vitest';
import { type EventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { checkoutMachine } from './checkout.ts';
import { addressesValid } from './checkout/context.ts';
import { paymentError } from './checkout/errors.ts';
import { ada, address, cart, checkoutRig, loaded } from './checkout/testing/fixtures.ts';
import type { CheckoutInput } from './checkout/types.ts';

// Model-based: every state reachable with these events (the app's answers included) is
// reached by a shortest path and replayed on a real actor whose requests never answer by
// themselves. The state is serialized as its value plus what decides the future, so the
// path count stays small. Both final states (`complete`, `empty`) are reached.

type Snapshot = SnapshotFrom<typeof checkoutMachine>;

function serializeState(snapshot: Snapshot): string {
  const c = snapshot.context;
  return JSON.stringify([
    snapshot.value,
    c.user !== null,
    c.resume !== null,
    addressesValid(c),
    c.cart?.shippingService ?? null,
    c.choice?.method ?? null,
    c.order !== null,
  ]);
}

const refusal = (field: string) => ({ ok: false, problem: { field, code: 'X', message: 'Nein.' } });
const events = [
  { type: 'SIGNED_IN', user: ada },
  { type: 'xstate.done.actor.loadCheckout', output: loaded },
  { type: 'xstate.done.actor.loadCheckout', output: { ...loaded, cart: null } },
  { type: 'xstate.error.actor.loadCheckout', error: 'offline' },
  { type: 'RETRY' },
  { type: 'SET_DELIVERY_ADDRESS', changes: address },
  { type: 'NEXT' },
  { type: 'BACK' },
  { type: 'EDIT', step: 'addresses' },
  { type: 'xstate.done.actor.saveAddresses', output: { ok: true, cart } },
  { type: 'xstate.done.actor.saveAddresses', output: refusal('shipping.zip') },
  { type: 'CHOOSE_SHIPPING', service: 'to_customer' },
  {
    type: 'xstate.done.actor.chooseShipping',
    output: { ok: true, cart: { ...cart, shippingService: 'to_customer' } },
  },
  { type: 'CHOOSE_METHOD', choice: { method: 'savedCard', accountCardId: 'card_1' } },
  { type: 'APPLY_COUPON', code: 'WILLKOMMEN10' },
  { type: 'xstate.done.actor.applyCoupon', output: refusal('coupon_code') },
  { type: 'PAY' },
  { type: 'xstate.done.actor.payment', output: { status: 'paid', method: 'savedCard' } },
  {
    type: 'xstate.done.actor.payment',
    output: { status: 'failed', error: paymentError('payment_canceled') },
  },
  {
    type: 'xstate.done.actor.submitOrder',
    output: { ok: true, order: { id: 'o1', number: 'FK-1' } },
  },
  { type: 'xstate.done.actor.submitOrder', output: refusal('billing') },
  { type: 'xstate.done.actor.submitOrder', output: refusal('coupon_code') },
] as EventObject[];

const inputs: CheckoutInput[] = [
  { user: null, returnUrl: '/checkout' },
  { user: ada, returnUrl: '/checkout' },
  { user: ada, returnUrl: '/checkout', resume: { method: 'paypal', back: { gateway: 'paypal' } } },
];

describe('checkout (model-based)', () => {
  const all = inputs.flatMap((input) =>
    getShortestPaths(checkoutMachine, {
      events,
      input,
      serializeState: serializeState as never,
    } as never).map((path) => ({ input, path })),
  );

  it('reaches every step, both final states and the resumed payment', () => {
    const reached = new Set(all.map(({ path }) => JSON.stringify(path.state.value)));
    for (const value of [
      'needsLogin',
      'loading',
      'loadFailed',
      { details: { step: 'addresses', coupon: 'idle' } },
      { details: { step: 'savingAddresses', coupon: 'idle' } },
      { details: { step: 'shipping', coupon: 'applying' } },
      { details: { step: 'payment', coupon: 'idle' } },
      { details: { step: 'review', coupon: 'idle' } },
      { paying: 'savedCard' },
      { paying: 'paypal' },
      'submitting',
      'complete',
      'empty',
    ])
      expect(reached).toContain(JSON.stringify(value));
  });

  it(`replays ${all.length} shortest paths`, () => {
    expect(all.length).toBeLessThan(400);
    for (const { input, path } of all) {
      const { actor } = checkoutRig(input);
      for (const step of path.steps) {
        if ((step.event as EventObject).type !== 'xstate.init') actor.send(step.event as never);
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(step.state.value);
        // Paying and submitting only ever happen signed in, with an offered method chosen.
        if (snapshot.hasTag('paying') || snapshot.hasTag('submitting')) {
          expect(snapshot.context.user).not.toBeNull();
          expect(snapshot.context.choice).not.toBeNull();
          expect(snapshot.can({ type: 'PAY' })).toBe(false);
        }
        // (A resumed payment comes back to review with whatever cart the store has.)
        if (snapshot.hasTag('review') && !input.resume)
          expect(snapshot.context.cart?.shippingService).toBeTruthy();
        if (snapshot.status === 'done')
          expect(snapshot.output).toEqual(
            snapshot.hasTag('complete') ? { id: 'o1', number: 'FK-1' } : null,
          );
      }
    }
  });
});
