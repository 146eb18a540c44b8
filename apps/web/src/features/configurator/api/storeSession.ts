import { getStore } from '../../../lib/store/store.ts';

// `/swell` calls need the store session as `X-Session` (docs/uploads-and-configurations.md):
// what the backend stores must belong to the session the cart lives in. A first-time
// visitor has no session yet; asking for the cart makes the store hand one out.

export class SessionMissingError extends Error {
  override readonly name = 'SessionMissingError';
}

export async function storeSessionToken(): Promise<string> {
  const store = getStore();
  let token = store.session.token();
  if (!token) {
    await store.cart.get();
    token = store.session.token();
  }
  if (!token) throw new SessionMissingError('the store handed out no session');
  return token;
}
