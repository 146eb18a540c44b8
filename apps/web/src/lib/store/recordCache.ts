/** spec §4/§9: cached records expire after 5 seconds. */
export const RECORD_CACHE_MS = 5_000;

export interface RecordCache {
  /**
   * The record under `key`: from the cache if it arrived less than `ttlMs` ago (or is being
   * fetched right now), else from `load`. Failed loads are not cached.
   */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Stores a record a write answered with, so the next read needs no request. */
  set<T>(key: string, value: T): void;
  /** Drops one key, or every key starting with `prefix*` when the key ends with `*`. */
  invalidate(key: string): void;
  clear(): void;
}

interface Entry {
  promise: Promise<unknown>;
  /** When the record expires; Infinity while it is being fetched. */
  expires: number;
}

export function createRecordCache({
  ttlMs = RECORD_CACHE_MS,
  now = () => Date.now(),
}: { ttlMs?: number; now?: () => number } = {}): RecordCache {
  const entries = new Map<string, Entry>();

  const fresh = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > now()) return entry;
    entries.delete(key);
    return undefined;
  };

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = fresh(key);
      if (hit) return hit.promise as Promise<T>;
      const entry: Entry = { promise: Promise.resolve(), expires: Infinity };
      const promise = Promise.resolve()
        .then(load)
        .then(
          (value) => {
            if (entries.get(key) === entry) entry.expires = now() + ttlMs;
            return value;
          },
          (error: unknown) => {
            if (entries.get(key) === entry) entries.delete(key);
            throw error;
          },
        );
      entry.promise = promise;
      entries.set(key, entry);
      return promise;
    },
    set<T>(key: string, value: T) {
      entries.set(key, { promise: Promise.resolve(value), expires: now() + ttlMs });
    },
    invalidate(key: string) {
      if (!key.endsWith('*')) {
        entries.delete(key);
        return;
      }
      const prefix = key.slice(0, -1);
      for (const name of [...entries.keys()]) if (name.startsWith(prefix)) entries.delete(name);
    },
    clear() {
      entries.clear();
    },
  };
}
