import fs from 'node:fs';
import path from 'node:path';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type Dialect,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import type { DatabaseConfig } from '../config.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/**
 * Opens the database the configuration selects. The drivers are imported lazily so a
 * SQLite installation never loads `pg`, and a PostgreSQL one never opens a file.
 */
export async function createDatabase(config: DatabaseConfig): Promise<Db> {
  const dialect =
    config.kind === 'postgres'
      ? await postgresDialect(config.url, config.poolSize)
      : await sqliteDialect(config.file);
  return new Kysely<Database>({ dialect });
}

async function sqliteDialect(file: string): Promise<Dialect> {
  const { default: SQLite } = await import('better-sqlite3');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file);
  // WAL lets readers (health checks, dashboards) run while a request writes;
  // SQLite leaves foreign keys off unless asked, per connection.
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  // In WAL mode NORMAL still never corrupts the database; it only stops fsyncing on every
  // commit (a power cut may lose the last transactions, a crashed process loses nothing).
  // Every cart change is a transaction, so this is what lets the store write at speed.
  database.pragma('synchronous = NORMAL');
  // Wait for a competing writer (e.g. a second process during development) instead of
  // failing at once with SQLITE_BUSY.
  database.pragma('busy_timeout = 5000');
  // A cart write dirties about five pages. At the default (a checkpoint every 1,000 WAL
  // pages, i.e. every ~200 commits) checkpointing was the largest single cost of
  // POST /api/cart/items: 580 µs of CPU per request against 340 µs at 10,000 pages (issue
  // #32). No checkpoint at all is slower again (the WAL index grows without bound), and
  // 10,000 pages keep the WAL file under ~40 MB.
  database.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
  return new SqliteDialect({ database: withStatementCache(database) });
}

/**
 * Kysely opens every transaction with a plain `begin` (deferred: the write lock is taken at
 * the first write). With several processes on one file, two deferred transactions that
 * both read and then write fail with SQLITE_BUSY instead of waiting (busy_timeout cannot
 * help: the reader's snapshot is stale). BEGIN IMMEDIATE takes the write lock first, so
 * a second process waits for it (busy_timeout) and then sees the first one's commit —
 * the SQLite half of the store's serialisation (db/locks.ts).
 */
const BEGIN_IMMEDIATE = 'begin immediate';

/** WAL pages between automatic checkpoints (SQLite's default is 1,000); see sqliteDialect. */
export const WAL_AUTOCHECKPOINT_PAGES = 10_000;

/** Distinct SQL texts kept prepared; the store's queries are a few dozen shapes. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query anew, which was a fifth of the time of a
 * cart write. The same SQL text (values are bound parameters) reuses its prepared
 * statement. Safe because better-sqlite3 runs statements synchronously and Kysely holds
 * its single connection for one query at a time (no statement is ever mid-iteration).
 */
function withStatementCache(database: SqliteDatabase): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = database.prepare(sql === 'begin' ? BEGIN_IMMEDIATE : sql);
        statements.set(sql, statement);
      }
      return statement;
    },
    close: () => database.close(),
  };
}

async function postgresDialect(connectionString: string, max: number): Promise<Dialect> {
  const { default: pg } = await import('pg');
  // `max` connections per server process: processes × max must stay below the server's
  // max_connections (docs/operations.md). A session waiting for its lock (db/locks.ts) holds
  // one, which is why the in-process queue stays in front of it.
  return new PostgresDialect({ pool: new pg.Pool({ connectionString, max }) });
}
