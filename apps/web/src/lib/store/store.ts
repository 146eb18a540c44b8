import swell from 'swell-js';
import { getAppConfig } from '../config/appConfig.ts';
import { createStoreClient, type StoreClient, type SwellLike } from './storeClient.ts';
import { notifyCartWrite, notifyUnauthorized, onCartWrite, onUnauthorized } from './storeEvents.ts';

// The one store client of the app. swell-js is initialised once, on first use, with the
// store id and public key from /app-config.json and our own server as store and vault.

let client: StoreClient | null = null;
/** The server render's store client for the request being rendered (sessionStore.ts). */
let scoped: () => StoreClient | null = () => null;

export function getStore(): StoreClient {
  const forRequest = scoped();
  if (forRequest) return forRequest;
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

export { notifyCartWrite, notifyUnauthorized, onCartWrite, onUnauthorized };

/** Tests: use a fake client (or `null` to start over). */
export function setStore(next: StoreClient | null): void {
  client = next;
}

/** The server render: where `getStore` finds the current request's store client. */
export function setScopedStore(resolver: () => StoreClient | null): void {
  scoped = resolver;
}
