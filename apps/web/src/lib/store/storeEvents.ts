// The store's announcements, apart from the store client itself (which brings swell-js):
// the header and the cart sync listen to them on every page, also where the store was never
// loaded (issue #13). `store.ts` re-exports them.

const unauthorizedListeners = new Set<() => void>();
const cartWriteListeners = new Set<() => void>();

/** Called whenever an account call answers "not signed in". */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Tells every listener that the store has no login for this session any more. */
export function notifyUnauthorized(): void {
  for (const listener of unauthorizedListeners) listener();
}

/** Called after every cart write of this tab's store client (lib/cartSync listens). */
export function onCartWrite(listener: () => void): () => void {
  cartWriteListeners.add(listener);
  return () => cartWriteListeners.delete(listener);
}

/** Tells every listener that this tab changed the store's cart. */
export function notifyCartWrite(): void {
  for (const listener of cartWriteListeners) listener();
}
