import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  fulfilmentMachine,
  fulfilmentSnapshot,
  type FulfilmentEvent,
  type FulfilmentInput,
  type FulfilmentValue,
} from './fulfilment.ts';
import {
  ORDER_STATUSES,
  PRODUCTION_STATUSES,
  type OrderStatus,
  type ProductionStatus,
} from './fulfilment/statuses.ts';

// Model-based: from the machine's initial state and from every consistent stored pair of
// statuses (read in with `fulfilmentSnapshot`, as the server does), every state reachable
// with every staff event — with a note, a blank note and none — is reached by a shortest
// path. Each path is replayed on a real actor, and the fulfilment rules are checked on
// every step: production moves only while the order is `delivery_pending` (one step forward
// or back with a note), `complete` ⇔ `sent_out`, `canceled` and `complete` are final, and
// the customer is told exactly once that the cards are sent out.

type Snapshot = SnapshotFrom<typeof fulfilmentMachine>;

const NOTE = 'Karte verschmiert, neu schreiben';
const events: FulfilmentEvent[] = [
  ...ORDER_STATUSES.map((to) => ({ type: 'SET_STATUS', to }) as const),
  ...PRODUCTION_STATUSES.flatMap((to) => [
    { type: 'SET_PRODUCTION', to } as const,
    { type: 'SET_PRODUCTION', to, note: NOTE } as const,
    { type: 'SET_PRODUCTION', to, note: ' \n\t ' } as const,
  ]),
  // Only ever raised by entering `sent_out`; sent by anyone else it must change nothing.
  { type: 'PRODUCTION_FINISHED' },
];

const BEFORE_DELIVERY: OrderStatus[] = ['draft', 'pending', 'payment_pending'];
const STEPS_BEFORE_SENT_OUT = PRODUCTION_STATUSES.filter((step) => step !== 'sent_out');
const key = (value: FulfilmentValue) => `${value.order}/${value.production}`;

/** Every stored pair the rules allow: `complete` exactly with `sent_out`. */
const starts: FulfilmentInput[] = [
  ...ORDER_STATUSES.filter((status) => status !== 'complete').flatMap((status) =>
    STEPS_BEFORE_SENT_OUT.map((production) => ({ status, production })),
  ),
  { status: 'complete', production: 'sent_out' },
];

/** Once the order is being delivered: any step, held or canceled on any step, or done. */
const DELIVERY_STATES = [
  ...(['delivery_pending', 'hold', 'canceled'] as const).flatMap((order) =>
    STEPS_BEFORE_SENT_OUT.map((production) => `${order}/${production}`),
  ),
  'complete/sent_out',
];

/** What the rules say is reachable from a start, written out independently of the machine. */
function expectedReachable({ status, production }: FulfilmentInput): string[] {
  if (status === 'canceled' || status === 'complete') return [`${status}/${production}`];
  if (status === 'delivery_pending' || status === 'hold') return DELIVERY_STATES;
  // Before delivery the production step stays; the order moves on (draft → pending →
  // payment_pending → delivery_pending, or straight to hold/canceled) but never back.
  const later = BEFORE_DELIVERY.slice(BEFORE_DELIVERY.indexOf(status));
  const reachableBefore = status === 'draft' ? later : later.filter((s) => s !== 'draft');
  return [...reachableBefore.map((s) => `${s}/${production}`), ...DELIVERY_STATES];
}

function explore(start: FulfilmentInput | null) {
  return getShortestPaths(fulfilmentMachine, {
    events,
    ...(start ? { fromState: fulfilmentSnapshot(start) } : {}),
  } as never) as unknown as {
    state: Snapshot;
    steps: { event: FulfilmentEvent | { type: 'xstate.init' }; state: Snapshot }[];
  }[];
}

const valueOf = (snapshot: Snapshot) => snapshot.value as FulfilmentValue;
const hasNote = (event: { note?: string }) => (event.note ?? '').trim() !== '';

