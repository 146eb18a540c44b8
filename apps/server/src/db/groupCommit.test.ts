import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql, type Generated } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers.ts';
import { GroupCommitSqliteDialect, type GroupCommitOptions } from './groupCommit.ts';
import { WalCheckpointer } from './walCheckpointer.ts';

// The group commit (issue #32) changes when a transaction's writes reach the disk; these
// tests pin what must not change: a transaction's result is only handed out once its
// writes are committed, a rollback undoes only its own writes, and a failed COMMIT fails
// every transaction in it.

interface Schema {
  notes: { id: Generated<number>; body: string; parent: number | null };
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function open(
  optionsFor: (file: string) => GroupCommitOptions = () => ({}),
  pragmas: string[] = [],
) {
  const tmp = makeTempDir();
  const file = path.join(tmp.dir, 'group.db');
  const database = new SQLite(file);
  for (const pragma of ['journal_mode = WAL', 'foreign_keys = ON', ...pragmas]) {
    database.pragma(pragma);
  }
  const dialect = new GroupCommitSqliteDialect(database, optionsFor(file));
  const db = new Kysely<Schema>({ dialect });
  await sql`create table notes (id integer primary key, body text not null,
    parent integer references notes (id) deferrable initially deferred)`.execute(db);
  // A second connection sees only what is committed.
  const observer = new SQLite(file, { readonly: true });
  const committedBodies = () =>
    (observer.prepare('select body from notes order by id').all() as { body: string }[]).map(
      (row) => row.body,
    );
  cleanups.push(() => tmp.cleanup());
  cleanups.push(() => db.destroy());
  cleanups.push(() => {
    observer.close();
  });
  const driver = dialect.driver;
  if (!driver) throw new Error('Kysely made no driver');
  return { db, driver, committedBodies, file };
}

const insert = (db: Kysely<Schema>, body: string, parent: number | null = null) =>
  db.insertInto('notes').values({ body, parent }).execute();

describe('group commit on SQLite', () => {
  it('commits the transactions of one turn of the event loop together', async () => {
    const { db, driver, committedBodies } = await open();
    const before = driver.stats.commits;
    const seenAtResolution: string[][] = [];
    await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((body) =>
        db
          .transaction()
          .execute((trx) => insert(trx, body))
          .then(() => seenAtResolution.push(committedBodies())),
      ),
    );
    expect(driver.stats.commits - before).toBe(1);
    // Each transaction's result came only after its row was on disk for everyone.
    for (const seen of seenAtResolution) expect(seen).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('does not hand out a result before the shared COMMIT', async () => {
    const { db, committedBodies } = await open();
    let workDone = false;
    let resolved = false;
    const done = db
      .transaction()
      .execute(async (trx) => {
        await insert(trx, 'pending');
        workDone = true;
      })
      .then(() => (resolved = true));
    // Its work finishes within microtasks; a plain COMMIT would follow within a few more.
    // The shared COMMIT waits for the end of the turn: until then nobody else sees the row
    // and the caller is not answered.
    for (let i = 0; i < 1000 && !workDone; i++) await Promise.resolve();
    for (let i = 0; i < 200; i++) await Promise.resolve();
    expect(workDone).toBe(true);
    expect(resolved).toBe(false);
    expect(committedBodies()).toEqual([]);
    await done;
    expect(committedBodies()).toEqual(['pending']);
  });

  it('rolls back only the transaction that failed', async () => {
    const { db, committedBodies } = await open();
    const results = await Promise.allSettled([
      db.transaction().execute((trx) => insert(trx, 'kept 1')),
      db.transaction().execute(async (trx) => {
        await insert(trx, 'undone');
        throw new Error('refused');
      }),
      db.transaction().execute((trx) => insert(trx, 'kept 2')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(committedBodies()).toEqual(['kept 1', 'kept 2']);
  });

  it('fails every transaction of a COMMIT that fails, and stores none of them', async () => {
    const { db, committedBodies } = await open();
    const results = await Promise.allSettled([
      db.transaction().execute((trx) => insert(trx, 'innocent')),
      // A deferred foreign key is checked only at COMMIT: the shared COMMIT fails.
      db.transaction().execute((trx) => insert(trx, 'orphan', 999)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(String((results[0] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(committedBodies()).toEqual([]);
    // The connection is usable afterwards.
    await db.transaction().execute((trx) => insert(trx, 'after'));
    expect(committedBodies()).toEqual(['after']);
  });

  it('makes a single query that read uncommitted rows wait for their COMMIT', async () => {
    const { db } = await open();
    const order: string[] = [];
    const write = db
      .transaction()
      .execute((trx) => insert(trx, 'x'))
      .then(() => order.push('transaction'));
    const read = db
      .selectFrom('notes')
      .selectAll()
      .execute()
      .then((rows) => order.push(`read ${rows.length}`));
    await Promise.all([write, read]);
    expect(order).toEqual(['transaction', 'read 1']);
  });

  it('commits the open batch when the database is closed', async () => {
    const { db, committedBodies } = await open();
    const pending = db.transaction().execute((trx) => insert(trx, 'last words'));
    // Closed in the same turn: the COMMIT has not come yet.
    const closed = db.destroy();
    await Promise.all([pending, closed]);
    expect(committedBodies()).toEqual(['last words']);
  });

  it('starts WAL checkpoints on another thread once the database is busy', async () => {
    let checkpointer: WalCheckpointer | null = null;
    // With the server's own automatic checkpoint off, only the worker copies pages.
    const { db } = await open(
      (file) => ({
        checkpointerAfterCommits: 3,
        startCheckpointer: () => (checkpointer = new WalCheckpointer(file, 10)),
      }),
      ['wal_autocheckpoint = 0'],
    );
    for (let i = 0; i < 3; i++) await db.transaction().execute((trx) => insert(trx, `n${i}`));
    const started = checkpointer as WalCheckpointer | null;
    if (!started) throw new Error('no checkpointer after 3 commits');
    await db.transaction().execute((trx) => insert(trx, 'more'));
    const result = await started.nextCheckpoint();
    expect(result.checkpointed).toBeGreaterThan(0);
    expect(started.pagesCheckpointed).toBeGreaterThan(0);
  });
});
