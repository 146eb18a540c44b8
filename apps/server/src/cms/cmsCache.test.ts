import { describe, expect, it, vi } from 'vitest';
import { CmsCache, CmsFetchError } from './cmsCache.ts';

/** A CMS behind a fake `fetch`: answers from `content`, or fails while `down`. */
function fakeCms() {
  const cms = {
    content: new Map<string, unknown>(),
    down: false,
    calls: [] as string[],
    fetch: vi.fn(async (input: string | URL | Request) => {
      const url = new URL(String(input));
      const key = `${url.pathname}${url.search}`;
      cms.calls.push(key);
      if (cms.down) throw new TypeError('fetch failed');
      const body = cms.content.get(key);
      if (body === undefined) return new Response('{"error":{}}', { status: 404 });
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  };
  return cms;
}

function setup(options: { maxEntries?: number } = {}) {
  const cms = fakeCms();
  let now = 1_000_000;
  const warnings: string[] = [];
  const cache = new CmsCache({
    baseUrl: 'http://cms.test:1337/',
    fetch: cms.fetch as unknown as typeof fetch,
    now: () => now,
    log: { warn: (m) => warnings.push(m) },
    staleWaitMs: 50,
    ...options,
  });
  return { cms, cache, warnings, advance: (ms: number) => (now += ms) };
}

const TEXTS = '/api/text-contents?filters[key][$in][0]=hero.title';

describe('CmsCache', () => {
  it('asks the CMS once per path and answers later requests from memory', async () => {
    const { cms, cache } = setup();
    cms.content.set(TEXTS, { data: [{ key: 'hero.title', content: 'Hallo' }] });
    const [a, b] = await Promise.all([cache.get(TEXTS), cache.get(TEXTS)]);
    expect(a).toEqual({ data: [{ key: 'hero.title', content: 'Hallo' }] });
    expect(b).toEqual(a);
    expect(await cache.get(TEXTS)).toEqual(a);
    expect(cms.calls).toEqual([TEXTS]);
    expect(cms.fetch.mock.calls[0]?.[0]).toBeInstanceOf(URL);
    expect(String(cms.fetch.mock.calls[0]?.[0])).toBe(`http://cms.test:1337${TEXTS}`);
  });

  it('asks again after invalidateAll and then serves the new answer', async () => {
    const { cms, cache } = setup();
    cms.content.set(TEXTS, { v: 1 });
    await cache.get(TEXTS);
    cms.content.set(TEXTS, { v: 2 });
    expect(await cache.get(TEXTS)).toEqual({ v: 1 });
    expect(cache.invalidateAll()).toBe(1);
    expect(await cache.get(TEXTS)).toEqual({ v: 2 });
    expect(await cache.get(TEXTS)).toEqual({ v: 2 });
    expect(cms.calls).toHaveLength(2);
  });

  it('does not keep an answer as current that was fetched before an invalidation', async () => {
    const { cms, cache } = setup();
    cms.content.set(TEXTS, { v: 1 });
    const inFlight = cache.get(TEXTS);
    cache.invalidateAll();
    expect(await inFlight).toEqual({ v: 1 });
    cms.content.set(TEXTS, { v: 2 });
    expect(await cache.get(TEXTS)).toEqual({ v: 2 });
  });

  it('serves the last good copy while the CMS is down, and leaves it alone for a while', async () => {
    const { cms, cache, warnings, advance } = setup();
    cms.content.set(TEXTS, { v: 1 });
    await cache.get(TEXTS);
    cache.invalidateAll();
    cms.down = true;
    expect(await cache.get(TEXTS)).toEqual({ v: 1 });
    expect(warnings.join('\n')).toMatch(/failed \(serving the last good copy\): .*not reachable/);
    const calls = cms.calls.length;
    expect(await cache.get(TEXTS)).toEqual({ v: 1 });
    expect(cms.calls).toHaveLength(calls);
    // Back up after the pause: asked again, the new answer replaces the copy.
    advance(5_001);
    cms.down = false;
    cms.content.set(TEXTS, { v: 2 });
    expect(await cache.get(TEXTS)).toEqual({ v: 2 });
  });

  it('a failure pauses only its own path: other paths are still asked (issue #40)', async () => {
    const { cms, cache } = setup();
    cms.content.set('/api/groups', { g: 1 });
    cms.content.set(TEXTS, { v: 1 });
    cms.down = true;
    await expect(cache.get(TEXTS)).rejects.toBeInstanceOf(CmsFetchError);
    cms.down = false;
    // The failed path is left alone for a while …
    await expect(cache.get(TEXTS)).rejects.toThrow(/a moment ago/);
    expect(cms.calls).toEqual([TEXTS]);
    // … another path is not refused for it.
    expect(await cache.get('/api/groups')).toEqual({ g: 1 });
    expect(cms.calls).toEqual([TEXTS, '/api/groups']);
  });

  it('a fetch that never ends is given up after the time-out, with everyone waiting on it', async () => {
    const signals: AbortSignal[] = [];
    // A CMS that takes the request and never answers, and ignores the abort too.
    const hanging = vi.fn((_input: string | URL | Request, init?: RequestInit) => {
      if (init?.signal) signals.push(init.signal);
      return new Promise<Response>(() => {});
    });
    const cache = new CmsCache({
      baseUrl: 'http://cms.test:1337/',
      fetch: hanging as unknown as typeof fetch,
      log: { warn: () => {} },
      timeoutMs: 20,
    });
    vi.useFakeTimers();
    try {
      const waiting = [cache.get(TEXTS), cache.get(TEXTS), cache.get(TEXTS)].map((p) =>
        p.catch((e: unknown) => e),
      );
      await vi.advanceTimersByTimeAsync(20);
      const errors = await Promise.all(waiting);
      expect(hanging).toHaveBeenCalledTimes(1);
      for (const error of errors) expect(error).toMatchObject({ status: null });
      expect(String(errors[0])).toMatch(/did not answer within 20 ms/);
      expect(signals[0]?.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('throws when the CMS is down and there is no copy', async () => {
    const { cms, cache } = setup();
    cms.down = true;
    const error = await cache.get(TEXTS).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsFetchError);
    expect((error as CmsFetchError).status).toBeNull();
  });

  it('forgets an entry the CMS no longer has (404), instead of serving the copy', async () => {
    const { cms, cache } = setup();
    cms.content.set('/api/templates/abc', { data: { id: 1 } });
    await cache.get('/api/templates/abc');
    cms.content.delete('/api/templates/abc');
    cache.invalidateAll();
    await expect(cache.get('/api/templates/abc')).rejects.toMatchObject({ status: 404 });
    expect(cache.size).toBe(0);
  });

  it('refreshes an old entry in the background and answers from the copy meanwhile', async () => {
    const { cms, cache, advance } = setup();
    cms.content.set(TEXTS, { v: 1 });
    await cache.get(TEXTS);
    cms.content.set(TEXTS, { v: 2 });
    advance(60_000);
    expect(await cache.get(TEXTS)).toEqual({ v: 1 });
    await vi.waitFor(() => expect(cms.calls).toHaveLength(2));
    await vi.waitFor(async () => expect(await cache.get(TEXTS)).toEqual({ v: 2 }));
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const { cms, cache } = setup({ maxEntries: 2 });
    for (const p of ['/api/a', '/api/b', '/api/c']) cms.content.set(p, { p });
    await cache.get('/api/a');
    await cache.get('/api/b');
    await cache.get('/api/a');
    await cache.get('/api/c');
    expect(cache.size).toBe(2);
    await cache.get('/api/a');
    expect(cms.calls).toEqual(['/api/a', '/api/b', '/api/c']);
    await cache.get('/api/b');
    expect(cms.calls).toHaveLength(4);
  });

  it.each(['/uploads/x.png', '//evil.example/api/x', '/api/../admin/users', 'http://evil/api/x'])(
    'refuses %s: only the CMS’s own JSON API is fetched',
    async (path) => {
      const { cms, cache } = setup();
      await expect(cache.get(path)).rejects.toBeInstanceOf(CmsFetchError);
      expect(cms.calls).toEqual([]);
    },
  );
});
