import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidateCart } from '../store/cartCount.ts';
import { onCartWrite } from '../store/storeEvents.ts';

// Every open tab shows the store's cart (issue 19): the header badge and the /cart page.
// - This tab wrote the cart (lib/store announces each cart write): the other tabs of the
//   browser hear a `BroadcastChannel` message and ask the store again.
// - A tab that comes back to the front (focus, visible again) asks the store again, which
//   also covers other browsers and devices of the same account and browsers without
//   BroadcastChannel.
// The message carries no data (the cart is the store's; a tab never trusts another's copy).

export const CART_CHANNEL = 'fk.cart';

export interface CartMessage {
  type: 'cart-changed';
  /** Which tab wrote (a tab ignores its own messages; BroadcastChannel does not echo anyway). */
  from: string;
}

export interface CartSyncEnvironment {
  /** A BroadcastChannel factory; null when the browser has none. */
  channel: ((name: string) => BroadcastChannel) | null;
  window: Window;
  document: Document;
}

function browserEnvironment(): CartSyncEnvironment {
  return {
    channel: typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : null,
    window,
    document,
  };
}

const tabId = Math.random().toString(36).slice(2);

function isCartMessage(data: unknown): data is CartMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'cart-changed'
  );
}

/**
 * Starts keeping `queryClient`'s cart in step with the store and the other tabs; answers the
 * stop function. One per query client (the app has one).
 */
export function startCartSync(
  queryClient: QueryClient,
  environment: CartSyncEnvironment = browserEnvironment(),
): () => void {
  const channel = environment.channel?.(CART_CHANNEL) ?? null;
  const refresh = () => void invalidateCart(queryClient);

  const stopWrites = onCartWrite(() => {
    const message: CartMessage = { type: 'cart-changed', from: tabId };
    try {
      channel?.postMessage(message);
    } catch {
      // A closed channel (page being left): the other tabs refetch on focus.
    }
  });
  const onMessage = (event: MessageEvent) => {
    if (isCartMessage(event.data) && event.data.from !== tabId) refresh();
  };
  channel?.addEventListener('message', onMessage);

  const onFocus = () => refresh();
  const onVisibility = () => {
    if (environment.document.visibilityState === 'visible') refresh();
  };
  environment.window.addEventListener('focus', onFocus);
  environment.document.addEventListener('visibilitychange', onVisibility);

  return () => {
    stopWrites();
    channel?.removeEventListener('message', onMessage);
    channel?.close();
    environment.window.removeEventListener('focus', onFocus);
    environment.document.removeEventListener('visibilitychange', onVisibility);
  };
}

const running = new WeakMap<QueryClient, { users: number; stop: () => void }>();

/**
 * Keeps the cart in step while a component using it is mounted (the header's cart link, the
 * cart page). Several users share one sync per query client.
 */
export function useCartSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const current = running.get(queryClient);
    if (current) current.users += 1;
    else running.set(queryClient, { users: 1, stop: startCartSync(queryClient) });
    return () => {
      const entry = running.get(queryClient);
      if (!entry) return;
      entry.users -= 1;
      if (entry.users === 0) {
        entry.stop();
        running.delete(queryClient);
      }
    };
  }, [queryClient]);
}
