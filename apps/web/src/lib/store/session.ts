import { useSyncExternalStore } from 'react';
import {
  sessionMachine,
  type SessionAction,
  type SessionError,
  type SessionEvent,
  type SessionOutcome,
  type SessionUser,
} from '@federkiel/machines/session';
import { createActor, fromPromise, type Actor, type SnapshotFrom } from 'xstate';
import { getAddress } from '../i18n/address.ts';
import { inspect } from '../machineInspector/index.ts';
import { isRateLimited, StoreFieldErrors } from './errors.ts';
import { registerSessionView, statusOf } from './sessionStatus.ts';
import {
  registerSessionModule,
  resetSessionViewState,
  type SessionStatus,
} from './sessionViewState.ts';
import { getKnownSession, type KnownSession } from './sessionSeed.ts';
import { getStore } from './store.ts';
import { onUnauthorized } from './storeEvents.ts';
import type { StoreAccount } from './types.ts';
import { clearUserInfo, readUserInfo, writeUserInfo } from './userInfo.ts';

// Login state for the whole app: one `session` machine actor, started on first use (the
// header uses it on the first render, so the account is fetched at start, spec §4).

export type SessionActor = Actor<typeof sessionMachine>;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
export type { SessionStatus } from './sessionViewState.ts';

/** The store's account as the session remembers it. */
export function toSessionUser(account: StoreAccount): SessionUser {
  return {
    id: account.id,
    email: account.email,
    firstName: account.first_name ?? '',
    lastName: account.last_name ?? '',
  };
}

const signUpProblem = (error: StoreFieldErrors): SessionOutcome =>
  error.codeOf('email') === 'UNIQUE'
    ? { ok: false, problem: 'alreadyRegistered' }
    : { ok: false, problem: 'registrationFailed' };

/** The session machine with the real store calls and localStorage `userInfo`. */
export function createSessionActor(): SessionActor {
  const remembered = readUserInfo();
  const machine = sessionMachine.provide({
    actors: {
      fetchUser: fromPromise(async () => {
        const store = getStore();
        // The browser lost the session cookie but remembers the token: put it back.
        if (remembered?.token) store.session.restoreToken(remembered.token);
        // No store session and nobody remembered: nobody can be signed in; no request.
        if (!remembered && !store.session.token()) return null;
        const account = await store.account.get();
        return account ? toSessionUser(account) : null;
      }),
      signIn: fromPromise(async ({ input }): Promise<SessionOutcome> => {
        try {
          const account = await getStore().account.login(input.email.trim(), input.password);
          return account
            ? { ok: true, user: toSessionUser(account) }
            : { ok: false, problem: 'invalidCredentials' };
        } catch (error) {
          if (isRateLimited(error)) return { ok: false, problem: 'tooManyAttempts' };
          throw error;
        }
      }),
      signUp: fromPromise(async ({ input }): Promise<SessionOutcome> => {
        try {
          const account = await getStore().account.create({
            email: input.email.trim(),
            password: input.password,
            first_name: input.firstName.trim(),
            last_name: input.lastName.trim(),
            address_form: getAddress(),
            ...(input.orderId ? { order_id: input.orderId } : {}),
          });
          return { ok: true, user: toSessionUser(account) };
        } catch (error) {
          if (error instanceof StoreFieldErrors) return signUpProblem(error);
          throw error;
        }
      }),
      signOut: fromPromise(async () => {
        await getStore().account.logout();
        return null;
      }),
    },
    actions: {
      // Without a store yet the user is remembered without a token.
      persistUser: (_, { user }) => writeUserInfo({ token: storeToken(), user }),
      forgetUser: () => clearUserInfo(),
    },
  });
  const known = startingSession(remembered !== null && !!remembered.token);
  if (known) {
    // What the session's actions would have done, had the machine asked the store itself.
    if (known.user) writeUserInfo({ token: storeToken(), user: known.user });
    else if (remembered) clearUserInfo();
  }
  const actor = createActor(machine, {
    input: { stored: remembered?.user ?? null },
    // The login the server rendered the page with: no second request, no flicker.
    ...(known ? { snapshot: knownSnapshot(known) } : {}),
    inspect,
  });
  const stopListening = onUnauthorized(() => actor.send({ type: 'SESSION_LOST' }));
  actor.subscribe({ complete: stopListening, error: stopListening });
  return actor;
}

/** The store session's token, when the store client can be had. */
function storeToken(): string | null {
  try {
    return getStore().session.token();
  } catch {
    return null;
  }
}

/**
 * The server's answer to start from, if any. Not when it said "signed out" for a browser
 * that lost the store cookie but remembers a token: the machine puts the token back and asks.
 */
function startingSession(rememberedToken: boolean): KnownSession | null {
  const known = getKnownSession();
  if (!known) return null;
  if (!known.user && rememberedToken && !storeToken()) return null;
  return known;
}

/** The machine's state for a login the server found (signed in or out, no error). */
const snapshots = new WeakMap<KnownSession, SessionSnapshot>();
function knownSnapshot(known: KnownSession): SessionSnapshot {
  let snapshot = snapshots.get(known);
  if (!snapshot) {
    snapshot = sessionMachine.resolveState({
      value: known.user ? 'signedIn' : 'signedOut',
      context: { user: known.user, error: null },
    });
    snapshots.set(known, snapshot);
  }
  return snapshot;
}

let current: SessionActor | null = null;

/** The app's session actor, created and started on first use. */
export function getSessionActor(): SessionActor {
  if (!current) {
    current = createSessionActor();
    current.start();
    // The header and footer read the login from the view (sessionView.ts).
    registerSessionView(current);
  }
  return current;
}

/** Tests: stop the actor so that the next use starts a fresh one. */
export function resetSession(): void {
  current?.stop();
  current = null;
  resetSessionViewState();
}

// What the server renders and the browser hydrates (issue #44): the login the server found
// for the request's store session (sessionSeed.ts), or — where it did not ask — the login
// still being checked, as an actor's first state before it runs. On the server no actor is
// started (it would be one for every request); in the browser React renders this during
// hydration and the running actor's state right after, so the first render matches the
// server's HTML.
let restoring: SessionSnapshot | null = null;
function serverSnapshot(): SessionSnapshot {
  const known = getKnownSession();
  if (known) return knownSnapshot(known);
  restoring ??= createActor(sessionMachine, { input: { stored: null } }).getSnapshot();
  return restoring;
}

const onServer = typeof window === 'undefined';

export function useSession<T>(selector: (snapshot: SessionSnapshot) => T): T {
  const actor = onServer ? null : getSessionActor();
  return useSyncExternalStore(
    (listener) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    () => selector(actor ? actor.getSnapshot() : serverSnapshot()),
    () => selector(serverSnapshot()),
  );
}

export function useSessionStatus(): SessionStatus {
  return useSession(statusOf);
}

export function useSessionUser(): SessionUser | null {
  return useSession((snapshot) => snapshot.context.user);
}

/** A sign-in, sign-up or sign-out request is running. */
export function useSessionBusy(): boolean {
  return useSession((snapshot) => snapshot.hasTag('busy'));
}

/** The last failure of `action`, if that is what the session reports. */
export function useSessionError(action: SessionAction): SessionError | null {
  return useSession((snapshot) =>
    snapshot.context.error?.action === action ? snapshot.context.error : null,
  );
}

export function sendSession(event: SessionEvent): void {
  getSessionActor().send(event);
}

// Loaded (a screen uses the store, or the header after the first paint): the view may start
// the machine whenever the header wants it.
registerSessionModule(() => void getSessionActor());
