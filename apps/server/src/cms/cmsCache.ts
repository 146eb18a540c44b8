// The server's copy of the CMS answers that server rendering needs (issue #13). Pages are
// rendered per request, and asking Strapi every time would put the CMS's latency (and its
// availability) into every first paint. So GET answers are kept by path:
// - an editor's change clears them at once: Strapi's webhook calls `invalidateAll()`
//   (cms/cmsWebhook.ts). Entries are only marked, not dropped, so a CMS that goes down right
//   after a publish still has the last good copy to serve;
// - a missed webhook (the shop was restarting) heals by age: after FRESH_MS an entry is served
//   once more while it is fetched again in the background;
// - a CMS that is down or slow never blocks a page for long: a marked entry waits at most
//   STALE_WAIT_MS for the new answer; every fetch ends after FETCH_TIMEOUT_MS, headers and
//   body, and so does every request waiting on it (issue #40: a fetch that hung kept its path
//   and every visitor asking for it waiting for good);
// - after a failure that *path* is left alone for RETRY_AFTER_FAILURE_MS (its last good copy
//   is served, without one it fails at once). Only that path: one slow query (a large list,
//   a query the CMS chokes on) used to make every other path without a copy fail for 5 s too
//   (issue #40, 5 of 31 keys). A CMS that is down for all paths costs one quick refused
//   connection per path and pause, which is cheap.

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
  /** Per path: until when it is not asked again after a failed request (epoch ms). */
  private readonly failedUntil = new Map<string, number>();
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
    const cmsDown = this.backingOff(path);
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
    this.failedUntil.clear();
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
    if (this.backingOff(path)) {
      return Promise.reject(
        new CmsFetchError('The CMS failed on this path a moment ago; not asked again yet', null),
      );
    }
    const generation = this.generation;
    const request = this.fetchJson(url)
      .then(({ value, bytes }) => {
        this.failedUntil.delete(path);
        if (bytes <= MAX_BODY_BYTES) this.store(path, { value, fetchedAt: this.now(), generation });
        return value;
      })
      .catch((error: unknown) => {
        if (isClientError(error)) {
          this.entries.delete(path);
        } else {
          this.markFailed(path);
        }
        const copy = this.entries.has(path) ? ' (serving the last good copy)' : '';
        this.log.warn(`CMS request ${url.pathname} failed${copy}: ${messageOf(error)}`);
        throw error;
      })
      .finally(() => this.pending.delete(path));
    this.pending.set(path, request);
    return request;
  }

  private backingOff(path: string): boolean {
    const until = this.failedUntil.get(path);
    if (until === undefined) return false;
    if (this.now() < until) return true;
    this.failedUntil.delete(path);
    return false;
  }

  private markFailed(path: string): void {
    this.failedUntil.delete(path);
    this.failedUntil.set(path, this.now() + this.retryAfterFailureMs);
    // Bounded like the entries: the oldest pause goes first (it is the first to end anyway).
    while (this.failedUntil.size > this.maxEntries) {
      const oldest = this.failedUntil.keys().next().value;
      if (oldest === undefined) break;
      this.failedUntil.delete(oldest);
    }
  }

  /**
   * One CMS request that settles within timeoutMs whatever the CMS does: the timer aborts the
   * fetch (headers and body) and rejects on its own, so a fetch that ignores the abort still
   * releases everyone waiting on it. (AbortSignal.timeout alone did not: a hung request kept
   * its path pending for minutes.)
   */
  private fetchJson(url: URL): Promise<{ value: unknown; bytes: number }> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new CmsFetchError(`The CMS did not answer within ${this.timeoutMs} ms`, null);
        controller.abort(error);
        reject(error);
      }, this.timeoutMs);
    });
    return Promise.race([this.readJson(url, controller.signal), deadline]).finally(() =>
      clearTimeout(timer),
    );
  }

  private async readJson(url: URL, signal: AbortSignal): Promise<{ value: unknown; bytes: number }> {
    let response: Response;
    try {
      response = await this.fetchFn(url, { headers: { accept: 'application/json' }, signal });
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
