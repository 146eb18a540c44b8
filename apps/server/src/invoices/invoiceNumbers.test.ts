import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { scratchDatabase, type ScratchDatabase } from '../db/scratchDatabase.ts';
import { formatDocumentNumber, nextDocumentNumber } from './invoiceNumbers.ts';
import { invoiceDb } from './invoiceTables.ts';

// Gapless numbering (issue 29): numbers are taken in the transaction that stores the
// document, concurrently, on this test's database (SQLite, or PostgreSQL with
// TEST_DATABASE_URL). A transaction that fails after taking a number gives it back.

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function openDatabases(count: number): Promise<Db[]> {
  const scratch: ScratchDatabase = await scratchDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-numbers-'));
  cleanup.push(async () => {
    await scratch.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const dbs: Db[] = [];
  // PostgreSQL: several pools on one database, as several server processes have. SQLite: one
  // handle — better-sqlite3 is synchronous, so a second connection in the same thread would
  // block it while waiting for the first one's lock (across processes BEGIN IMMEDIATE
  // serialises them, db/database.ts).
  const handles = scratch.kind === 'postgres' ? count : 1;
  for (let i = 0; i < handles; i++) {
    const db = await createDatabase(
      scratch.kind === 'postgres'
        ? { kind: 'postgres', url: scratch.env.DATABASE_URL ?? '', poolSize: 5 }
        : { kind: 'sqlite', file: path.join(dir, 'numbers.db') },
    );
    cleanup.push(() => db.destroy());
    if (i === 0) await migrateToLatest(db);
    dbs.push(db);
  }
  return dbs;
}

async function storedNumbers(db: Db): Promise<string[]> {
  const rows = await invoiceDb(db)
    .selectFrom('invoices')
    .select('number')
    .orderBy('number')
    .execute();
  return rows.map((r) => r.number);
}

async function issue(db: Db, i: number, fail: boolean): Promise<string | null> {
  try {
    return await invoiceDb(db)
      .transaction()
      .execute(async (trx) => {
        const number = await nextDocumentNumber(trx, 'RE', 2026);
        await trx
          .insertInto('invoices')
          .values({
            id: `inv_${i}`,
            number,
            kind: 'invoice',
            order_id: `ord_${i}`,
            account_id: null,
            refers_to: null,
            issued_at: new Date().toISOString(),
            gross_cents: 119,
            net_cents: 100,
            tax_cents: 19,
            data: '{}',
            pdf_base64: null,
            xml: null,
            xrechnung_xml: null,
            sha256: null,
            access_token: `t${i}`,
          })
          .execute();
        if (fail) throw new Error('the order failed after taking its number');
        return number;
      });
  } catch {
    return null;
  }
}

describe('invoice numbers', { timeout: 60_000 }, () => {
  it('format as RE-2026-000123', () => {
    expect(formatDocumentNumber('RE', 2026, 123)).toBe('RE-2026-000123');
    expect(formatDocumentNumber('GS', 2027, 1)).toBe('GS-2027-000001');
  });

  it('stay gapless and unique under concurrent issue from several connections', async () => {
    const dbs = await openDatabases(3);
    const results = await Promise.all(
      Array.from({ length: 120 }, (_, i) => issue(dbs[i % dbs.length] as Db, i, i % 7 === 3)),
    );
    const issued = results.filter((n): n is string => n !== null);
    expect(issued).toHaveLength(120 - 17);
    const stored = await storedNumbers(dbs[0] as Db);
    expect(stored).toEqual(
      Array.from({ length: issued.length }, (_, i) => formatDocumentNumber('RE', 2026, i + 1)),
    );
    expect(new Set(issued).size).toBe(issued.length);
  });

  it('count each kind and year on its own', async () => {
    const [db] = (await openDatabases(1)) as [Db];
    const trx = invoiceDb(db);
    expect(await nextDocumentNumber(trx, 'RE', 2026)).toBe('RE-2026-000001');
    expect(await nextDocumentNumber(trx, 'GS', 2026)).toBe('GS-2026-000001');
    expect(await nextDocumentNumber(trx, 'RE', 2027)).toBe('RE-2027-000001');
    expect(await nextDocumentNumber(trx, 'RE', 2026)).toBe('RE-2026-000002');
  });
});
