import type { AnyActorRef, InspectionEvent, Observer } from 'xstate';
import { CHANNEL_NAME, toWire, type WireActor, type WireMessage } from './protocol.ts';

// The shop's side of the visualizer (issue #14). Only in builds with the visualizer
// (index.ts). It keeps a reference to each actor's latest snapshot — cheap — and copies
// snapshots onto the channel only while a visualizer said `hello` recently, so a shop tab
// nobody inspects does no extra work.

/** A visualizer repeats `hello` every few seconds; silence longer than this: nobody listens. */
const LISTENER_TIMEOUT_MS = 10_000;

interface Tracked {
  ref: AnyActorRef;
  wire: WireActor;
  snapshot: unknown;
  event: unknown;
}

interface MachineLike {
  id?: unknown;
  root?: unknown;
}

type Inspector = (event: InspectionEvent) => void;

/** The `inspect` function every app actor is created with; connects on its first event. */
export function createInspectionBridge(): Inspector {
  if (typeof window === 'undefined' || typeof BroadcastChannel === 'undefined') {
    // Server rendering: nothing to inspect there.
    return () => {};
  }
  const tab = Math.random().toString(36).slice(2, 10);
  const tracked = new Map<string, Tracked>();
  let channel: BroadcastChannel | null = null;
  let heardAt = 0;
  let stately: Observer<InspectionEvent> | null | undefined;
  const statelyQueue: InspectionEvent[] = [];

  const listening = () => Date.now() - heardAt < LISTENER_TIMEOUT_MS;
  const post = (message: WireMessage) => {
    try {
      channel?.postMessage(message);
    } catch {
      // A value toWire let through that cannot be cloned: this one message is lost.
    }
  };

  const wireOf = (ref: AnyActorRef): WireActor => {
    const logic = (ref as { logic?: MachineLike }).logic;
    const parent = (ref as { _parent?: AnyActorRef })._parent;
    return {
      tab,
      sessionId: ref.sessionId,
      id: ref.id,
      parentSessionId: parent?.sessionId ?? null,
      machineId: logic && logic.root && typeof logic.id === 'string' ? logic.id : null,
      page: window.location.pathname,
    };
  };

  const snapshotMessage = (entry: Tracked, at: number): WireMessage => {
    const snapshot = entry.snapshot as {
      status?: string;
      value?: unknown;
      context?: unknown;
      tags?: Iterable<string>;
    };
    return {
      kind: 'snapshot',
      actor: entry.wire,
      at,
      event: toWire(entry.event),
      snapshot: {
        status: snapshot.status ?? 'active',
        value: toWire(snapshot.value ?? null),
        context: toWire(snapshot.context ?? null),
        tags: snapshot.tags ? [...snapshot.tags] : [],
      },
    };
  };

  const connect = () => {
    channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = (message: MessageEvent<WireMessage>) => {
      if (message.data?.kind !== 'hello') return;
      heardAt = Date.now();
      // A visualizer opened after the actors started: it gets where each one is now.
      const at = Date.now();
      for (const [sessionId, entry] of tracked) {
        // XState's own processing status (0 not started, 1 running, 2 stopped): an actor of a
        // page that was left is stopped; one React created for a discarded render never ran.
        const processing = (entry.ref as { _processingStatus?: number })._processingStatus;
        if (processing === 2) {
          tracked.delete(sessionId);
          post({ kind: 'stopped', actor: entry.wire });
          continue;
        }
        if (processing === 0) continue;
        post({ kind: 'actor', actor: entry.wire, at });
        if (entry.snapshot) post(snapshotMessage(entry, at));
      }
    };
    window.addEventListener('pagehide', () => post({ kind: 'tab-closed', tab }));
    post({ kind: 'tab-open', tab });
  };

  // ?inspect=stately: the same events also go to Stately's hosted inspector (online only).
  const toStately = (event: InspectionEvent) => {
    if (stately === null) return;
    if (stately) return stately.next?.(event);
    statelyQueue.push(event);
    if (statelyQueue.length > 1) return;
    if (new URLSearchParams(window.location.search).get('inspect') !== 'stately') {
      stately = null;
      statelyQueue.length = 0;
      return;
    }
    void import('@statelyai/inspect')
      .then(({ createBrowserInspector }) => {
        stately = createBrowserInspector().inspect;
        for (const queued of statelyQueue.splice(0)) stately.next?.(queued);
      })
      .catch(() => {
        stately = null;
      });
  };

  return (event) => {
    // The visualizer's own tab runs the app's providers too: its actors are not the subject.
    if (window.location.pathname.startsWith('/dev/')) return;
    if (!channel) connect();
    toStately(event);
    const ref = event.actorRef as AnyActorRef;
    let entry = tracked.get(ref.sessionId);
    if (!entry) {
      entry = { ref, wire: wireOf(ref), snapshot: null, event: null };
      tracked.set(ref.sessionId, entry);
      if (listening()) post({ kind: 'actor', actor: entry.wire, at: Date.now() });
    }
    if (event.type === '@xstate.snapshot') {
      entry.snapshot = event.snapshot;
      entry.event = event.event;
      const status = (event.snapshot as { status?: string }).status;
      if (listening()) post(snapshotMessage(entry, Date.now()));
      // Finished actors (a payment's promise) are not kept for later visualizers.
      if (status === 'done' || status === 'error' || status === 'stopped') {
        if (!entry.wire.machineId) tracked.delete(ref.sessionId);
      }
    } else if (event.type === '@xstate.event' && listening()) {
      post({
        kind: 'event',
        actor: entry.wire,
        at: Date.now(),
        event: toWire(event.event),
        source: event.sourceRef?.sessionId ?? null,
      });
    }
  };
}
