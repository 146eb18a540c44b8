// The server's copy of the CMS answers that server rendering needs (issue #13). Pages are
// rendered per request, and asking Strapi every time would put the CMS's latency (and its
// availability) into every first paint. So GET answers are kept by path:
// - an editor's change clears them at once: Strapi's webhook calls `invalidateAll()`
//   (cms/cmsWebhook.ts). Entries are only marked, not dropped, so a CMS that goes down right
//   after a publish still has the last good copy to serve;
// - a missed webhook (the shop was restarting) heals by age: after FRESH_MS an entry is served
//   once more while it is fetched again in the background;
// - a CMS that is down or slow never blocks a page for long: a marked entry waits at most
//   STALE_WAIT_MS for the new answer, and after a failure the CMS is left alone for
//   RETRY_AFTER_FAILURE_MS (the last good copy is served, paths without one fail at once).

export const FRESH_MS = 60_000;
export const STALE_WAIT_MS = 400;
export const FETCH_TIMEOUT_MS = 3_000;
export const RETRY_AFTER_FAILURE_MS = 5_000;
/** Query variants of the product list could otherwise grow the cache without end. */
export const MAX_ENTRIES = 500;
/** Strapi caps lists at 100 entries; anything far larger is not worth holding in memory. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

export interface CmsCacheLog {
  warn: (message: string) => void;
}

export interface CmsCacheOptions {
  /** The CMS's base URL as this server reaches it (CMS_INTERNAL_URL, else CMS_URL). */
  baseUrl: string;
  log: CmsCacheLog;
  fetch?: typeof fetch;
  now?: () => number;
  freshMs?: number;
  staleWaitMs?: number;
  timeoutMs?: number;
  retryAfterFailureMs?: number;
  maxEntries?: number;
}

/** A CMS answer the cache could not get (and had no copy of). */
export class CmsFetchError extends Error {
  override readonly name = 'CmsFetchError';
  /** The CMS's HTTP status, or null when it could not be reached at all. */
  readonly status: number | null;
  constructor(message: string, status: number | null, options?: { cause?: unknown }) {
    super(message, options);
    this.status = status;
  }
}

interface Entry {
  value: unknown;
  fetchedAt: number;
  /** The cache generation the answer was fetched in; older than the current = marked stale. */
  generation: number;
}

export class CmsCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<unknown>>();
  private generation = 0;
  /** Until when the CMS counts as down after a failed request (epoch ms). */
  private downUntil = 0;
  private readonly base: URL;
  private readonly fetchFn: typeof fetch;
  private readonly now: () => number;
  private readonly freshMs: number;
  private readonly staleWaitMs: number;
  private readonly timeoutMs: number;
  private readonly retryAfterFailureMs: number;
  private readonly maxEntries: number;
  private readonly log: CmsCacheLog;

  constructor(options: CmsCacheOptions) {
    this.base = new URL(`${options.baseUrl.replace(/\/+$/, '')}/`);
    this.log = options.log;
    this.fetchFn = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
    this.freshMs = options.freshMs ?? FRESH_MS;
    this.staleWaitMs = options.staleWaitMs ?? STALE_WAIT_MS;
    this.timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
    this.retryAfterFailureMs = options.retryAfterFailureMs ?? RETRY_AFTER_FAILURE_MS;
    this.maxEntries = options.maxEntries ?? MAX_ENTRIES;
  }

  /** How many answers are held. */
  get size(): number {
    return this.entries.size;
  }

  /**
   * The CMS's JSON answer to `GET <path>` (`/api/text-contents?…`): from the cache when it is
   * current, else fetched; the last good copy when the CMS fails. Throws CmsFetchError when
   * there is neither an answer nor a copy.
   */
  async get(path: string): Promise<unknown> {
    const url = this.urlOf(path);
    const entry = this.entries.get(path);
    if (!entry) return this.refresh(path, url);
    // Least recently used goes first when the cache is full: re-insert at the end.
    this.entries.delete(path);
    this.entries.set(path, entry);
    const cmsDown = this.now() < this.downUntil;
    if (entry.generation !== this.generation) {
      // An editor changed something: wait a moment for the new answer, else the old one.
      if (cmsDown) return entry.value;
      const fallback = entry.value;
      const refreshed = this.refresh(path, url).catch((error: unknown) => {
        // The CMS is up and says the entry is gone (404) or the query is wrong: no copy then.
        if (isClientError(error)) throw error;
        return fallback;
      });
      return Promise.race([refreshed, delay(this.staleWaitMs, fallback)]);
    }
    if (this.now() - entry.fetchedAt >= this.freshMs && !cmsDown) {
      this.refresh(path, url).catch(() => undefined);
    }
    return entry.value;
  }

  /**
   * Marks every answer as outdated (the CMS's webhook: something was published, changed or
   * deleted). The answers stay as the last good copies. Returns how many were marked.
   */
  invalidateAll(): number {
    this.generation += 1;
    // A CMS that calls the webhook is up: let the next page ask it at once.
    this.downUntil = 0;
    return this.entries.size;
  }

  /** The absolute URL of a CMS path; only the CMS's own JSON API, never another host. */
  private urlOf(path: string): URL {
    if (!path.startsWith('/api/') || path.includes('\\')) {
      throw new CmsFetchError(`Not a CMS API path: ${path}`, null);
    }
    const url = new URL(path.slice(1), this.base);
    if (url.origin !== this.base.origin || !url.pathname.startsWith(`${this.base.pathname}api/`)) {
      throw new CmsFetchError(`Not a CMS API path: ${path}`, null);
    }
    return url;
  }

  /** Fetches `url` once for all callers that ask for `path` meanwhile. */
  private refresh(path: string, url: URL): Promise<unknown> {
    const inFlight = this.pending.get(path);
    if (inFlight) return inFlight;
    if (this.now() < this.downUntil) {
      return Promise.reject(new CmsFetchError('The CMS failed a moment ago; not asked again yet', null));
    }
    const generation = this.generation;
    const request = this.fetchJson(url)
      .then(({ value, bytes }) => {
        if (bytes <= MAX_BODY_BYTES) this.store(path, { value, fetchedAt: this.now(), generation });
        return value;
      })
      .catch((error: unknown) => {
        if (isClientError(error)) {
          this.entries.delete(path);
        } else {
          this.downUntil = this.now() + this.retryAfterFailureMs;
        }
        const copy = this.entries.has(path) ? ' (serving the last good copy)' : '';
        this.log.warn(`CMS request ${url.pathname} failed${copy}: ${messageOf(error)}`);
        throw error;
      })
      .finally(() => this.pending.delete(path));
    this.pending.set(path, request);
    return request;
  }

  private async fetchJson(url: URL): Promise<{ value: unknown; bytes: number }> {
    let response: Response;
    try {
      response = await this.fetchFn(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (cause) {
      throw new CmsFetchError(`The CMS is not reachable: ${messageOf(cause)}`, null, { cause });
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new CmsFetchError(`The CMS answered ${response.status}`, response.status);
    }
    const text = await response.text();
    try {
      return { value: JSON.parse(text) as unknown, bytes: Buffer.byteLength(text) };
    } catch (cause) {
      throw new CmsFetchError('The CMS answered something that is not JSON', 502, { cause });
    }
  }

  private store(path: string, entry: Entry): void {
    this.entries.delete(path);
    this.entries.set(path, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

function delay<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(resolve, ms, value).unref());
}

/** A 4xx from a CMS that is up: the answer is "no", not "not now". */
function isClientError(error: unknown): boolean {
  return error instanceof CmsFetchError && error.status !== null && error.status < 500;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
