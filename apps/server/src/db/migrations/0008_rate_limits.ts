import type { Kysely } from 'kysely';

// Issue 16: the per-IP rate limit counters move from one process's memory into the
// database, so every server process counts against the same budget (http/rateLimitStore.ts).
// One row per limit and client key, rewritten in place: `hits` in the window that ends at
// `reset_at`.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('name', 'text', (c) => c.notNull())
    // The client's address (an IPv6 address by its /64).
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    // ISO-8601 instant (UTC, `toISOString()`): compares as text on both databases.
    .addColumn('reset_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['name', 'key'])
    .execute();
  // Sweeping ended windows reads by time.
  await db.schema
    .createIndex('rate_limits_reset_at')
    .on('rate_limits')
    .column('reset_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
