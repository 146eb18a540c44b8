import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { guardText } from '../diagram/toMermaid.ts';

// The visualizer's model of a machine (issue #14): every state node and transition of the
// definition as plain data, no DOM and no layout, so it can be tested here and drawn by the
// web app. docs/visualizer.md describes how it is drawn.

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export type TransitionKind = 'event' | 'always' | 'after' | 'done' | 'error';

export interface InvokedActor {
  id: string;
  /** The name of the implementation (`setup({ actors })`), or `inline`. */
  src: string;
}

export interface StatechartNode {
  /** XState's id: `checkout.details.step.addresses`, or a custom `#id`'s name. */
  id: string;
  key: string;
  path: string[];
  parentId: string | null;
  kind: StateKind;
  /** Child ids in definition order. */
  children: string[];
  /** The initial child of a compound state. */
  initial: string | null;
  tags: string[];
  entry: string[];
  exit: string[];
  invoke: InvokedActor[];
  description: string | null;
}

export interface StatechartTransition {
  /** Unique in the graph: `<source>:<event>:<index>`. */
  id: string;
  source: string;
  /** Empty for a targetless transition (it only runs actions, the state stays). */
  targets: string[];
  kind: TransitionKind;
  /** The event as written in the definition (`NEXT`, `xstate.done.actor.loadCheckout`, ``). */
  eventType: string;
  /** The event as people read it: `NEXT`, `done: loadCheckout`, `after 300 ms`, `always`. */
  label: string;
  /** The guard as text (`offered`, `editing(addresses)`, `not guest`), or null. */
  guard: string | null;
  actions: string[];
  /** `after` transitions: milliseconds or the name of a configured delay. */
  delay: number | string | null;
  reenter: boolean;
}

export interface StatechartGraph {
  machineId: string;
  rootId: string;
  /** Every state node, the root first, then depth-first in definition order. */
  nodes: StatechartNode[];
  transitions: StatechartTransition[];
}

type NamedFunction = ((...args: never[]) => unknown) & { type?: unknown };

/** An action as text: its name, or for XState's built-ins (`assign`, `raise`…) their kind. */
export function actionText(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const fn = action as NamedFunction;
    // Built-ins carry `type: 'xstate.assign'` etc.; inline functions only their name.
    if (typeof fn.type === 'string') return fn.type.replace(/^xstate\./, '');
    return fn.name && fn.name !== 'anonymous' ? fn.name : 'inline';
  }
  if (typeof action === 'object' && action !== null && 'type' in action) {
    return String((action as { type: unknown }).type);
  }
  return 'action';
}

const actionsOf = (actions: readonly unknown[] | undefined) => (actions ?? []).map(actionText);

function srcText(src: unknown): string {
  if (typeof src === 'string') return src;
  if (typeof src === 'object' && src !== null && 'id' in src) {
    return String((src as { id: unknown }).id);
  }
  return 'inline';
}

/** Kind and readable label of an event type, with the delay of an `after` transition. */
export function describeEvent(
  eventType: string,
  delays: ReadonlyMap<string, number | string>,
): { kind: TransitionKind; label: string; delay: number | string | null } {
  if (eventType === '') return { kind: 'always', label: 'always', delay: null };
  if (eventType.startsWith('xstate.after.')) {
    const delay = delays.get(eventType) ?? eventType.split('.')[2] ?? '?';
    const label = typeof delay === 'number' ? `after ${delay} ms` : `after ${delay}`;
    return { kind: 'after', label, delay };
  }
  const done = /^xstate\.done\.(actor|state)\.(.+)$/.exec(eventType);
  if (done) {
    const label = done[1] === 'actor' ? `done: ${done[2]}` : 'done';
    return { kind: 'done', label, delay: null };
  }
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return { kind: 'error', label: `error: ${error[1]}`, delay: null };
  return { kind: 'event', label: eventType, delay: null };
}

const childrenOf = (node: AnyStateNode) => Object.values(node.states) as AnyStateNode[];

