import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Serialisation that holds across server processes (issue 16). On PostgreSQL a transaction
// takes a transaction-scoped advisory lock on a key: a second transaction asking for the
// same key — in this process or another — waits until the first commits or rolls back,
// and the lock ends with the transaction, also when its process dies (the connection
// closes). An advisory lock rather than `SELECT … FOR UPDATE` on the session row because a
// session has no row until something is first stored (sessionRecord.ts): two first
// requests of one session would find nothing to lock.
//
// SQLite needs nothing here: every transaction starts with BEGIN IMMEDIATE (groupCommit.ts),
// which takes the database's one write lock at once, so transactions never interleave.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: only the executor is used
type AnyDb = Kysely<any>;

export function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Holds `key` until the surrounding transaction ends (no-op on SQLite, see above). */
export async function lockForTransaction(trx: AnyDb, key: string): Promise<void> {
  if (!isPostgres(trx)) return;
  // hashtextextended: 64-bit key; a collision only makes two keys wait for each other.
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}
