import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAppConfig } from '../config/appConfig.ts';
import { getStore, onUnauthorized, setStore } from './store.ts';

afterEach(() => {
  setStore(null);
  vi.unstubAllGlobals();
});

function json(body: unknown, status = 200, session = 'sess_1') {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'X-Session': session },
  });
}

describe('getStore (the real swell-js against a fake fetch)', () => {
  it('initialises swell-js once with the app config, our origin and the vault', async () => {
    setAppConfig({
      cmsUrl: 'http://cms.test',
      storeId: 'federkiel',
      publicKey: 'pk_test_key',
      publicUrl: window.location.origin,
      trackingId: null,
    });
    const fetchMock = vi.fn(async () => json({ id: 'acc_1', email: 'ada@example.de' }));
    vi.stubGlobal('fetch', fetchMock);
    const store = getStore();
    expect(getStore()).toBe(store);
    expect(await store.account.get()).toEqual({ id: 'acc_1', email: 'ada@example.de' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${window.location.origin}/api/account`);
    expect((init.headers as Record<string, string>).Authorization).toBe(
      `Basic ${btoa('pk_test_key')}`,
    );
    expect(init.credentials).toBe('include');
    expect(store.session.token()).toBe('sess_1');
  });

  it('reports a 401 of an account call to the listeners', async () => {
    setAppConfig({
      cmsUrl: 'http://cms.test',
      storeId: 'federkiel',
      publicKey: 'pk_test_key',
      publicUrl: window.location.origin,
      trackingId: null,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ error: { message: 'Bitte melde dich zuerst an.', code: 'unauthorized' } }, 401),
      ),
    );
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await expect(getStore().account.listOrders()).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
