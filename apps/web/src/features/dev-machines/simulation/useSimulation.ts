import { useCallback, useEffect, useRef, useState } from 'react';
import { createActor, type AnyActor, type AnyStateMachine } from 'xstate';
import { toWire } from '../../../lib/machineInspector/protocol.ts';
import { withStandIns, type PendingActor } from './standIns.ts';

export interface SimulationLogEntry {
  seq: number;
  kind: 'event' | 'action' | 'actor';
  text: string;
  payload?: unknown;
}

export interface SimulationSnapshot {
  status: string;
  value: unknown;
  context: unknown;
  tags: string[];
}

export interface Simulation {
  running: boolean;
  snapshot: SimulationSnapshot | null;
  /** The value before the last event and the event, to mark the transitions taken. */
  previousValue: unknown;
  lastEventType: string | null;
  pending: PendingActor[];
  log: SimulationLogEntry[];
  error: string | null;
  start: (input: unknown) => void;
  stop: () => void;
  send: (event: { type: string }) => void;
  /** Whether the current state takes the event (guards evaluated); null if it cannot tell. */
  can: (event: { type: string }) => boolean | null;
}

const LOG_LIMIT = 300;
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs one machine in the visualizer with stand-ins (standIns.ts). */
export function useSimulation(machine: AnyStateMachine): Simulation {
  const actor = useRef<AnyActor | null>(null);
  const seq = useRef(0);
  const [snapshot, setSnapshot] = useState<SimulationSnapshot | null>(null);
  const [previous, setPrevious] = useState<{ value: unknown; type: string | null }>({
    value: null,
    type: null,
  });
  const [pending, setPending] = useState<PendingActor[]>([]);
  const [log, setLog] = useState<SimulationLogEntry[]>([]);
  const [error, setError] = useState<string | null>(null);

  const append = useCallback((entry: Omit<SimulationLogEntry, 'seq'>) => {
    const copy = { ...entry, payload: toWire(entry.payload), seq: ++seq.current };
    setLog((current) => [...current, copy].slice(-LOG_LIMIT));
  }, []);

  const stop = useCallback(() => {
    actor.current?.stop();
    actor.current = null;
    setSnapshot(null);
    setPending([]);
  }, []);

  const start = useCallback(
    (input: unknown) => {
      stop();
      setLog([]);
      setError(null);
      setPrevious({ value: null, type: null });
      const logic = withStandIns(machine, {
        onPending: (waiting) => {
          setPending((current) => [...current, { ...waiting, input: toWire(waiting.input) }]);
          append({ kind: 'actor', text: `invoke ${waiting.src}`, payload: waiting.input });
        },
        onSettled: (key) => setPending((current) => current.filter((p) => p.key !== key)),
        onAction: (name, params) => append({ kind: 'action', text: name, payload: params }),
      });
      try {
        const started = createActor(logic, input === undefined ? {} : { input });
        started.subscribe({
          next: (next) => {
            const state = next as unknown as SimulationSnapshot & { tags: Set<string> };
            setSnapshot({
              status: state.status,
              value: state.value,
              // A readable copy: contexts may hold actor references (cycles) and long lists.
              context: toWire(state.context),
              tags: [...state.tags],
            });
          },
          error: (failure) => setError(message(failure)),
        });
        actor.current = started;
        started.start();
      } catch (failure) {
        actor.current = null;
        setError(message(failure));
      }
    },
    [append, machine, stop],
  );

  // Another machine, or leaving the page: the running simulation ends.
  useEffect(() => stop, [machine, stop]);

  const send = useCallback(
    (event: { type: string }) => {
      const running = actor.current;
      if (!running) return;
      const before = (running.getSnapshot() as { value: unknown }).value;
      append({ kind: 'event', text: event.type, payload: event });
      try {
        running.send(event);
        setPrevious({ value: before, type: event.type });
      } catch (failure) {
        setError(message(failure));
      }
    },
    [append],
  );

  const can = useCallback((event: { type: string }) => {
    const current = actor.current?.getSnapshot() as { can?: (e: unknown) => boolean } | undefined;
    try {
      return current?.can ? current.can(event) : null;
    } catch {
      // A guard read a field of the payload that is not there yet.
      return null;
    }
  }, []);

  // A stand-in resolved: the transition it caused is marked like one from a sent event.
  const resolvedEventType = (waiting: PendingActor, ok: boolean) =>
    `xstate.${ok ? 'done' : 'error'}.actor.${waiting.id}`;
  const wrapped = pending.map((waiting) => ({
    ...waiting,
    resolve: (output: unknown) => {
      const before = (actor.current?.getSnapshot() as { value?: unknown } | undefined)?.value;
      append({ kind: 'event', text: resolvedEventType(waiting, true), payload: output });
      waiting.resolve(output);
      setPrevious({ value: before, type: resolvedEventType(waiting, true) });
    },
    reject: (failure: unknown) => {
      const before = (actor.current?.getSnapshot() as { value?: unknown } | undefined)?.value;
      append({ kind: 'event', text: resolvedEventType(waiting, false), payload: failure });
      waiting.reject(failure);
      setPrevious({ value: before, type: resolvedEventType(waiting, false) });
    },
  }));

  return {
    running: snapshot !== null,
    snapshot,
    previousValue: previous.value,
    lastEventType: previous.type,
    pending: wrapped,
    log,
    error,
    start,
    stop,
    send,
    can,
  };
}
