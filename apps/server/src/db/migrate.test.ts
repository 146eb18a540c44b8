import fs from 'node:fs';
import path from 'node:path';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers.ts';
import { createDatabase, type Db } from './database.ts';
import { migrateToLatest, MigrationError } from './migrate.ts';
import { migrations } from './migrations/index.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function openTempDb(): Promise<{ db: Db; file: string }> {
  const { dir, cleanup } = makeTempDir();
  cleanups.push(cleanup);
  const file = path.join(dir, 'nested', 'folder', 'federkiel.db');
  const db = await createDatabase({ kind: 'sqlite', file });
  cleanups.push(() => db.destroy());
  return { db, file };
}

describe('SQLite database', () => {
  it('creates the file and its folders, with WAL and foreign keys on', async () => {
    const { db, file } = await openTempDb();
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
    expect(fs.existsSync(file)).toBe(true);
    expect(journal.rows[0]?.journal_mode).toBe('wal');
    expect(foreignKeys.rows[0]?.foreign_keys).toBe(1);
  });
});

describe('migrateToLatest', () => {
  it('applies every migration in order and creates the tables', async () => {
    const { db } = await openTempDb();
    const results = await migrateToLatest(db);
    expect(results.map((r) => [r.migrationName, r.status])).toEqual(
      Object.keys(migrations).map((name) => [name, 'Success']),
    );

    const tables = (await db.introspection.getTables()).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(['app_meta', 'sessions']));

    const now = new Date().toISOString();
    await db
      .insertInto('sessions')
      .values({ id: 'tok_1', created_at: now, updated_at: now })
      .execute();
    const created = await db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', 'created_at')
      .executeTakeFirst();
    expect(created?.value).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('is idempotent: a second run applies nothing and keeps the data', async () => {
    const { db } = await openTempDb();
    await migrateToLatest(db);
    const now = new Date().toISOString();
    await db
      .insertInto('sessions')
      .values({ id: 'tok_keep', created_at: now, updated_at: now })
      .execute();

    expect(await migrateToLatest(db)).toEqual([]);
    const sessions = await db.selectFrom('sessions').select('id').execute();
    expect(sessions).toEqual([{ id: 'tok_keep' }]);
  });

  it('reports a failing migration by name and rolls back its changes', async () => {
    const { db } = await openTempDb();
    const broken = {
      ...migrations,
      '9999_broken': {
        up: async (trx: Kysely<unknown>) => {
          await trx.schema.createTable('half_done').addColumn('id', 'text').execute();
          throw new Error('boom');
        },
      },
    };
    await expect(migrateToLatest(db, broken)).rejects.toThrow(MigrationError);
    await expect(migrateToLatest(db, broken)).rejects.toThrow(/9999_broken failed: Error: boom/);

    const tables = (await db.introspection.getTables()).map((t) => t.name);
    expect(tables).toContain('sessions');
    expect(tables).not.toContain('half_done');
    // The migrations before the broken one stay applied; the broken one is retried next start.
    expect(await migrateToLatest(db)).toEqual([]);
  });
});

describe('createDatabase', () => {
  it('selects PostgreSQL for a postgres:// URL (the pool connects lazily)', async () => {
    const db = await createDatabase({
      kind: 'postgres',
      url: 'postgres://nobody@127.0.0.1:1/none',
      poolSize: 1,
    });
    try {
      expect(db.getExecutor().adapter).toBeInstanceOf(PostgresAdapter);
    } finally {
      await db.destroy();
    }
  });
});
