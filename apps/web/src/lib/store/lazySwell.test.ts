import swell from 'swell-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazySwell } from './lazySwell.ts';

const INIT = { storeId: 'federkiel', publicKey: 'pk_test', origin: 'http://shop.test' };

afterEach(() => {
  document.cookie = 'swell-session=; path=/; max-age=0';
});

describe('lazySwell (swell-js out of the first chunk, issue #44)', () => {
  it('loads and initialises swell-js once, on the first call, for every call', async () => {
    const get = vi.fn(async function (this: unknown) {
      return { id: 'acc_1', self: this === fake.account };
    });
    const fake = { init: vi.fn(), account: { get }, session: {} };
    const load = vi.fn(async () => fake);
    const { swell: lazy } = lazySwell(INIT, load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([lazy.account.get(), lazy.account.get()]);
    expect(a).toEqual({ id: 'acc_1', self: true });
    expect(b).toEqual(a);
    expect(load).toHaveBeenCalledTimes(1);
    expect(fake.init).toHaveBeenCalledWith('federkiel', 'pk_test', {
      url: 'http://shop.test',
      vaultUrl: 'http://shop.test/vault',
    });
    await expect(lazy.cart.get()).rejects.toThrow('swell-js has no method get');
  });

  it('reads and writes the session cookie as swell-js does before it is loaded', async () => {
    swell.init(INIT.storeId, INIT.publicKey, { url: INIT.origin });
    const { swell: lazy, ready } = lazySwell(INIT, async () => swell);
    swell.session.setCookie('sess_von_swell');
    expect(lazy.session.getCookie()).toBe('sess_von_swell');
    lazy.session.setCookie('sess_ä/1');
    expect(swell.session.getCookie()).toBe('sess_ä/1');
    await ready();
    expect(lazy.session.getCookie()).toBe('sess_ä/1');
  });
});
