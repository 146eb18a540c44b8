import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateNode } from 'xstate';
import { checkoutMachine } from '../checkout.ts';
import { draftMachine } from '../draft.ts';
import { fulfilmentMachine } from '../fulfilment.ts';
import { machines } from '../registry.ts';
import { acceptedEvents, activeStateIds, describeEvent, statechartGraph } from './graph.ts';

/** Every state node of a definition, walked independently of statechartGraph. */
function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...(Object.values(node.states) as AnyStateNode[]).flatMap(allNodes)];
}

describe('statechartGraph', () => {
  const graph = statechartGraph(checkoutMachine);
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const transitionsFrom = (source: string) => graph.transitions.filter((t) => t.source === source);

  it('has every state of the checkout machine with its kind, nesting and initial state', () => {
    const expected = allNodes(checkoutMachine.root);
    expect(graph.nodes.map((node) => node.id)).toEqual(expected.map((node) => node.id));
    expect(graph.rootId).toBe('checkout');
    expect(byId.get('checkout')?.initial).toBe('checkout.loading');
    expect(byId.get('checkout.details')?.kind).toBe('parallel');
    expect(byId.get('checkout.details')?.children).toEqual([
      'checkout.details.step',
      'checkout.details.coupon',
    ]);
    expect(byId.get('checkout.details.step')?.initial).toBe('checkout.details.step.addresses');
    expect(byId.get('checkout.details.step.review.ready')?.parentId).toBe(
      'checkout.details.step.review',
    );
    expect(
      ['complete', 'empty', 'ordered'].map((key) => byId.get(`checkout.${key}`)?.kind),
    ).toEqual(['final', 'final', 'final']);
  });

  it('has every transition of the checkout machine, each with its guard named', () => {
    // Counted from the definition: one entry per transition of every `on`, `onDone`,
    // `onError`, `after` and `always` list.
    const expected = allNodes(checkoutMachine.root).flatMap((node) =>
      [...node.transitions.entries(), ['always', node.always ?? []] as const].flatMap(
        ([event, list]) => list.map((definition, index) => ({ definition, index, event })),
      ),
    );
    expect(graph.transitions).toHaveLength(expected.length);
    const drawn = new Map(graph.transitions.map((t) => [t.id, t]));
    for (const { definition, index, event } of expected) {
      const id = `${definition.source.id}:${event}:${index}`;
      const transition = drawn.get(id);
      expect(transition, id).toBeDefined();
      expect(transition?.targets).toEqual((definition.target ?? []).map((node) => node.id));
      // Named: never the anonymous fallback `guard`.
      if (definition.guard) expect(transition?.guard, id).toMatch(/^(not )?[a-zA-Z]+/);
      if (definition.guard) expect(transition?.guard, id).not.toBe('guard');
      else expect(transition?.guard, id).toBeNull();
    }
  });

  it('labels events, guards (with params), actions, invoked actors and tags', () => {
    const addresses = transitionsFrom('checkout.details.step.addresses');
    expect(addresses.find((t) => t.eventType === 'NEXT')).toMatchObject({
      kind: 'event',
      label: 'NEXT',
      guard: 'addressesValid',
      targets: ['checkout.details.step.savingAddresses'],
    });
    // Targetless: only actions, the state stays.
    expect(addresses.find((t) => t.eventType === 'SET_EMAIL')).toMatchObject({
      guard: 'guest',
      actions: ['update'],
      targets: [],
    });
    expect(
      transitionsFrom('checkout.details.step.payment')
        .filter((t) => t.eventType === 'EDIT')
        .map((t) => t.guard),
    ).toEqual(['editing(addresses)', 'editing(shipping)']);
    expect(transitionsFrom('checkout.restoring').map((t) => [t.label, t.guard])).toEqual([
      ['always', 'interrupted'],
      ['always', 'restorable(review)'],
      ['always', 'restorable(payment)'],
      ['always', 'restorable(shipping)'],
      ['always', 'expressReady'],
      ['always', null],
    ]);
    const loading = transitionsFrom('checkout.loading');
    expect(loading.map((t) => t.label)).toEqual([
      'done: loadCheckout',
      'done: loadCheckout',
      'done: loadCheckout',
      'done: loadCheckout',
      'done: loadCheckout',
      'done: loadCheckout',
      'error: loadCheckout',
    ]);
    // A payment approved before a reload is settled first (issue 33), then the other cases.
    expect(loading[0]).toMatchObject({ kind: 'done', guard: 'pendingOrdered' });
    expect(loading[1]).toMatchObject({ kind: 'done', guard: 'alreadyOrdered' });
    expect(loading[6]).toMatchObject({ kind: 'error', targets: ['checkout.loadFailed'] });
    expect(byId.get('checkout.loading')).toMatchObject({
      tags: ['loading', 'busy'],
      invoke: [{ id: 'loadCheckout', src: 'loadCheckout' }],
    });
    expect(byId.get('checkout.paying.card')?.invoke).toEqual([{ id: 'payment', src: 'card' }]);
    expect(byId.get('checkout.restoring')?.exit).toEqual(['update']);
  });

  it('draws delayed transitions with their delay', () => {
    const delayed = statechartGraph(draftMachine).transitions.filter((t) => t.kind === 'after');
    expect(delayed.length).toBeGreaterThan(0);
    expect(delayed.every((t) => t.label === `after ${String(t.delay)}`)).toBe(true);
    expect(describeEvent('xstate.after.300.x.y', new Map([['xstate.after.300.x.y', 300]]))).toEqual(
      { kind: 'after', label: 'after 300 ms', delay: 300 },
    );
  });

  it('builds a graph for every registered machine', () => {
    for (const [name, machine] of Object.entries(machines)) {
      const built = statechartGraph(machine);
      expect(built.nodes.length, name).toBe(allNodes(machine.root).length);
      const ids = new Set(built.nodes.map((node) => node.id));
      for (const t of built.transitions) {
        expect(ids.has(t.source), `${name} ${t.id}`).toBe(true);
        expect(
          t.targets.every((target) => ids.has(target)),
          `${name} ${t.id}`,
        ).toBe(true);
      }
    }
  });
});

describe('activeStateIds and acceptedEvents', () => {
  it('resolves a parallel state value to the active nodes and the events they accept', () => {
    const graph = statechartGraph(checkoutMachine);
    const active = activeStateIds(graph, { details: { step: 'payment', coupon: 'idle' } });
    expect([...active].sort()).toEqual([
      'checkout',
      'checkout.details',
      'checkout.details.coupon',
      'checkout.details.coupon.idle',
      'checkout.details.step',
      'checkout.details.step.payment',
    ]);
    expect(acceptedEvents(graph, active)).toEqual([
      'APPLY_COUPON',
      'BACK',
      'CHOOSE_METHOD',
      'EDIT',
      'NEXT',
      'REMOVE_COUPON',
      'SIGNED_IN',
    ]);
  });

  it('resolves the regions of a parallel root', () => {
    const graph = statechartGraph(fulfilmentMachine);
    const { value } = createActor(fulfilmentMachine).getSnapshot();
    const active = activeStateIds(graph, value);
    expect([...active].sort()).toEqual([
      'fulfilment',
      'fulfilment.order',
      'fulfilment.order.delivery_pending',
      'fulfilment.production',
      'fulfilment.production.order_received',
    ]);
  });
});
