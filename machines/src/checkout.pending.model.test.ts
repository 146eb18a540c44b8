import { describe, expect, it } from 'vitest';
import { type EventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { checkoutMachine } from './checkout.ts';
import { paymentError } from './checkout/errors.ts';
import {
  pendingPayment,
  persistedCheckout,
  readPersistedCheckout,
  withPendingPayment,
  type PersistedCheckout,
} from './checkout/persistence.ts';
import { ada, cart, checkoutRig, loaded, settle } from './checkout/testing/fixtures.ts';
import type { CheckoutInput, PaymentSettlement } from './checkout/types.ts';

// Issue #33, model-based over reload points: a payment comes back approved (the page starts
// with `resume`); before the answer leaves the address bar the app keeps it as the pending
// payment (`withPendingPayment`). At every state of every shortest path from there the tab
// is reloaded (or a second tab opened) — with the state kept as the app keeps it (JSON, the
// last non-null `persistedCheckout`) — and the server answers how the payment stands. Each
// reload must end on the one order, continue that same payment, or say what happened;
// never back in the checkout as if nothing had been paid.

type Snapshot = SnapshotFrom<typeof checkoutMachine>;
const ORDER = { id: 'o1', number: 'FK-1' };
const RELEASED = 'Die Freigabe ist abgelaufen und wurde aufgehoben – es wurde nichts berechnet.';
const back = { gateway: 'paypal', redirectStatus: 'succeeded', token: 'pi_1', payerId: 'P' };
const storeCart = { ...cart, shippingService: 'to_customer' };
const input: CheckoutInput = {
  user: ada,
  returnUrl: '/checkout',
  resume: { method: 'paypal', back },
};

const events = [
  { type: 'xstate.done.actor.loadCheckout', output: { ...loaded, cart: storeCart } },
  { type: 'xstate.done.actor.loadCheckout', output: { ...loaded, cart: null, ordered: ORDER } },
  { type: 'xstate.done.actor.payment', output: { status: 'paid', method: 'paypal' } },
  {
    type: 'xstate.done.actor.payment',
    output: { status: 'failed', error: paymentError('payment_canceled') },
  },
  { type: 'xstate.done.actor.submitOrder', output: { ok: true, order: ORDER } },
  {
    type: 'xstate.done.actor.submitOrder',
    output: {
      ok: false,
      problem: { field: 'billing', code: 'approval_released', message: RELEASED },
    },
  },
  { type: 'xstate.error.actor.submitOrder', error: 'offline' },
  {
    type: 'xstate.done.actor.submitOrder',
    output: {
      ok: false,
      problem: { field: 'items', code: 'REQUIRED', message: 'Leer.' },
      ordered: ORDER,
    },
  },
] as unknown as EventObject[];

const answers: PaymentSettlement[] = [
  { status: 'ordered', order: ORDER },
  // Another tab's order won; this approval was released.
  { status: 'ordered', order: ORDER, elsewhere: true },
  { status: 'approved', method: 'paypal', intentId: 'pi_1' },
  { status: 'released', message: RELEASED },
  { status: 'none' },
];

async function reload(kept: PersistedCheckout | null, settlement: PaymentSettlement) {
  // As sessionStorage has it: JSON, read back field by field.
  const restore = kept ? readPersistedCheckout(JSON.parse(JSON.stringify(kept))) : null;
  const rig = checkoutRig(
    { user: ada, returnUrl: '/checkout', restore },
    {
      loadCheckout: () =>
        settlement.status === 'ordered'
          ? { ...loaded, cart: null, ordered: ORDER }
          : { ...loaded, cart: storeCart },
      settlePayment: () => settlement,
      refreshCart: () => ({ status: 'cart', cart: storeCart }),
    },
  );
  await settle();
  return rig;
}

describe('checkout (model-based): reload between approval and order', () => {
  const paths = getShortestPaths(checkoutMachine, {
    events,
    input,
    serializeState: ((s: Snapshot) =>
      JSON.stringify([s.value, s.context.pending !== null, s.context.order !== null])) as never,
  } as never);

  it(`settles the payment at every reload point (${paths.length} paths)`, async () => {
    let pendingReloads = 0;
    for (const path of paths) {
      const { actor } = checkoutRig(input);
      // The route keeps the payment before it removes the answer from the address bar.
      let kept: PersistedCheckout | null = withPendingPayment(
        null,
        pendingPayment('paypal', back, null),
      );
      for (const step of path.steps) {
        if ((step.event as EventObject).type !== 'xstate.init') actor.send(step.event as never);
        kept = persistedCheckout(actor.getSnapshot()) ?? kept;
      }
      const original = actor.getSnapshot();
      // The order page forgets the kept state; nothing to reload into.
      if (original.hasTag('complete')) continue;
      const label = JSON.stringify(original.value);
      const pending = kept?.pending ?? null;

      for (const settlement of answers) {
        const { actor: after, calls } = await reload(kept, settlement);
        const snapshot = after.getSnapshot();
        if (!pending) {
          // Settled before the reload (refused, failed): nothing is asked, nothing resumed.
          expect(calls.settlePayment, label).toBeUndefined();
          expect(snapshot.hasTag('paying'), label).toBe(false);
          continue;
        }
        pendingReloads++;
        expect(calls.settlePayment?.[0], label).toMatchObject({
          pending: { method: 'paypal', intentId: 'pi_1' },
        });
        if (settlement.status === 'ordered' && settlement.elsewhere) {
          // „Diese Bestellung wurde bereits aufgegeben“ with that order, at once.
          expect(snapshot.hasTag('ordered'), label).toBe(true);
          expect(snapshot.context.order, label).toEqual(ORDER);
        } else if (settlement.status === 'ordered') {
          // The one order, on the order-complete page.
          expect(snapshot.hasTag('complete'), label).toBe(true);
          expect(snapshot.output, label).toEqual(ORDER);
        } else if (settlement.status === 'approved') {
          // The same approval continues (its own answer), then the order is placed once.
          expect(snapshot.hasTag('paying'), label).toBe(true);
          expect(snapshot.context.resume?.back, label).toEqual(back);
          after.send({
            type: 'xstate.done.actor.payment',
            output: { status: 'paid', method: 'paypal' },
          } as never);
          after.send({
            type: 'xstate.done.actor.submitOrder',
            output: { ok: true, order: ORDER },
          } as never);
          expect(after.getSnapshot().output, label).toEqual(ORDER);
        } else if (settlement.status === 'released') {
          // Said in German, on the method choice; nothing kept to settle again.
          expect(snapshot.hasTag('payment'), label).toBe(true);
          expect(snapshot.context.paymentError, label).toMatchObject({
            code: 'approval_released',
            de: RELEASED,
          });
          expect(persistedCheckout(snapshot)?.pending ?? null, label).toBeNull();
        } else {
          expect(snapshot.hasTag('paying') || snapshot.hasTag('settling'), label).toBe(false);
          expect(snapshot.context.pending, label).toBeNull();
        }
      }
    }
    expect(pendingReloads).toBeGreaterThanOrEqual(5 * 3);
  });

  it('a submission that lost to another tab says so at once, with that order', async () => {
    const { actor } = checkoutRig(input, {
      loadCheckout: () => ({ ...loaded, cart: storeCart }),
      submitOrder: () => ({
        ok: false,
        problem: { field: 'items', code: 'REQUIRED', message: 'Dein Warenkorb ist leer.' },
        ordered: ORDER,
      }),
    });
    await settle();
    actor.send({
      type: 'xstate.done.actor.payment',
      output: { status: 'paid', method: 'paypal' },
    } as never);
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('ordered')).toBe(true);
    expect(snapshot.context.order).toEqual(ORDER);
    expect(snapshot.context.problem).toBeNull();
  });

  it('a second tab without a kept payment settles the approval the server knows', async () => {
    const { actor, calls } = checkoutRig(
      { user: ada, returnUrl: '/checkout' },
      {
        loadCheckout: () => ({
          ...loaded,
          cart: storeCart,
          approval: { method: 'klarna', intentId: 'pi_7' },
        }),
        settlePayment: () => ({ status: 'approved', method: 'klarna', intentId: 'pi_7' }),
      },
    );
    await settle();
    expect(calls.settlePayment?.[0]).toMatchObject({
      pending: { method: 'klarna', intentId: 'pi_7' },
    });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('paying')).toBe(true);
    expect(snapshot.context.resume).toMatchObject({
      method: 'klarna',
      back: { redirectStatus: 'succeeded', paymentIntent: 'pi_7', authorizationToken: 'pi_7' },
    });
  });
});
