import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers.ts';
import { createDatabase, WAL_AUTOCHECKPOINT_PAGES } from './database.ts';

describe('the SQLite connection', () => {
  it('checkpoints the WAL every 10,000 pages, not every 1,000 (issue #32)', async () => {
    const tmp = makeTempDir();
    const db = await createDatabase({
      kind: 'sqlite',
      file: path.join(tmp.dir, 'pragmas.db'),
    });
    try {
      const { rows } = await sql<{
        wal_autocheckpoint: number;
      }>`pragma wal_autocheckpoint`.execute(db);
      expect(WAL_AUTOCHECKPOINT_PAGES).toBe(10_000);
      expect(rows[0]?.wal_autocheckpoint).toBe(WAL_AUTOCHECKPOINT_PAGES);
    } finally {
      await db.destroy();
      tmp.cleanup();
    }
  });
});
