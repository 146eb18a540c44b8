import { getAppConfig } from '../config/appConfig.ts';
import { lazySwell } from './lazySwell.ts';
import { createStoreClient, type StoreClient } from './storeClient.ts';
import { notifyCartWrite, notifyUnauthorized, onCartWrite, onUnauthorized } from './storeEvents.ts';

// The one store client of the app. swell-js is initialised once, on its first call
// (lazySwell.ts: it is not part of any page's first chunk), with the store id and public key
// from /app-config.json and our own server as store and vault.

let client: StoreClient | null = null;
/** The server render's store client for the request being rendered (sessionStore.ts). */
let scoped: () => StoreClient | null = () => null;

export function getStore(): StoreClient {
  const forRequest = scoped();
  if (forRequest) return forRequest;
  if (!client) {
    const { storeId, publicKey } = getAppConfig();
    const lazy = lazySwell({ storeId, publicKey, origin: window.location.origin });
    client = createStoreClient(lazy.swell, {
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
