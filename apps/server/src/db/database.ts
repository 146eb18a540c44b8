import fs from 'node:fs';
import path from 'node:path';
import {
  Kysely,
  PostgresDialect,
  type Dialect,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import type { DatabaseConfig } from '../config.ts';
import { GroupCommitSqliteDialect } from './groupCommit.ts';
import { WalCheckpointer } from './walCheckpointer.ts';
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
  // A competing writer (a second process) is waited for by the driver, for up to 5 s,
  // without blocking the event loop (groupCommit.ts, whenNotBusy).
  database.pragma('busy_timeout = 0');
  // A cart write dirties a few pages. At the default (a checkpoint every 1,000 WAL pages)
  // checkpointing was the largest single cost of POST /api/cart/items (issue #32): 580 µs of
  // CPU per request against 340 µs at 10,000 pages, which keep the WAL file under ~40 MB.
  // Under load a worker thread copies the pages long before that (walCheckpointer.ts), so
  // this checkpoint only finishes its work and lets the WAL start again from the beginning.
  database.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
  return new GroupCommitSqliteDialect(withStatementCache(database), {
    startCheckpointer: () => new WalCheckpointer(file),
  });
}

/** WAL pages between automatic checkpoints (SQLite's default is 1,000); see sqliteDialect. */
export const WAL_AUTOCHECKPOINT_PAGES = 10_000;

/** Distinct SQL texts kept prepared; the store's queries are a few dozen shapes. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query anew, which was a fifth of the time of a
 * cart write. The same SQL text (values are bound parameters) reuses its prepared
 * statement. Safe because better-sqlite3 runs statements synchronously and the driver
 * (groupCommit.ts) holds its single connection for one query at a time and never streams
 * (no statement is ever mid-iteration).
 */
function withStatementCache(database: SqliteDatabase): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = database.prepare(sql);
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
