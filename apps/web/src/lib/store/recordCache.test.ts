import { describe, expect, it, vi } from 'vitest';
import { createRecordCache, RECORD_CACHE_MS } from './recordCache.ts';

function clock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createRecordCache', () => {
  it('keeps a record for 5 seconds after it arrived (spec §4)', async () => {
    expect(RECORD_CACHE_MS).toBe(5_000);
    const { now, advance } = clock();
    const cache = createRecordCache({ now });
    const load = vi.fn(async () => ({ id: 'ord_1', n: load.mock.calls.length }));
    expect(await cache.get('order:1', load)).toEqual({ id: 'ord_1', n: 1 });
    advance(4_999);
    expect(await cache.get('order:1', load)).toEqual({ id: 'ord_1', n: 1 });
    expect(load).toHaveBeenCalledTimes(1);
    advance(1);
    expect(await cache.get('order:1', load)).toEqual({ id: 'ord_1', n: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one request between callers while it runs; counts time from its arrival', async () => {
    const { now, advance } = clock();
    const cache = createRecordCache({ now });
    let resolve: (value: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const a = cache.get('k', load);
    const b = cache.get('k', load);
    advance(10_000); // a slow answer
    await new Promise((r) => setTimeout(r, 0));
    resolve('value');
    expect(await a).toBe('value');
    expect(await b).toBe('value');
    advance(4_000);
    expect(await cache.get('k', load)).toBe('value');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not cache failures', async () => {
    const cache = createRecordCache();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('ok');
    await expect(cache.get('k', load)).rejects.toThrow('offline');
    expect(await cache.get('k', load)).toBe('ok');
  });

  it('set, invalidate (one key or a prefix) and clear', async () => {
    const cache = createRecordCache();
    const load = vi.fn(async () => 'loaded');
    cache.set('account', 'written');
    expect(await cache.get('account', load)).toBe('written');
    cache.set('order:1', 'one');
    cache.set('order:2', 'two');
    cache.invalidate('order:*');
    expect(await cache.get('order:1', load)).toBe('loaded');
    cache.invalidate('account');
    expect(await cache.get('account', load)).toBe('loaded');
    cache.clear();
    await cache.get('account', load);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
