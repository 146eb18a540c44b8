import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  sessionMachine,
  type SessionOutcome,
  type SessionUser,
  type SignInInput,
  type SignUpInput,
} from './session.ts';

const ada: SessionUser = { id: 'acc_1', email: 'ada@example.de', firstName: 'Ada', lastName: 'L' };

interface Deferred<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** The machine with controllable requests and a fake browser storage. */
function start(stored: SessionUser | null) {
  const storage: { user: SessionUser | null } = { user: stored };
  const pending: Record<string, Deferred<unknown>[]> = {};
  const calls: Record<string, unknown[]> = {};
  const deferred = <Out, In = unknown>(name: string) =>
    fromPromise<Out, In>(({ input }) => {
      (calls[name] ??= []).push(input);
      return new Promise<Out>((resolve, reject) => {
        (pending[name] ??= []).push({ resolve: resolve as (v: unknown) => void, reject });
      });
    });
  const machine = sessionMachine.provide({
    actors: {
      fetchUser: deferred<SessionUser | null>('fetchUser'),
      signIn: deferred<SessionOutcome, SignInInput>('signIn'),
      signUp: deferred<SessionOutcome, SignUpInput>('signUp'),
      signOut: deferred<null>('signOut'),
    },
    actions: {
      persistUser: (_, params) => {
        storage.user = params.user;
      },
      forgetUser: () => {
        storage.user = null;
      },
    },
  });
  const actor = createActor(machine, { input: { stored } }).start();
  const settle = async (name: string, how: 'resolve' | 'reject', value?: unknown) => {
    const next = pending[name]?.shift();
    if (!next) throw new Error(`no pending ${name}`);
    next[how](value);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, storage, calls, settle };
}

describe('session', () => {
  it('starts restoring and fetches the account', () => {
    const { actor, calls } = start(null);
    expect(actor.getSnapshot().hasTag('restoring')).toBe(true);
    expect(calls.fetchUser).toHaveLength(1);
  });

  it('keeps the remembered user when the store still knows the login, with fresh data', async () => {
    const { actor, storage, settle } = start(ada);
    expect(actor.getSnapshot().context.user).toEqual(ada);
    const renamed = { ...ada, firstName: 'Augusta' };
    await settle('fetchUser', 'resolve', renamed);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.user).toEqual(renamed);
    expect(storage.user).toEqual(renamed);
  });

  it('forgets the remembered user when the store has no login any more', async () => {
    const { actor, storage, settle } = start(ada);
    await settle('fetchUser', 'resolve', null);
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(storage.user).toBeNull();
  });

  it('trusts the remembered user while the store cannot be reached', async () => {
    const { actor, storage, settle } = start(ada);
    await settle('fetchUser', 'reject', new Error('offline'));
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(storage.user).toEqual(ada);
  });

  it('signs in with the entered e-mail and password and remembers the user', async () => {
    const { actor, storage, calls, settle } = start(null);
    await settle('fetchUser', 'resolve', null);
    actor.send({ type: 'SIGN_IN', email: 'ada@example.de', password: 'geheim1' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls.signIn).toEqual([{ email: 'ada@example.de', password: 'geheim1' }]);
    // A second submit while the first runs is ignored.
    actor.send({ type: 'SIGN_IN', email: 'ada@example.de', password: 'geheim1' });
    expect(calls.signIn).toHaveLength(1);
    await settle('signIn', 'resolve', { ok: true, user: ada });
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(storage.user).toEqual(ada);
  });

  it.each([
    [
      'wrong credentials',
      'resolve',
      { ok: false, problem: 'invalidCredentials' },
      'invalidCredentials',
    ],
    ['an unreachable store', 'reject', new Error('offline'), 'unavailable'],
  ] as const)('reports %s on sign-in', async (_, how, value, problem) => {
    const { actor, storage, settle } = start(null);
    await settle('fetchUser', 'resolve', null);
    actor.send({ type: 'SIGN_IN', email: 'ada@example.de', password: 'falsch' });
    await settle('signIn', how, value);
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ action: 'signIn', problem });
    expect(storage.user).toBeNull();
    actor.send({ type: 'CLEAR_ERROR' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('signs up and is signed in afterwards; an existing e-mail is reported', async () => {
    const { actor, calls, settle } = start(null);
    await settle('fetchUser', 'resolve', null);
    const data = { email: 'ada@example.de', password: 'geheim1', firstName: 'Ada', lastName: 'L' };
    actor.send({ type: 'SIGN_UP', ...data });
    expect(calls.signUp).toEqual([data]);
    await settle('signUp', 'resolve', { ok: false, problem: 'alreadyRegistered' });
    expect(actor.getSnapshot().context.error).toEqual({
      action: 'signUp',
      problem: 'alreadyRegistered',
    });
    actor.send({ type: 'SIGN_UP', ...data });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settle('signUp', 'resolve', { ok: true, user: ada });
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
  });

  it('signs out; a failed sign-out keeps the user signed in and says so', async () => {
    const { actor, storage, settle } = start(ada);
    await settle('fetchUser', 'resolve', ada);
    actor.send({ type: 'SIGN_OUT' });
    await settle('signOut', 'reject', new Error('offline'));
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({
      action: 'signOut',
      problem: 'unavailable',
    });
    actor.send({ type: 'SIGN_OUT' });
    await settle('signOut', 'resolve', null);
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ user: null, error: null });
    expect(storage.user).toBeNull();
  });

  it('keeps the remembered copy fresh and drops a lost login', async () => {
    const { actor, storage, settle } = start(ada);
    await settle('fetchUser', 'resolve', ada);
    const renamed = { ...ada, lastName: 'Lovelace' };
    actor.send({ type: 'USER_UPDATED', user: renamed });
    expect(storage.user).toEqual(renamed);
    actor.send({ type: 'SESSION_LOST' });
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true);
    expect(storage.user).toBeNull();
  });
});

