import { describe, expect, it } from 'vitest';
import { type EventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { checkoutMachine } from './checkout.ts';
import { addressesValid } from './checkout/context.ts';
import { paymentError } from './checkout/errors.ts';
import {
  pendingPayment,
  persistedCheckout,
  withPendingPayment,
  type PersistedCheckout,
} from './checkout/persistence.ts';
import { ada, address, cart, checkoutRig, loaded, settle } from './checkout/testing/fixtures.ts';
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
    c.email !== '',
    c.resume !== null,
    addressesValid(c),
    c.cart?.shippingService ?? null,
    c.choice?.method ?? null,
    c.billingSameAsDelivery,
    c.order !== null,
    c.express,
  ]);
}

// A returning customer (issue #27 item 3): known addresses, a service and a saved card.
const returning = {
  ...loaded,
  cart: { ...cart, shippingService: 'to_recipients' },
  delivery: address,
};

const refusal = (field: string) => ({ ok: false, problem: { field, code: 'X', message: 'Nein.' } });
const events = [
  { type: 'SIGNED_IN', user: ada },
  { type: 'xstate.done.actor.loadCheckout', output: loaded },
  { type: 'xstate.done.actor.loadCheckout', output: { ...loaded, cart: null } },
  { type: 'xstate.done.actor.loadCheckout', output: returning },
  { type: 'xstate.error.actor.loadCheckout', error: 'offline' },
  { type: 'RETRY' },
  { type: 'SET_EMAIL', email: 'gast@example.de' },
  { type: 'SET_DELIVERY_ADDRESS', changes: address },
  { type: 'SET_BILLING_SAME', same: false },
  { type: 'NEXT' },
  { type: 'BACK' },
  { type: 'EDIT', step: 'addresses' },
  { type: 'xstate.done.actor.saveAddresses', output: { ok: true, cart } },
  { type: 'xstate.done.actor.saveAddresses', output: refusal('shipping.zip') },
  // The configurator chose the service: the shipping step is skipped.
  {
    type: 'xstate.done.actor.saveAddresses',
    output: { ok: true, cart: { ...cart, shippingService: 'to_recipients' } },
  },
  { type: 'CHOOSE_SHIPPING', service: 'to_customer' },
  {
    type: 'xstate.done.actor.chooseShipping',
    output: { ok: true, cart: { ...cart, shippingService: 'to_customer' } },
  },
  { type: 'CHOOSE_METHOD', choice: { method: 'savedCard', accountCardId: 'card_1' } },
  {
    type: 'CHOOSE_METHOD',
    choice: {
      method: 'card',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
      saveCard: true,
    },
  },
  { type: 'APPLY_COUPON', code: 'WILLKOMMEN10' },
  { type: 'xstate.done.actor.applyCoupon', output: refusal('coupon_code') },
  {
    type: 'xstate.done.actor.refreshCart',
    output: { status: 'cart', cart: { ...cart, shippingService: 'to_customer' } },
  },
  {
    type: 'xstate.done.actor.refreshCart',
    output: { status: 'ordered', order: { id: 'o1', number: 'FK-1' } },
  },
  { type: 'REFRESH' },
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
  // Issue #33: the cart was ordered by another tab meanwhile.
  {
    type: 'xstate.done.actor.submitOrder',
    output: { ...refusal('items'), ordered: { id: 'o1', number: 'FK-1' } },
  },
  // Issue #33: how a pending payment stands (the server's answer).
  {
    type: 'xstate.done.actor.settlePayment',
    output: { status: 'ordered', order: { id: 'o1', number: 'FK-1' } },
  },
  {
    type: 'xstate.done.actor.settlePayment',
    output: { status: 'approved', method: 'paypal', intentId: 'pi_1' },
  },
  {
    type: 'xstate.done.actor.settlePayment',
    output: { status: 'released', message: 'Die Freigabe ist abgelaufen.' },
  },
  { type: 'xstate.done.actor.settlePayment', output: { status: 'none' } },
  { type: 'xstate.error.actor.settlePayment', error: 'offline' },
] as EventObject[];

