import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test/helpers.ts';
import { createDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { compiledOnce } from './compiledOnce.ts';
import { EMPTY_SESSION, readSession, writeSession } from './sessionRecord.ts';

describe('compiledOnce', () => {
  it('builds a query once and binds each call its own values', async () => {
    const tmp = makeTempDir();
    const db = await createDatabase({ kind: 'sqlite', file: path.join(tmp.dir, 'c.db') });
    try {
      await migrateToLatest(db);
      let builds = 0;
      const select = compiledOnce(['id'], (d, { id }: { id: string }) => {
        builds += 1;
        return d.selectFrom('sessions').select(['id', 'cart_id']).where('id', '=', id);
      });
      const now = new Date('2026-01-02T03:04:05Z');
      await writeSession(db, 'session-a', { cart_id: 'cart_a' }, now);
      await writeSession(db, 'session-b', { cart_id: 'cart_b' }, now);
      const a = await db.executeQuery(select(db, { id: 'session-a' }));
      const b = await db.executeQuery(select(db, { id: 'session-b' }));
      expect(a.rows).toEqual([{ id: 'session-a', cart_id: 'cart_a' }]);
      expect(b.rows).toEqual([{ id: 'session-b', cart_id: 'cart_b' }]);
      expect(builds).toBe(1);
    } finally {
      await db.destroy();
      tmp.cleanup();
    }
  });

  it('keeps the session upsert setting only the patched columns', async () => {
    const tmp = makeTempDir();
    const db = await createDatabase({ kind: 'sqlite', file: path.join(tmp.dir, 'u.db') });
    try {
      await migrateToLatest(db);
      const now = new Date('2026-01-02T03:04:05Z');
      expect(await readSession(db, 'session-x')).toEqual(EMPTY_SESSION);
      await writeSession(db, 'session-x', { cart_id: 'cart_1', locale: 'de' }, now);
      await writeSession(db, 'session-x', { account_id: 'acc_1', locale: undefined }, now);
      await writeSession(db, 'session-x', { cart_id: null }, now);
      expect(await readSession(db, 'session-x')).toEqual({
        ...EMPTY_SESSION,
        account_id: 'acc_1',
        locale: 'de',
      });
    } finally {
      await db.destroy();
      tmp.cleanup();
    }
  });
});
