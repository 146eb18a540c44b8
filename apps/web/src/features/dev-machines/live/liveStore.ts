import {
  CHANNEL_NAME,
  type WireActor,
  type WireMessage,
  type WireSnapshot,
} from '../../../lib/machineInspector/protocol.ts';

// The visualizer's side of the inspection channel (issue #14): every actor the shop's tabs
// report, its snapshots over time and the events sent to it. An immutable state object per
// change, read with useSyncExternalStore.

export const HISTORY_LIMIT = 200;
export const LOG_LIMIT = 500;
const HELLO_EVERY_MS = 3000;

export interface HistoryEntry {
  at: number;
  /** The event that led to this snapshot. */
  event: unknown;
  snapshot: WireSnapshot;
}

export interface LiveActor {
  key: string;
  wire: WireActor;
  history: HistoryEntry[];
}

export interface LogEntry {
  seq: number;
  at: number;
  actorKey: string;
  event: unknown;
  /** The sending actor's key, null for events from outside (the page). */
  sourceKey: string | null;
}

export interface LiveState {
  actors: Record<string, LiveActor>;
  log: LogEntry[];
}

export const actorKey = (actor: Pick<WireActor, 'tab' | 'sessionId'>) =>
  `${actor.tab}:${actor.sessionId}`;

/** The next state for one message (pure: tested without a channel). */
export function reduceLive(state: LiveState, message: WireMessage, seq: number): LiveState {
  switch (message.kind) {
    case 'actor': {
      const key = actorKey(message.actor);
      if (state.actors[key]) return state;
      return {
        ...state,
        actors: { ...state.actors, [key]: { key, wire: message.actor, history: [] } },
      };
    }
    case 'snapshot': {
      const key = actorKey(message.actor);
      const actor = state.actors[key] ?? { key, wire: message.actor, history: [] };
      const entry = { at: message.at, event: message.event, snapshot: message.snapshot };
      const history = [...actor.history, entry].slice(-HISTORY_LIMIT);
      return {
        ...state,
        actors: { ...state.actors, [key]: { ...actor, wire: message.actor, history } },
      };
    }
    case 'event': {
      const key = actorKey(message.actor);
      const sourceKey = message.source ? `${message.actor.tab}:${message.source}` : null;
      const log = [
        ...state.log,
        { seq, at: message.at, actorKey: key, event: message.event, sourceKey },
      ].slice(-LOG_LIMIT);
      return { ...state, log };
    }
    case 'stopped': {
      const key = actorKey(message.actor);
      if (!state.actors[key]) return state;
      const actors = Object.fromEntries(
        Object.entries(state.actors).filter(([other]) => other !== key),
      );
      return { ...state, actors };
    }
    case 'tab-closed': {
      const actors = Object.fromEntries(
        Object.entries(state.actors).filter(([, actor]) => actor.wire.tab !== message.tab),
      );
      return { ...state, actors };
    }
    default:
      return state;
  }
}

export interface LiveStore {
  subscribe: (listener: () => void) => () => void;
  getState: () => LiveState;
  clear: () => void;
}

const EMPTY: LiveState = { actors: {}, log: [] };

/** Listens on the channel while subscribed; says `hello` so the tabs start reporting. */
export function createLiveStore(): LiveStore {
  let state = EMPTY;
  let seq = 0;
  const listeners = new Set<() => void>();
  let channel: BroadcastChannel | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;

  const emit = () => listeners.forEach((listener) => listener());
  const open = () => {
    if (typeof BroadcastChannel === 'undefined') return;
    const opened = new BroadcastChannel(CHANNEL_NAME);
    channel = opened;
    const hello = () => opened.postMessage({ kind: 'hello' } satisfies WireMessage);
    opened.onmessage = (event: MessageEvent<WireMessage>) => {
      const message = event.data;
      if (message.kind === 'tab-open') hello();
      const next = reduceLive(state, message, ++seq);
      if (next !== state) {
        state = next;
        emit();
      }
    };
    hello();
    timer = setInterval(hello, HELLO_EVERY_MS);
  };
  const close = () => {
    clearInterval(timer);
    channel?.close();
    channel = null;
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) open();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) close();
      };
    },
    getState: () => state,
    clear() {
      // The log and older steps go; each actor keeps where it is now.
      const actors = Object.fromEntries(
        Object.entries(state.actors).map(([key, actor]) => [
          key,
          { ...actor, history: actor.history.slice(-1) },
        ]),
      );
      state = { actors, log: [] };
      emit();
    },
  };
}
