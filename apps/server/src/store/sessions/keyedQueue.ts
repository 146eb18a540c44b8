import { ClientError } from '../../http/errors.ts';

// Runs tasks for the same key one at a time, in arrival order, and tasks for different
// keys concurrently. The store keys it by session: swell-js may fire several cart calls
// at once (a double click, 50 addItem calls in a loop) and each must see the result of
// the one before, or two read-modify-write cycles would overwrite each other.
//
// Since issue 16 this is no longer what keeps a session's requests apart — the session's
// lock in the database does, across every server process (db/locks.ts, sessionScope.ts).
// The queue stays as a courtesy: a burst on one session waits here, in memory, instead of
// each request holding a pooled database connection while it waits for that lock.

/** More waiting requests than this on one session is abuse, not a shopper. */
export const MAX_QUEUED_PER_KEY = 500;

export class KeyedQueue {
  private readonly tails = new Map<string, { tail: Promise<void>; waiting: number }>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const entry = this.tails.get(key) ?? { tail: Promise.resolve(), waiting: 0 };
    if (entry.waiting >= MAX_QUEUED_PER_KEY) {
      return Promise.reject(
        new ClientError(
          429,
          'too_many_requests',
          'Too many requests are waiting on this session; slow down.',
        ),
      );
    }
    entry.waiting += 1;
    // The task runs once the previous one settles, whether it succeeded or failed.
    const result = entry.tail.then(task);
    entry.tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, entry);
    const tail = entry.tail;
    void tail.then(() => {
      entry.waiting -= 1;
      if (entry.waiting === 0 && this.tails.get(key) === entry && entry.tail === tail) {
        this.tails.delete(key);
      }
    });
    return result;
  }

  /** Keys with work queued or running (for tests and diagnostics). */
  get size(): number {
    return this.tails.size;
  }
}