/** The statechart of a machine definition, as data (issue #14). */
export function statechartGraph(machine: AnyStateMachine): StatechartGraph {
  const nodes: StatechartNode[] = [];
  const transitions: StatechartTransition[] = [];

  const visit = (node: AnyStateNode) => {
    const children = childrenOf(node);
    const initialTarget = node.type === 'compound' ? node.initial?.target?.[0] : undefined;
    nodes.push({
      id: node.id,
      key: node.key,
      path: [...node.path],
      parentId: node.parent?.id ?? null,
      kind: node.type,
      children: children.map((child) => child.id),
      initial: initialTarget?.id ?? null,
      tags: [...node.tags],
      entry: actionsOf(node.entry),
      exit: actionsOf(node.exit),
      invoke: node.invoke.map((invoke) => ({ id: invoke.id, src: srcText(invoke.src) })),
      description: node.description ?? null,
    });

    const delays = new Map<string, number | string>(
      node.after.map((after) => [
        after.eventType,
        typeof after.delay === 'function' ? 'computed' : after.delay,
      ]),
    );
    const add = (eventType: string, list: readonly AnyTransitionDefinition[]) => {
      list.forEach((transition, index) => {
        const event = describeEvent(eventType, delays);
        transitions.push({
          id: `${node.id}:${eventType || 'always'}:${index}`,
          source: node.id,
          targets: (transition.target ?? []).map((target: AnyStateNode) => target.id),
          kind: event.kind,
          eventType,
          label: event.label,
          guard: transition.guard ? guardText(transition.guard) : null,
          actions: actionsOf(transition.actions),
          delay: event.delay,
          reenter: !!transition.reenter,
        });
      });
    };
    for (const [eventType, list] of node.transitions) add(eventType, list);
    add('', node.always ?? []);

    children.forEach(visit);
  };
  visit(machine.root);
  return { machineId: machine.id, rootId: machine.root.id, nodes, transitions };
}

/**
 * The ids of the active state nodes for a snapshot's `value` (`{ details: { step:
 * 'payment', coupon: 'idle' } }`), the root included: what the visualizer highlights.
 */
export function activeStateIds(graph: StatechartGraph, value: unknown): Set<string> {
  const byParentAndKey = new Map(graph.nodes.map((node) => [`${node.parentId}|${node.key}`, node]));
  const active = new Set<string>([graph.rootId]);
  const walk = (parentId: string, inner: unknown) => {
    if (typeof inner === 'string') {
      const node = byParentAndKey.get(`${parentId}|${inner}`);
      if (node) active.add(node.id);
      return;
    }
    if (typeof inner !== 'object' || inner === null) return;
    for (const [key, child] of Object.entries(inner)) {
      const node = byParentAndKey.get(`${parentId}|${key}`);
      if (!node) continue;
      active.add(node.id);
      walk(node.id, child);
    }
  };
  walk(graph.rootId, value);
  return active;
}

/**
 * The event types a state configuration reacts to (its own and its ancestors' `on`), without
 * XState's internal events: the buttons the simulation offers.
 */
export function acceptedEvents(graph: StatechartGraph, active: ReadonlySet<string>): string[] {
  const events = new Set<string>();
  for (const transition of graph.transitions) {
    if (transition.kind !== 'event' || !active.has(transition.source)) continue;
    if (transition.eventType === '*') continue;
    events.add(transition.eventType);
  }
  return [...events].sort();
}

/**
 * The transitions an event most likely took: from a state active before, for that event, to
 * states active after (the first such per source, as XState picks the first enabled one).
 */
export function takenTransitions(
  graph: StatechartGraph,
  before: ReadonlySet<string>,
  eventType: string,
  after: ReadonlySet<string>,
): Set<string> {
  const taken = new Set<string>();
  const sources = new Set<string>();
  for (const transition of graph.transitions) {
    if (transition.eventType !== eventType || !before.has(transition.source)) continue;
    if (sources.has(transition.source)) continue;
    if (!transition.targets.every((target) => after.has(target))) continue;
    sources.add(transition.source);
    taken.add(transition.id);
  }
  return taken;
}
