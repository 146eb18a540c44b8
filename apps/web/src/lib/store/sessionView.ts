import type { SessionUser } from '@federkiel/machines/session';
import { useSyncExternalStore } from 'react';
import { readStorage } from '../storage.ts';
import { whenIdle } from '../whenIdle.ts';
import { USER_INFO_KEY } from './userInfo.ts';

// What the header and footer show of the login (issue #13), without the store client: the
// session machine (session.ts) brings XState and swell-js, which the landing page and the
// product list do not need. The machine publishes its state here once it runs; until then
// the view says "restoring", which is also what the server renders (it knows no session).
// `useSessionView()` starts the machine after the first paint when the browser may have a
// session (a store session cookie or a remembered user); a first visit never loads it.

export type SessionStatus = 'restoring' | 'signedIn' | 'signedOut';

export interface SessionView {
  status: SessionStatus;
  user: SessionUser | null;
}

/** Rendered on the server and during hydration; the session has not been asked yet. */
export const UNKNOWN_SESSION: SessionView = { status: 'restoring', user: null };
const SIGNED_OUT: SessionView = { status: 'signedOut', user: null };

let current: SessionView = UNKNOWN_SESSION;
const listeners = new Set<() => void>();

/** The session machine reports here (session.ts). */
export function publishSessionView(view: SessionView): void {
  if (view.status === current.status && view.user === current.user) return;
  current = view;
  for (const listener of listeners) listener();
}

export function getSessionView(): SessionView {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  startSessionSoon();
  return () => listeners.delete(listener);
}

const serverView = (): SessionView => UNKNOWN_SESSION;

/** The login as the header shows it; subscribing starts the session (see above). */
export function useSessionView(): SessionView {
  return useSyncExternalStore(subscribe, getSessionView, serverView);
}

/** The store's session cookie (swell-js: `swell-session`) or a remembered user exists. */
export function mayHaveSession(): boolean {
  if (readStorage(USER_INFO_KEY) !== null) return true;
  try {
    return /(?:^|;\s*)swell-session=[^;]/.test(document.cookie);
  } catch {
    return false;
  }
}

// The session module (session.ts), loaded on demand; it registers itself when loaded.
let startSession: (() => void) | null = null;
let loadSessionModule: () => Promise<unknown> = () => import('./session.ts');
let started = false;

/** session.ts, when loaded: how to start the session machine. */
export function registerSessionModule(start: () => void): void {
  startSession = start;
  if (started) start();
}

/** The store (and the session machine) is loaded: asking it costs no download. */
export function storeModuleLoaded(): boolean {
  return startSession !== null;
}

/** Tests: forget the published view and whether the session was started. */
export function resetSessionView(load?: () => Promise<unknown>): void {
  current = UNKNOWN_SESSION;
  started = false;
  if (load) loadSessionModule = load;
}

function startSessionSoon(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  if (startSession) {
    // Another screen loaded the store already.
    startSession();
    return;
  }
  if (!mayHaveSession()) {
    // Nobody can be signed in and there is no cart: nothing to load (the machine would
    // answer the same without a request). Published in a task of its own: the header's
    // update must not lengthen the one that finishes the hydration (issue #13).
    setTimeout(() => {
      if (current === UNKNOWN_SESSION) publishSessionView(SIGNED_OUT);
    }, 0);
    return;
  }
  whenIdle(() => {
    // Registers itself on load, which starts the machine (registerSessionModule).
    loadSessionModule().catch(() => {
      // The store could not load (offline, an old deploy): the header offers "Anmelden".
      if (current === UNKNOWN_SESSION) publishSessionView(SIGNED_OUT);
    });
  });
}
