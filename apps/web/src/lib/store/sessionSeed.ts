import type { SessionUser } from '@federkiel/machines/session';

// The login as the server found it for a page (issue #44): the server render asks the store
// for the account of the request's `swell-session` cookie, renders the page signed in or
// signed out, and hands the answer to the browser in the page's state (lib/serverState.ts).
// The browser's session machine then starts from it instead of asking again (session.ts),
// and its first render matches the server's HTML. No XState here: the header's light
// modules may read it too.

export interface KnownSession {
  /** The signed-in customer, or null: nobody is signed in with this store session. */
  user: SessionUser | null;
}

let known: KnownSession | null = null;

/** The server (around each synchronous render pass) or the browser (before hydrating). */
export function setKnownSession(session: KnownSession | null): void {
  known = session;
}

/** The login the server rendered with, or null (not known: the machine asks the store). */
export function getKnownSession(): KnownSession | null {
  return known;
}

/** The state's `session` as the browser reads it: a known session, or null for anything else. */
export function parseKnownSession(value: unknown): KnownSession | null {
  if (typeof value !== 'object' || value === null || !('user' in value)) return null;
  const { user } = value as { user: unknown };
  if (user === null) return { user: null };
  if (typeof user !== 'object') return null;
  const { id, email, firstName, lastName } = user as Record<string, unknown>;
  if ([id, email, firstName, lastName].some((field) => typeof field !== 'string')) return null;
  return { user: { id, email, firstName, lastName } as SessionUser };
}
