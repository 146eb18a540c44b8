import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_QUERY_ROOT } from '../store/cartQuery.ts';
import { notifyCartWrite } from '../store/store.ts';
import { CART_CHANNEL, startCartSync, type CartSyncEnvironment } from './cartSync.ts';

/** BroadcastChannels of one fake browser: a message reaches every other channel of its name. */
function fakeBroadcast() {
  const channels: FakeChannel[] = [];
  class FakeChannel extends EventTarget {
    closed = false;
    constructor(readonly name: string) {
      super();
      channels.push(this);
    }
    postMessage(data: unknown) {
      if (this.closed) throw new Error('closed');
      for (const other of channels) {
        if (other !== this && other.name === this.name && !other.closed)
          other.dispatchEvent(new MessageEvent('message', { data }));
      }
    }
    close() {
      this.closed = true;
    }
  }
  return { open: (name: string) => new FakeChannel(name) as unknown as BroadcastChannel, channels };
}

function cartQuery(client: QueryClient) {
  return client.getQueryCache().find({ queryKey: [...CART_QUERY_ROOT, 'guest'] });
}

function tab(open: CartSyncEnvironment['channel']) {
  const client = new QueryClient();
  client.setQueryData([...CART_QUERY_ROOT, 'guest'], { id: 'cart_1', items: [] });
  const env: CartSyncEnvironment = { channel: open, window, document };
  return { client, env };
}

const stops: (() => void)[] = [];
afterEach(() => {
  while (stops.length) stops.pop()?.();
});

describe('cart sync', () => {
  it("a cart write in one tab marks the other tab's cart stale, not its own", () => {
    const broadcast = fakeBroadcast();
    // Two tabs in one test share the module's listeners; the writer is told apart by its channel.
    const a = tab(broadcast.open);
    stops.push(startCartSync(a.client, a.env));
    const channelB = broadcast.open(CART_CHANNEL);
    const received = vi.fn();
    channelB.addEventListener('message', (event) => received((event as MessageEvent).data));
    notifyCartWrite();
    expect(received).toHaveBeenCalledWith(expect.objectContaining({ type: 'cart-changed' }));
    // The writer refreshes its own cart itself (the caller has the answer).
    expect(cartQuery(a.client)?.state.isInvalidated).toBe(false);
    // A message from elsewhere makes tab A ask again.
    channelB.postMessage({ type: 'cart-changed', from: 'other-tab' });
    expect(cartQuery(a.client)?.state.isInvalidated).toBe(true);
  });

  it('ignores foreign messages on the channel', () => {
    const broadcast = fakeBroadcast();
    const a = tab(broadcast.open);
    stops.push(startCartSync(a.client, a.env));
    broadcast.open(CART_CHANNEL).postMessage({ type: 'something-else' });
    broadcast.open('another-channel').postMessage({ type: 'cart-changed', from: 'x' });
    expect(cartQuery(a.client)?.state.isInvalidated).toBe(false);
  });

  it('asks again when the tab gets focus or becomes visible; stops cleanly', () => {
    const a = tab(null);
    const stop = startCartSync(a.client, a.env);
    window.dispatchEvent(new Event('focus'));
    expect(cartQuery(a.client)?.state.isInvalidated).toBe(true);
    a.client.setQueryData([...CART_QUERY_ROOT, 'guest'], { id: 'cart_1', items: [] });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(cartQuery(a.client)?.state.isInvalidated).toBe(true);
    stop();
    a.client.setQueryData([...CART_QUERY_ROOT, 'guest'], { id: 'cart_1', items: [] });
    window.dispatchEvent(new Event('focus'));
    expect(cartQuery(a.client)?.state.isInvalidated).toBe(false);
  });

  it('closes its channel when stopped (no message after)', () => {
    const broadcast = fakeBroadcast();
    const a = tab(broadcast.open);
    const stop = startCartSync(a.client, a.env);
    stop();
    expect(broadcast.channels[0]?.closed).toBe(true);
    expect(() => notifyCartWrite()).not.toThrow();
  });
});
