import swell from 'swell-js';
import { getAppConfig } from '../config/appConfig.ts';
import { createStoreClient, type StoreClient, type SwellLike } from './storeClient.ts';

// The one store client of the app. swell-js is initialised once, on first use, with the
// store id and public key from /app-config.json and our own server as store and vault.

let client: StoreClient | null = null;
const unauthorizedListeners = new Set<() => void>();
const cartWriteListeners = new Set<() => void>();

export function getStore(): StoreClient {
  if (!client) {
    const { storeId, publicKey } = getAppConfig();
    const origin = window.location.origin;
    swell.init(storeId, publicKey, { url: origin, vaultUrl: `${origin}/vault` });
    client = createStoreClient(swell as unknown as SwellLike, {
      onUnauthorized: notifyUnauthorized,
      onCartWrite: notifyCartWrite,
    });
  }
  return client;
}

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

/** Tests: use a fake client (or `null` to start over). */
export function setStore(next: StoreClient | null): void {
  client = next;
}
