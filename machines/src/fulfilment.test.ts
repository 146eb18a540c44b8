import { describe, expect, it, vi } from 'vitest';
import { createActor, transition } from 'xstate';
import {
  fulfilmentMachine,
  fulfilmentSnapshot,
  type FulfilmentEvent,
  type FulfilmentInput,
} from './fulfilment.ts';
import { ORDER_STATUSES, PRODUCTION_STATUSES } from './fulfilment/statuses.ts';

// The machine itself: what the server's pure `transition()` returns and what a running
// actor does (the named `notifySentOut` implementation is the app's, given with `provide`).

const NOTE = 'Papier falsch geschnitten';

/** Every event staff can cause, with and without a note. */
const everyEvent: FulfilmentEvent[] = [
  ...ORDER_STATUSES.map((to) => ({ type: 'SET_STATUS', to }) as const),
  ...PRODUCTION_STATUSES.flatMap((to) => [
    { type: 'SET_PRODUCTION', to } as const,
    { type: 'SET_PRODUCTION', to, note: NOTE } as const,
  ]),
  { type: 'PRODUCTION_FINISHED' },
];

function actorAt(stored: FulfilmentInput) {
  const notifySentOut = vi.fn();
  const actor = createActor(fulfilmentMachine.provide({ actions: { notifySentOut } }), {
    snapshot: fulfilmentSnapshot(stored),
  }).start();
  return { actor, notifySentOut };
}

