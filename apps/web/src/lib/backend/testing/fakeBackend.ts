import { vi } from 'vitest';

// Test-only: `fetch` for the shop backend's `/swell` routes. Each call is recorded; a handler
// answers by method and path (unhandled `/swell` calls answer 404). Other URLs (the fake
// CMS) go to `fallback` when one is given.

export interface BackendCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  /** Answered as JSON. */
  body?: unknown;
  /** Answered as these bytes instead (an image). */
  bytes?: Uint8Array;
}

export type FakeHandler = (call: BackendCall) => FakeAnswer | Promise<FakeAnswer> | undefined;

export function createFakeBackend(handler: FakeHandler, fallback?: typeof fetch) {
  const calls: BackendCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    if (fallback && !url.pathname.startsWith('/swell/')) return fallback(input, init);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    let body: unknown = init?.body ?? null;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // not JSON: keep the text
      }
    }
    const call: BackendCall = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname + url.search,
      headers,
      body,
    };
    calls.push(call);
    const answer = (await handler(call)) ?? { status: 404, body: { error: { code: 'not_found' } } };
    const status = answer.status ?? 200;
    if (answer.bytes) return new Response(answer.bytes.slice(), { status });
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? null), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return {
    calls,
    fetch: fetchMock as unknown as typeof fetch,
    /** Calls with this method and path prefix. */
    callsTo: (method: string, prefix: string) =>
      calls.filter((call) => call.method === method && call.path.startsWith(prefix)),
  };
}

/** A fake backend as the global `fetch`; `restore()` puts the real one back. */
export function installFakeBackend(handler: FakeHandler) {
  const backend = createFakeBackend(handler);
  const original = globalThis.fetch;
  globalThis.fetch = backend.fetch;
  return {
    ...backend,
    restore() {
      globalThis.fetch = original;
    },
  };
}
