import {
  fromPromise,
  type AnyActorLogic,
  type AnyStateMachine,
  type UnknownActorLogic,
} from 'xstate';

// Simulation without the app (issue #14): the machines' own actors only say "supplied by the
// app", and the app's real ones would call the store. The visualizer swaps them for stand-ins
// that wait until the developer answers them, and named side-effect actions for ones that only
// log. Guards run as written: in machines/src they are pure functions of context and event.

export interface PendingActor {
  /** Unique within the simulation. */
  key: number;
  id: string;
  src: string;
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

export interface StandInHooks {
  onPending: (actor: PendingActor) => void;
  onSettled: (key: number) => void;
  onAction: (name: string, params: unknown) => void;
}

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'provide' in logic;

/** XState's built-in actions (assign, raise, sendTo…) carry a `type` like `xstate.assign`. */
const isBuiltIn = (action: unknown) =>
  typeof action === 'function' &&
  typeof (action as { type?: unknown }).type === 'string' &&
  String((action as { type?: unknown }).type).startsWith('xstate.');

let nextKey = 1;

/** The machine with stand-in actors and actions, its invoked machines too. */
export function withStandIns(machine: AnyStateMachine, hooks: StandInHooks): AnyStateMachine {
  const actors: Record<string, AnyActorLogic> = {};
  for (const [src, logic] of Object.entries(machine.implementations.actors)) {
    actors[src] = isMachine(logic)
      ? withStandIns(logic, hooks)
      : (fromPromise(
          ({ input, self }) =>
            new Promise((resolve, reject) => {
              const key = nextKey++;
              const settle = (done: () => void) => () => {
                hooks.onSettled(key);
                done();
              };
              hooks.onPending({
                key,
                id: self.id,
                src,
                input,
                resolve: (output) => settle(() => resolve(output))(),
                reject: (error) => settle(() => reject(error))(),
              });
            }),
        ) as UnknownActorLogic);
  }
  const actions: Record<string, unknown> = {};
  for (const [name, action] of Object.entries(machine.implementations.actions)) {
    if (isBuiltIn(action)) continue;
    actions[name] = (_: unknown, params: unknown) => hooks.onAction(name, params);
  }
  return machine.provide({ actors, actions } as Parameters<AnyStateMachine['provide']>[0]);
}
