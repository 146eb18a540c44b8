import type { SessionUser } from '@federkiel/machines/session';

// The login as the header shows it, and whether the session machine is loaded and wanted:
// the state that the session module (session.ts, loaded on demand) and the header's view
// (sessionView.ts, which loads it) both reach. Its own file so that session.ts never imports
// the module that imports it — no import circle between them.

export type SessionStatus = 'restoring' | 'signedIn' | 'signedOut';

export interface SessionView {
  status: SessionStatus;
  user: SessionUser | null;
}

/** Rendered on the server and during hydration; the session has not been asked yet. */
export const UNKNOWN_SESSION: SessionView = { status: 'restoring', user: null };
export const SIGNED_OUT: SessionView = { status: 'signedOut', user: null };

let current: SessionView = UNKNOWN_SESSION;
const listeners = new Set<() => void>();

/** The session machine reports here (sessionStatus.ts). */
export function publishSessionView(view: SessionView): void {
  if (view.status === current.status && view.user === current.user) return;
  current = view;
  for (const listener of listeners) listener();
}

export function getSessionView(): SessionView {
  return current;
}

export function listenToSessionView(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// How to start the session machine, once session.ts is loaded (it registers itself).
let startSession: (() => void) | null = null;
let wanted = false;

/** session.ts, when loaded: how to start the session machine. */
export function registerSessionModule(start: () => void): void {
  startSession = start;
  if (wanted) start();
}

/** The store (and the session machine) is loaded: asking it costs no download. */
export function storeModuleLoaded(): boolean {
  return startSession !== null;
}

/**
 * The header wants the session. 'already': asked before; 'started': the machine was loaded
 * and runs now; 'load': the module must be loaded first (it starts on registering).
 */
export function wantSession(): 'already' | 'started' | 'load' {
  if (wanted) return 'already';
  wanted = true;
  if (!startSession) return 'load';
  startSession();
  return 'started';
}

/** Tests: forget the published view and whether the session was wanted. */
export function resetSessionViewState(): void {
  current = UNKNOWN_SESSION;
  wanted = false;
}
