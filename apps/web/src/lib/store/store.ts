import { getAppConfig, hasAppConfig } from '../config/appConfig.ts';
import { lazySwell } from './lazySwell.ts';
import { createStoreClient, type StoreClient } from './storeClient.ts';
import { notifyCartWrite, notifyUnauthorized, onCartWrite, onUnauthorized } from './storeEvents.ts';

// The one store client of the app. swell-js is initialised once, on its first call
// (lazySwell.ts: it is not part of any page's first chunk), with the store id and public key
// from /app-config.json and our own server as store and vault.

let client: StoreClient | null = null;
let loadSwell: (() => Promise<unknown>) | null = null;
/** The server render's store client for the request being rendered (sessionStore.ts). */
let scoped: () => StoreClient | null = () => null;

export function getStore(): StoreClient {
  const forRequest = scoped();
  if (forRequest) return forRequest;
  if (!client) {
    const { storeId, publicKey } = getAppConfig();
    const lazy = lazySwell({ storeId, publicKey, origin: window.location.origin });
    loadSwell = lazy.ready;
    client = createStoreClient(lazy.swell, {
      onUnauthorized: notifyUnauthorized,
      onCartWrite: notifyCartWrite,
    });
  }
  return client;
}

/**
 * swell-js loads on the first store call; a form's first call is its submit, which then waits
 * for the import. So the first time the focus or a press lands in a form (sign-in, sign-up,
 * an address, the contact form), swell-js is loaded ahead: the customer is about to send it.
 */
export function loadStoreOnFormIntent(target: Document = document): () => void {
  const events = ['focusin', 'pointerdown'] as const;
  const stop = () => events.forEach((type) => target.removeEventListener(type, onIntent, true));
  function onIntent(event: Event) {
    if (!(event.target instanceof Element) || !event.target.closest('form')) return;
    if (!client && !hasAppConfig()) return;
    stop();
    getStore();
    void loadSwell?.();
  }
  events.forEach((type) => target.addEventListener(type, onIntent, true));
  return stop;
}
if (typeof document !== 'undefined') loadStoreOnFormIntent();

export { notifyCartWrite, notifyUnauthorized, onCartWrite, onUnauthorized };

/** Tests: use a fake client (or `null` to start over). */
export function setStore(next: StoreClient | null): void {
  client = next;
  loadSwell = null;
}

/** The server render: where `getStore` finds the current request's store client. */
export function setScopedStore(resolver: () => StoreClient | null): void {
  scoped = resolver;
}