/** Replays a path on a real actor and checks the rules on every step. */
function replay(start: FulfilmentInput | null, path: ReturnType<typeof explore>[number]) {
  let notified = 0;
  const machine = fulfilmentMachine.provide({ actions: { notifySentOut: () => void notified++ } });
  const actor = createActor(
    machine,
    start ? { snapshot: fulfilmentSnapshot(start) } : undefined,
  ).start();
  const initial = valueOf(actor.getSnapshot());
  for (const step of path.steps) {
    const before = actor.getSnapshot();
    const from = valueOf(before);
    if (step.event.type !== 'xstate.init') actor.send(step.event);
    const snapshot = actor.getSnapshot();
    const to = valueOf(snapshot);
    expect(snapshot.value).toEqual(step.state.value);

    // Production never changes while the order is not being delivered.
    if (from.order !== 'delivery_pending') expect(to.production).toBe(from.production);
    // A production change is the event's step: the next one, or an earlier one with a note.
    if (to.production !== from.production) {
      const event = step.event as Extract<FulfilmentEvent, { type: 'SET_PRODUCTION' }>;
      expect(event.type).toBe('SET_PRODUCTION');
      expect(to.production).toBe(event.to);
      const move =
        PRODUCTION_STATUSES.indexOf(to.production) - PRODUCTION_STATUSES.indexOf(from.production);
      if (move < 0) expect(hasNote(event)).toBe(true);
      else expect(move).toBe(1);
    }
    // Complete exactly when the cards are sent out; then the whole machine is done.
    expect(to.order === 'complete').toBe(to.production === 'sent_out');
    expect(snapshot.status === 'done').toBe(to.order === 'complete');
    // Canceled and complete are final: nothing moves them, and the machine offers nothing.
    if (from.order === 'canceled' || from.order === 'complete') expect(to).toEqual(from);
    if (to.order === 'canceled' || to.order === 'complete') {
      expect(snapshot.hasTag('closed')).toBe(true);
      for (const event of events) expect(snapshot.can(event)).toBe(false);
    }
    // Tags follow the order status.
    expect(snapshot.hasTag('producing')).toBe(to.order === 'delivery_pending');
    expect(snapshot.hasTag('paused')).toBe(to.order === 'hold');
    // The customer hears of the sending exactly once, and only if it happened on this path.
    expect(notified).toBe(
      to.production === 'sent_out' && initial.production !== 'sent_out' ? 1 : 0,
    );
  }
}

describe('fulfilment (model-based)', () => {
  it('the canceled and complete order states are final nodes', () => {
    expect(fulfilmentMachine.getStateNodeById('fulfilment.order.canceled').type).toBe('final');
    expect(fulfilmentMachine.getStateNodeById('fulfilment.order.complete').type).toBe('final');
  });

  it('from the initial state (delivery_pending, order_received) reaches every delivery state', () => {
    const paths = explore(null);
    expect(paths[0]?.steps[0]?.state.value).toEqual({
      order: 'delivery_pending',
      production: 'order_received',
    });
    const reached = paths.map((path) => key(valueOf(path.state))).sort();
    expect(reached).toEqual([...DELIVERY_STATES].sort());
    for (const path of paths) replay(null, path);
  });

  it.each(
    starts.map((start) => [key({ order: start.status, production: start.production }), start]),
  )('from %s reaches exactly what the rules allow, and every path keeps them', (_, start) => {
    const paths = explore(start);
    const reached = paths.map((path) => key(valueOf(path.state))).sort();
    expect(reached).toEqual([...expectedReachable(start)].sort());
    for (const path of paths) replay(start, path);
  });

  it('covers every order status and every production step', () => {
    const reached = new Set(starts.flatMap((start) => explore(start).map((p) => valueOf(p.state))));
    expect(new Set([...reached].map((v) => v.order))).toEqual(new Set(ORDER_STATUSES));
    expect(new Set([...reached].map((v) => v.production))).toEqual(
      new Set<ProductionStatus>(PRODUCTION_STATUSES),
    );
  });
});
