// What shop tabs and the visualizer say to each other over a same-origin BroadcastChannel
// (issue #14, docs/visualizer.md). Only structured-clone-safe data crosses: snapshots and
// events are copied by `toWire` first.

export const CHANNEL_NAME = 'federkiel-machine-inspector';

/** An actor as the visualizer knows it. `tab` keeps the actors of several tabs apart. */
export interface WireActor {
  tab: string;
  /** XState's session id, unique within one tab. */
  sessionId: string;
  /** The actor's id (`x:0`, or the invoke id such as `payment`). */
  id: string;
  parentSessionId: string | null;
  /** The machine's id (`checkout`, `cardPayment`), null for promise and callback actors. */
  machineId: string | null;
  /** The page the actor runs in (path), for the list of live actors. */
  page: string;
}

export interface WireSnapshot {
  status: string;
  value: unknown;
  context: unknown;
  tags: string[];
}

export type WireMessage =
  | { kind: 'actor'; actor: WireActor; at: number }
  | { kind: 'event'; actor: WireActor; at: number; event: unknown; source: string | null }
  | { kind: 'snapshot'; actor: WireActor; at: number; event: unknown; snapshot: WireSnapshot }
  /** The actor was stopped (its page was left). */
  | { kind: 'stopped'; actor: WireActor }
  /** The visualizer is listening: tabs answer with their actors' current snapshots. */
  | { kind: 'hello' }
  /** A shop tab opened its channel: a listening visualizer answers with `hello`. */
  | { kind: 'tab-open'; tab: string }
  /** A shop tab goes away: its actors are gone. */
  | { kind: 'tab-closed'; tab: string };

const MAX_DEPTH = 8;
const MAX_ITEMS = 50;
const MAX_STRING = 500;

/**
 * A copy of any value that a BroadcastChannel can carry and a person can read: functions and
 * actor references become labels, long lists and texts are cut (a configurator may hold
 * 10,000 recipients; copying them at every keystroke would slow the shop down).
 */
export function toWire(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (value === null || value === undefined) return value ?? null;
  switch (typeof value) {
    case 'string':
      return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}… (${value.length})` : value;
    case 'number':
    case 'boolean':
      return value;
    case 'bigint':
      return `${value}n`;
    case 'function':
      return `ƒ ${value.name || 'anonymous'}`;
    case 'symbol':
      return value.toString();
    default:
      break;
  }
  const object = value as Record<string, unknown>;
  if (seen.has(object)) return '[Zyklus]';
  if (depth >= MAX_DEPTH) return '…';
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (typeof object.send === 'function' && typeof object.sessionId === 'string') {
    return `[Actor ${String(object.id)}]`;
  }
  if (typeof Blob !== 'undefined' && value instanceof Blob) return `[Datei ${value.size} B]`;
  seen.add(object);
  try {
    if (Array.isArray(value) || value instanceof Set) {
      const items = [...(value as Iterable<unknown>)];
      const copy = items.slice(0, MAX_ITEMS).map((item) => toWire(item, depth + 1, seen));
      if (items.length > MAX_ITEMS) copy.push(`… ${items.length - MAX_ITEMS} weitere`);
      return copy;
    }
    const entries =
      value instanceof Map
        ? [...value.entries()].map(([k, v]) => [String(k), v])
        : Object.entries(object);
    const copy: Record<string, unknown> = {};
    for (const [key, inner] of entries.slice(0, MAX_ITEMS * 2)) {
      copy[key as string] = toWire(inner, depth + 1, seen);
    }
    if (entries.length > MAX_ITEMS * 2) copy['…'] = `${entries.length - MAX_ITEMS * 2} weitere`;
    return copy;
  } finally {
    seen.delete(object);
  }
}
