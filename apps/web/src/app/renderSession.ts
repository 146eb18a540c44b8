/// <reference types="node" />
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Query } from '@tanstack/react-query';
import { RETURN_PARAM, safeReturnPath, signInPath } from '../features/auth/returnTo.ts';
import { CART_QUERY_ROOT } from '../lib/store/cartCount.ts';
import { ACCOUNT_QUERY_ROOT } from '../lib/store/queryKeys.ts';
import { toSessionUser } from '../lib/store/session.ts';
import type { KnownSession } from '../lib/store/sessionSeed.ts';
import { createSessionStore, type StoreGet } from '../lib/store/sessionStore.ts';
import { setScopedStore } from '../lib/store/store.ts';
import type { StoreClient } from '../lib/store/storeClient.ts';

// The customer's session in the server render (issue #44): the store's account for the
// request's `swell-session` cookie decides whether the page is rendered signed in or out,
// and the page's store queries (the cart, the account's addresses and orders) are answered
// by the same store client the browser uses, its requests sent in the server's process.

/** The store client of the request whose render is running (`getStore()` answers with it). */
const requestStore = new AsyncLocalStorage<StoreClient>();
setScopedStore(() => requestStore.getStore() ?? null);

export interface SessionRender {
  /** The login the page is rendered with (and the browser starts from). */
  known: KnownSession;
  store: StoreClient;
}

/**
 * The store session of the request: signed in (its account), signed out (no cookie, or the
 * store knows no login for it), or null when the store did not answer — the page is then
 * rendered as the browser's first screen, the login being checked.
 */
export async function findSession(
  get: StoreGet,
  publicKey: string,
  token: string | null,
): Promise<SessionRender | null> {
  const store = createSessionStore(get, publicKey, token);
  // No store session: nobody is signed in and there is no cart; no request (as fetchUser).
  if (!token) return { known: { user: null }, store };
  try {
    const account = await requestStore.run(store, () => store.account.get());
    return { known: { user: account ? toSessionUser(account) : null }, store };
  } catch {
    return null;
  }
}

/** The cart's and the signed-in account's queries: answered from the store session. */
export function isStoreQuery(query: Query): boolean {
  const [root, second] = query.queryKey;
  return (
    root === ACCOUNT_QUERY_ROOT || (root === CART_QUERY_ROOT[0] && second === CART_QUERY_ROOT[1])
  );
}

/** Runs `task` (a store query's own function) with the request's store client. */
export function withStore<T>(store: StoreClient, task: () => T): T {
  return requestStore.run(store, task);
}

const SIGNED_IN_ONLY = 'src/features/auth/routes/signedInOnly.route.tsx';
const AUTH_FORMS = [
  'src/features/auth/routes/signin.route.tsx',
  'src/features/auth/routes/signup.route.tsx',
];
const PROFILE_INDEX = 'src/features/profile/routes/profileIndex.route.tsx';

/**
 * Where the browser would go at once from this page with this login — the server sends it
 * there instead (a `<Navigate>` cannot act in a server render): a signed-in customer's page
 * without a login → the sign-in; the sign-in or sign-up while signed in → back where they
 * came from; `/profile` → its first section.
 */
export function sessionRedirect(url: URL, modules: string[], known: KnownSession): string | null {
  const path = `${url.pathname}${url.search}`;
  if (!known.user && modules.includes(SIGNED_IN_ONLY)) return signInPath(path);
  if (known.user && modules.some((module) => AUTH_FORMS.includes(module)))
    return safeReturnPath(url.searchParams.get(RETURN_PARAM));
  if (known.user && modules.includes(PROFILE_INDEX)) return '/profile/account';
  return null;
}