const approvedBack = { gateway: 'paypal', redirectStatus: 'succeeded', token: 'pi_1' };

const inputs: CheckoutInput[] = [
  // A guest (no account: an e-mail address instead).
  { user: null, returnUrl: '/checkout' },
  { user: ada, returnUrl: '/checkout' },
  { user: ada, returnUrl: '/checkout', resume: { method: 'paypal', back: { gateway: 'paypal' } } },
  // A reload after the answer left the address bar: the pending payment was kept (issue #33).
  {
    user: ada,
    returnUrl: '/checkout',
    restore: withPendingPayment(null, pendingPayment('paypal', approvedBack, cart.id)),
  },
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
      'loading',
      'loadFailed',
      { details: { step: 'addresses', coupon: 'idle' } },
      { details: { step: 'savingAddresses', coupon: 'idle' } },
      { details: { step: 'shipping', coupon: 'applying' } },
      { details: { step: 'payment', coupon: 'idle' } },
      { details: { step: { review: 'refreshing' }, coupon: 'idle' } },
      { details: { step: { review: 'ready' }, coupon: 'idle' } },
      'ordered',
      'settling',
      { paying: 'savedCard' },
      { paying: 'paypal' },
      'submitting',
      'complete',
      'empty',
    ])
      expect(reached).toContain(JSON.stringify(value));
    // A returning customer reaches the review without a single NEXT (issue #27 item 3).
    expect(
      all.some(
        ({ path }) =>
          path.state.hasTag('review') &&
          path.state.context.user !== null &&
          !path.steps.some((step) => (step.event as EventObject).type === 'NEXT'),
      ),
    ).toBe(true);
    // A guest pays too (with an e-mail address, no account).
    const guest = all.filter(({ input }) => input.user === null);
    expect(
      guest.some(({ path }) => path.state.value === 'complete' && path.state.context.user === null),
    ).toBe(true);
  });

  it(`replays ${all.length} shortest paths`, { timeout: 60_000 }, () => {
    // (The returning customer of issue #27 adds a third of the paths.)
    expect(all.length).toBeLessThan(1500);
    for (const { input, path } of all) {
      const { actor } = checkoutRig(input);
      for (const step of path.steps) {
        if ((step.event as EventObject).type !== 'xstate.init') actor.send(step.event as never);
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(step.state.value);
        // Paying and submitting only ever happen signed in or with a guest's e-mail, with an
        // offered method chosen.
        if (snapshot.hasTag('paying') || snapshot.hasTag('submitting')) {
          expect(snapshot.context.user !== null || snapshot.context.email !== '').toBe(true);
        }
        if (snapshot.hasTag('paying') || snapshot.hasTag('submitting')) {
          expect(snapshot.context.choice).not.toBeNull();
          expect(snapshot.can({ type: 'PAY' })).toBe(false);
        }
        // (A resumed payment comes back to review with whatever cart the store has.)
        if (snapshot.hasTag('review') && !input.resume && !input.restore)
          expect(snapshot.context.cart?.shippingService).toBeTruthy();
        if (snapshot.status === 'done')
          expect(snapshot.output).toEqual(
            snapshot.hasTag('complete') || snapshot.hasTag('ordered')
              ? { id: 'o1', number: 'FK-1' }
              : null,
          );
      }
    }
  });
});

// Reload (issue #19): at every state of every path the app keeps what `persistedCheckout`
// answers (the last non-null value, as CheckoutProvider does), serialized as JSON like
// sessionStorage. A checkout started with that value and a store that has the same cart
// (and no addresses of its own: they come back from the tab) opens the same step.
const STEP_TAGS = ['addresses', 'shipping', 'payment', 'review'] as const;
type StepTag = (typeof STEP_TAGS)[number];

function stepTag(snapshot: Snapshot): StepTag | null {
  return [...STEP_TAGS].reverse().find((tag) => snapshot.hasTag(tag)) ?? null;
}