describe('session (model-based)', () => {
  // Every event the machine can meet, including the answers of its four requests.
  const events = [
    { type: 'xstate.done.actor.fetchUser', output: null },
    { type: 'xstate.done.actor.fetchUser', output: ada },
    { type: 'xstate.error.actor.fetchUser', error: 'offline' },
    { type: 'SIGN_IN', email: ada.email, password: 'geheim1' },
    { type: 'xstate.done.actor.signIn', output: { ok: true, user: ada } },
    { type: 'xstate.done.actor.signIn', output: { ok: false, problem: 'invalidCredentials' } },
    { type: 'xstate.error.actor.signIn', error: 'offline' },
    { type: 'SIGN_UP', email: ada.email, password: 'geheim1', firstName: 'Ada', lastName: 'L' },
    { type: 'xstate.done.actor.signUp', output: { ok: true, user: ada } },
    { type: 'xstate.done.actor.signUp', output: { ok: false, problem: 'alreadyRegistered' } },
    { type: 'xstate.error.actor.signUp', error: 'offline' },
    { type: 'SIGN_OUT' },
    { type: 'xstate.done.actor.signOut' },
    { type: 'xstate.error.actor.signOut', error: 'offline' },
    { type: 'USER_UPDATED', user: { ...ada, firstName: 'Augusta' } },
    { type: 'SESSION_LOST' },
    { type: 'CLEAR_ERROR' },
  ] as EventObject[];

  /** Replays a path on a real actor whose requests never answer by themselves. */
  function replay(stored: SessionUser | null, steps: { event: EventObject; state: unknown }[]) {
    const never = <Out, In = unknown>() => fromPromise<Out, In>(() => new Promise<Out>(() => {}));
    const storage: { user: SessionUser | null } = { user: stored };
    const machine = sessionMachine.provide({
      actors: {
        fetchUser: never<SessionUser | null>(),
        signIn: never<SessionOutcome, SignInInput>(),
        signUp: never<SessionOutcome, SignUpInput>(),
        signOut: never<null>(),
      },
      actions: {
        persistUser: (_, params) => {
          storage.user = params.user;
        },
        forgetUser: () => {
          storage.user = null;
        },
      },
    });
    const actor = createActor(machine, { input: { stored } }).start();
    for (const step of steps) {
      if (step.event.type === 'xstate.init') continue;
      actor.send(step.event as never);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual((step.state as { value: unknown }).value);
      const { user, error } = snapshot.context;
      // Signed in exactly when there is a user; the browser's copy follows every settled state.
      expect(snapshot.hasTag('signedIn')).toBe(user !== null);
      expect(snapshot.hasTag('signedOut')).toBe(user === null);
      if (!snapshot.hasTag('busy')) expect(storage.user).toEqual(user);
      // A sign-in/up error only shows while signed out, a sign-out error only while signed in.
      if (error)
        expect(snapshot.hasTag(error.action === 'signOut' ? 'signedIn' : 'signedOut')).toBe(true);
    }
    return actor.getSnapshot();
  }

  for (const stored of [null, ada]) {
    const label = stored ? 'remembered user' : 'nobody remembered';
    const options = { events, input: { stored } } as never;
    const shortest = getShortestPaths(sessionMachine, options);

    it(`${label}: reaches every state`, () => {
      const reached = new Set(shortest.map((path) => JSON.stringify(path.state.value)));
      expect(reached).toEqual(
        new Set(
          ['restoring', 'signedOut', 'signingIn', 'signingUp', 'signedIn', 'signingOut'].map(
            (state) => JSON.stringify(state),
          ),
        ),
      );
    });

    for (const path of shortest) {
      const description = path.steps
        .map((step) => step.event.type.replace('xstate.', ''))
        .join(' → ');
      it(`${label}: ${description}`, () => {
        replay(stored, path.steps);
      });
    }

    it(`${label}: every simple path keeps the invariants`, () => {
      const simple = getSimplePaths(sessionMachine, options);
      expect(simple.length).toBeGreaterThan(100);
      for (const path of simple) replay(stored, path.steps);
    });
  }
});
