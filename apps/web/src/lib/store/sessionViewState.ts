import type { SessionUser } from '@federkiel/machines/session';
import { getKnownSession, type KnownSession } from './sessionSeed.ts';

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

/** What the session machine published last; null before it reported. */
let current: SessionView | null = null;
const listeners = new Set<() => void>();

/** The session machine reports here (sessionStatus.ts). */
export function publishSessionView(view: SessionView): void {
  const shown = getSessionView();
  // The same login keeps the object shown: `useSyncExternalStore` compares snapshots by
  // identity, also right after subscribing — where the session module, when loaded already,
  // reports synchronously (sessionView.ts) — and a new object re-rendered everything showing
  // the login (header, footer, cart link) in the task finishing the hydration (issue #44).
  if (view.status === shown.status && view.user === shown.user) {
    current = shown;
    return;
  }
  current = view;
  for (const listener of listeners) listener();
}

/** The login the server rendered with, as the header shows it (sessionSeed.ts). */
const knownViews = new WeakMap<KnownSession, SessionView>();
function knownView(known: KnownSession): SessionView {
  let view = knownViews.get(known);
  if (!view) {
    view = known.user ? { status: 'signedIn', user: known.user } : SIGNED_OUT;
    knownViews.set(known, view);
  }
  return view;
}

/**
 * The machine's last report; before it, the login the server rendered the page with (issue
 * #44) — so the header renders it on the server and hydrates it, and the machine's first
 * report, the same login, changes nothing. Before, the header rendered "restoring" and the
 * report re-rendered everything showing the login synchronously, inside the task that
 * finished the hydration (~200 ms at a phone's speed); without a known login it still does.
 */
export function getSessionView(): SessionView {
  if (current) return current;
  const known = getKnownSession();
  return known ? knownView(known) : UNKNOWN_SESSION;
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
  current = null;
  wanted = false;
}
