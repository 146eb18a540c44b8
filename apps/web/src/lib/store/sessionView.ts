import { useSyncExternalStore } from 'react';
import { readStorage } from '../storage.ts';
import { whenIdle } from '../whenIdle.ts';
import { readSessionCookie } from './sessionCookie.ts';
import { USER_INFO_KEY } from './userInfo.ts';
import {
  getSessionView,
  listenToSessionView,
  publishSessionView,
  resetSessionViewState,
  SIGNED_OUT,
  wantSession,
  type SessionView,
} from './sessionViewState.ts';

// What the header and footer show of the login (issue #13), without the store client: the
// session machine (session.ts) brings XState and swell-js, which the landing page and the
// product list do not need. The machine publishes its state (sessionViewState.ts) once it
// runs; until then the view says "restoring", which is also what the server renders (it
// knows no session). `useSessionView()` starts the machine after the first paint when the
// browser may have a session (a store session cookie or a remembered user); a first visit
// never loads it.

export {
  getSessionView,
  publishSessionView,
  storeModuleLoaded,
  UNKNOWN_SESSION,
  type SessionStatus,
  type SessionView,
} from './sessionViewState.ts';

function subscribe(listener: () => void): () => void {
  const stop = listenToSessionView(listener);
  startSessionSoon();
  return stop;
}

/** The login as the header shows it; subscribing starts the session (see above). */
export function useSessionView(): SessionView {
  // On the server the view is what the render knows (`getSessionView`: the request's login,
  // or "restoring"); nothing is ever published there.
  return useSyncExternalStore(subscribe, getSessionView, getSessionView);
}

/** The store's session cookie (swell-js: `swell-session`) or a remembered user exists. */
export function mayHaveSession(): boolean {
  if (readStorage(USER_INFO_KEY) !== null) return true;
  return Boolean(readSessionCookie());
}

// The session module, loaded on demand; it registers itself when loaded.
let loadSessionModule: () => Promise<unknown> = () => import('./session.ts');

/** Tests: forget the published view and whether the session was started. */
export function resetSessionView(load?: () => Promise<unknown>): void {
  resetSessionViewState();
  if (load) loadSessionModule = load;
}

function startSessionSoon(): void {
  if (typeof window === 'undefined') return;
  // Another screen loaded the store already, or the session was asked for before.
  if (wantSession() !== 'load') return;
  if (!mayHaveSession()) {
    // Nobody can be signed in and there is no cart: nothing to load (the machine would
    // answer the same without a request). Published in a task of its own: the header's
    // update must not lengthen the one that finishes the hydration (issue #13).
    setTimeout(() => {
      if (getSessionView().status === 'restoring') publishSessionView(SIGNED_OUT);
    }, 0);
    return;
  }
  whenIdle(() => {
    // Registers itself on load, which starts the machine (registerSessionModule).
    loadSessionModule().catch(() => {
      // The store could not load (offline, an old deploy): the header offers "Anmelden".
      if (getSessionView().status === 'restoring') publishSessionView(SIGNED_OUT);
    });
  });
}
