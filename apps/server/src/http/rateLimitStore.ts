import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

// The rate limit counters in the database (table `rate_limits`, migration 0008), so that
// several server processes share one budget per client: what the first process counted,
// the second sees (issue 16). One statement counts a hit — an upsert that starts a new
// window when the old one has ended — so two processes counting at once never lose a hit
// (the row is locked by the upsert on PostgreSQL; SQLite writes one at a time).

export interface Window {
  hits: number;
  resetAtMs: number;
}

/** How often (in counted hits, per process) ended windows are swept from the table. */
const SWEEP_EVERY = 500;
let sinceSweep = 0;

/**
 * Counts `amount` hits (1: one request; the upload budget counts bytes) of `key` against
 * `name` and returns the window after it.
 */
export async function countHit(
  db: Db,
  name: string,
  key: string,
  windowMs: number,
  nowMs: number,
  amount = 1,
): Promise<Window> {
  const now = new Date(nowMs).toISOString();
  const nextReset = new Date(nowMs + windowMs).toISOString();
  const row = await db
    .insertInto('rate_limits')
    .values({ name, key, hits: amount, reset_at: nextReset })
    .onConflict((oc) =>
      oc.columns(['name', 'key']).doUpdateSet({
        // `rate_limits.…` is the stored row; an ended window starts again at `amount`.
        hits: sql<number>`case when rate_limits.reset_at <= ${now} then ${amount} else rate_limits.hits + ${amount} end`,
        reset_at: sql<string>`case when rate_limits.reset_at <= ${now} then ${nextReset} else rate_limits.reset_at end`,
      }),
    )
    .returning(['hits', 'reset_at'])
    .executeTakeFirstOrThrow();
  sinceSweep += 1;
  if (sinceSweep >= SWEEP_EVERY) {
    sinceSweep = 0;
    await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
  }
  return { hits: Number(row.hits), resetAtMs: Date.parse(row.reset_at) };
}

/** The current window of `key` under `name`, without counting; null when none is open. */
export async function currentWindow(
  db: Db,
  name: string,
  key: string,
  nowMs: number,
): Promise<Window | null> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['hits', 'reset_at'])
    .where('name', '=', name)
    .where('key', '=', key)
    .where('reset_at', '>', new Date(nowMs).toISOString())
    .executeTakeFirst();
  return row ? { hits: Number(row.hits), resetAtMs: Date.parse(row.reset_at) } : null;
}