/** Where a reload must land: the same step; a card (its data is never kept) is typed again. */
function expectedAfterReload(snapshot: Snapshot, kept: PersistedCheckout | null): StepTag | null {
  const step = stepTag(snapshot) ?? kept?.step ?? null;
  if (!step) return null;
  // (Only a resumed payment gets past a step whose data is missing: a reload then stops there.)
  const at = STEP_TAGS.indexOf(step);
  if (at > 0 && !addressesValid(snapshot.context)) return 'addresses';
  if (at > 1 && !snapshot.context.cart?.shippingService) return 'shipping';
  if (step === 'review' && (kept?.choice?.method === 'card' || !kept)) return 'payment';
  return step;
}

async function reloaded(original: Snapshot, kept: PersistedCheckout | null, interrupted: boolean) {
  const stored = kept ? (JSON.parse(JSON.stringify(kept)) as PersistedCheckout) : null;
  const { actor } = checkoutRig(
    { user: original.context.user, returnUrl: '/checkout', restore: stored, interrupted },
    {
      loadCheckout: () => ({ ...loaded, cart: original.context.cart ?? loaded.cart }),
      refreshCart: ({ cart: current }: { cart: typeof cart }) => ({
        status: 'cart',
        cart: current,
      }),
      saveAddresses: () => new Promise(() => {}),
      // Nothing left to settle on the server (the reload points of issue #33 are below).
      settlePayment: () => ({ status: 'none' }),
    },
  );
  await settle();
  return actor.getSnapshot();
}

describe('checkout (model-based): reload from every state', () => {
  const all = inputs.flatMap((input) =>
    getShortestPaths(checkoutMachine, {
      events,
      input,
      serializeState: serializeState as never,
    } as never).map((path) => ({ input, path })),
  );

  it(
    `restores the step, addresses, billing tick and method after a reload (${all.length} paths)`,
    { timeout: 60_000 },
    async () => {
      let compared = 0;
      let backs = 0;
      for (const { input, path } of all) {
        const { actor } = checkoutRig(input);
        let kept: PersistedCheckout | null = null;
        for (const step of path.steps)
          if ((step.event as EventObject).type !== 'xstate.init') {
            actor.send(step.event as never);
            kept = persistedCheckout(actor.getSnapshot()) ?? kept;
          }
        const original = actor.getSnapshot();
        if (original.status === 'done') {
          // The app forgets the kept state once the order is placed or the cart is gone.
          expect(persistedCheckout(original)).toBeNull();
          continue;
        }
        // Card data is never kept.
        expect(JSON.stringify(kept ?? {})).not.toContain('4242424242424242');
        const expected = expectedAfterReload(original, kept);
        const after = await reloaded(original, kept, false);
        const label = `${JSON.stringify(original.value)} after ${path.steps.length} steps`;
        expect(stepTag(after), label).toBe(expected ?? 'addresses');
        if (kept) {
          expect(after.context.delivery, label).toEqual(kept.delivery);
          expect(after.context.email, label).toBe(after.context.user ? '' : kept.email);
          expect(after.context.billingSameAsDelivery, label).toBe(kept.billingSameAsDelivery);
          if (expected === 'review' || expected === 'payment')
            expect(after.context.choice?.method ?? null, label).toBe(kept.choice?.method ?? null);
        }
        // Pay only ever after a complete choice; a card always needs its data typed again.
        if (after.can({ type: 'PAY' })) expect(after.context.choice?.method).not.toBe('card');
        compared++;

        // Back from an approval page while paying: the payment step, with the notice.
        if (original.hasTag('paying') && kept && kept.step === 'review') {
          const back = await reloaded(original, kept, true);
          const landing = expected === 'review' ? 'payment' : expected;
          expect(stepTag(back), label).toBe(landing);
          if (landing === 'payment')
            expect(back.context.paymentError?.code).toBe('confirmation_canceled');
          backs++;
        }
      }
      expect(compared).toBeGreaterThan(20);
      expect(backs).toBeGreaterThan(1);
    },
  );
});
