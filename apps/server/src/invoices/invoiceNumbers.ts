import type { InvoiceDb } from './invoiceTables.ts';

// Gapless numbers per kind and year: `RE-2026-000123` for invoices, `GS-2026-000007` for
// credit notes (Gutschrift). Call inside the transaction that inserts the document: the
// counter row is raised there, so
// - on PostgreSQL the row lock makes a concurrent transaction (any process) wait until this
//   one commits or rolls back, and then read the raised value;
// - on SQLite every transaction holds the one write lock from its start (BEGIN IMMEDIATE,
//   db/database.ts);
// and a rolled-back transaction takes its number back with it.

export const NUMBER_PREFIX = { invoice: 'RE', credit_note: 'GS' } as const;

export function formatDocumentNumber(prefix: string, year: number, value: number): string {
  return `${prefix}-${year}-${String(value).padStart(6, '0')}`;
}

export async function nextDocumentNumber(
  trx: InvoiceDb,
  prefix: string,
  year: number,
): Promise<string> {
  await trx
    .insertInto('invoice_counters')
    .values({ kind: prefix, year, value: 0 })
    .onConflict((oc) => oc.columns(['kind', 'year']).doNothing())
    .execute();
  const row = await trx
    .updateTable('invoice_counters')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('kind', '=', prefix)
    .where('year', '=', year)
    .returning('value')
    .executeTakeFirstOrThrow();
  return formatDocumentNumber(prefix, year, Number(row.value));
}