describe('fulfilment machine', () => {
  it('starts with the order being delivered and production at order_received', () => {
    const snapshot = createActor(fulfilmentMachine).start().getSnapshot();
    expect(snapshot.value).toEqual({ order: 'delivery_pending', production: 'order_received' });
    expect(snapshot.hasTag('producing')).toBe(true);
  });

  it('reads stored statuses into a snapshot with the matching tags', () => {
    const held = fulfilmentSnapshot({ status: 'hold', production: 'in_qa' });
    expect(held.value).toEqual({ order: 'hold', production: 'in_qa' });
    expect([held.hasTag('paused'), held.hasTag('producing'), held.hasTag('closed')]).toEqual([
      true,
      false,
      false,
    ]);
    expect(fulfilmentSnapshot({ status: 'canceled', production: 'in_qa' }).hasTag('closed')).toBe(
      true,
    );
    const done = fulfilmentSnapshot({ status: 'complete', production: 'sent_out' });
    expect(done.hasTag('closed')).toBe(true);
    expect(done.status).toBe('done');
  });

  it('moves production one step forward while delivering, without actions', () => {
    const before = fulfilmentSnapshot({ status: 'delivery_pending', production: 'in_production' });
    const [after, actions] = transition(fulfilmentMachine, before, {
      type: 'SET_PRODUCTION',
      to: 'in_qa',
    });
    expect(after.value).toEqual({ order: 'delivery_pending', production: 'in_qa' });
    expect(actions.map((action) => action.type)).not.toContain('notifySentOut');
  });

  it('ignores a step skipped, and a step back whose note is missing or blank', () => {
    const before = fulfilmentSnapshot({
      status: 'delivery_pending',
      production: 'material_ordered',
    });
    for (const event of [
      { type: 'SET_PRODUCTION', to: 'in_production' },
      { type: 'SET_PRODUCTION', to: 'order_received' },
      { type: 'SET_PRODUCTION', to: 'order_received', note: '' },
      { type: 'SET_PRODUCTION', to: 'order_received', note: '  \n ' },
    ] as const) {
      expect(before.can(event)).toBe(false);
      expect(transition(fulfilmentMachine, before, event)[0].value).toEqual(before.value);
    }
    const [back] = transition(fulfilmentMachine, before, {
      type: 'SET_PRODUCTION',
      to: 'order_received',
      note: ` ${NOTE} `,
    });
    expect(back.value).toEqual({ order: 'delivery_pending', production: 'order_received' });
  });

  it('entering sent_out completes the order and returns notifySentOut once', () => {
    const before = fulfilmentSnapshot({ status: 'delivery_pending', production: 'in_qa' });
    const [after, actions] = transition(fulfilmentMachine, before, {
      type: 'SET_PRODUCTION',
      to: 'sent_out',
    });
    expect(after.value).toEqual({ order: 'complete', production: 'sent_out' });
    expect(after.status).toBe('done');
    expect(actions.filter((action) => action.type === 'notifySentOut')).toHaveLength(1);
  });

  it('sends a parcel out only with its tracking number (issue 40)', () => {
    const before = fulfilmentSnapshot({ status: 'delivery_pending', production: 'in_qa' });
    const send = (event: Partial<Extract<FulfilmentEvent, { type: 'SET_PRODUCTION' }>>) =>
      transition(fulfilmentMachine, before, { type: 'SET_PRODUCTION', to: 'sent_out', ...event });
    const [without, none] = send({ parcel: true });
    expect(without.value).toEqual({ order: 'delivery_pending', production: 'in_qa' });
    expect(none).toHaveLength(0);
    expect(send({ parcel: true, tracking: true })[0].value).toEqual({
      order: 'complete',
      production: 'sent_out',
    });
    // Single letters to the recipients have no parcel number.
    expect(send({ parcel: false })[0].value.production).toBe('sent_out');
    // The other steps do not ask for it.
    const [qa] = transition(
      fulfilmentMachine,
      fulfilmentSnapshot({ status: 'delivery_pending', production: 'in_production' }),
      { type: 'SET_PRODUCTION', to: 'in_qa', parcel: true },
    );
    expect(qa.value.production).toBe('in_qa');
  });

  it('a running actor calls the notifySentOut implementation exactly once', () => {
    const { actor, notifySentOut } = actorAt({
      status: 'delivery_pending',
      production: 'in_production',
    });
    actor.send({ type: 'SET_PRODUCTION', to: 'in_qa' });
    expect(notifySentOut).not.toHaveBeenCalled();
    actor.send({ type: 'SET_PRODUCTION', to: 'sent_out' });
    expect(actor.getSnapshot().value).toEqual({ order: 'complete', production: 'sent_out' });
    expect(notifySentOut).toHaveBeenCalledTimes(1);
    for (const event of everyEvent) actor.send(event);
    expect(notifySentOut).toHaveBeenCalledTimes(1);
  });

  it('a PRODUCTION_FINISHED from outside does not complete an order that is not sent out', () => {
    const { actor, notifySentOut } = actorAt({ status: 'delivery_pending', production: 'in_qa' });
    expect(actor.getSnapshot().can({ type: 'PRODUCTION_FINISHED' })).toBe(false);
    actor.send({ type: 'PRODUCTION_FINISHED' });
    expect(actor.getSnapshot().value).toEqual({ order: 'delivery_pending', production: 'in_qa' });
    expect(notifySentOut).not.toHaveBeenCalled();
  });

  it('hold pauses production; resuming continues at the same step', () => {
    const { actor, notifySentOut } = actorAt({ status: 'delivery_pending', production: 'in_qa' });
    actor.send({ type: 'SET_STATUS', to: 'hold' });
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);
    actor.send({ type: 'SET_PRODUCTION', to: 'sent_out' });
    actor.send({ type: 'SET_PRODUCTION', to: 'order_received', note: NOTE });
    expect(actor.getSnapshot().value).toEqual({ order: 'hold', production: 'in_qa' });
    expect(notifySentOut).not.toHaveBeenCalled();

    actor.send({ type: 'SET_STATUS', to: 'delivery_pending' });
    expect(actor.getSnapshot().value).toEqual({ order: 'delivery_pending', production: 'in_qa' });
    actor.send({ type: 'SET_PRODUCTION', to: 'sent_out' });
    expect(actor.getSnapshot().value).toEqual({ order: 'complete', production: 'sent_out' });
    expect(notifySentOut).toHaveBeenCalledTimes(1);
  });

  it('canceled blocks everything', () => {
    const { actor, notifySentOut } = actorAt({ status: 'delivery_pending', production: 'in_qa' });
    actor.send({ type: 'SET_STATUS', to: 'canceled' });
    const canceled = actor.getSnapshot();
    expect(canceled.hasTag('closed')).toBe(true);
    for (const event of everyEvent) {
      expect(canceled.can(event)).toBe(false);
      actor.send(event);
    }
    expect(actor.getSnapshot().value).toEqual({ order: 'canceled', production: 'in_qa' });
    expect(notifySentOut).not.toHaveBeenCalled();
  });

  it('production does not start before the order is being delivered', () => {
    for (const status of ['draft', 'pending', 'payment_pending'] as const) {
      const before = fulfilmentSnapshot({ status, production: 'order_received' });
      expect(before.can({ type: 'SET_PRODUCTION', to: 'material_ordered', note: NOTE })).toBe(
        false,
      );
    }
    const { actor } = actorAt({ status: 'payment_pending', production: 'order_received' });
    actor.send({ type: 'SET_STATUS', to: 'delivery_pending' });
    actor.send({ type: 'SET_PRODUCTION', to: 'material_ordered' });
    expect(actor.getSnapshot().value).toEqual({
      order: 'delivery_pending',
      production: 'material_ordered',
    });
  });
});
