import type { Kysely } from 'kysely';

// Issue 29: invoices and credit notes as issued, and their gapless number sequences.
// A document is written once: its number and frozen content (`data`) in the transaction
// that writes the paid order (or the refund), its PDF and XML once right after
// (invoices/invoiceDocuments.ts). Nothing here is ever updated afterwards.

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per document kind and year ('RE' 2026, 'GS' 2026 …): `value` is the last number
  // handed out, raised in the same transaction that inserts the document, so a rolled-back
  // order takes its number back and no number is ever skipped or given twice.
  await db.schema
    .createTable('invoice_counters')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_counters_pk', ['kind', 'year'])
    .execute();
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    // 'invoice' or 'credit_note'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text')
    // A credit note's invoice.
    .addColumn('refers_to', 'text')
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('gross_cents', 'integer', (c) => c.notNull())
    .addColumn('net_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_cents', 'integer', (c) => c.notNull())
    // The frozen content (invoices/invoiceContent.ts), JSON.
    .addColumn('data', 'text', (c) => c.notNull())
    // Filled once after issue: the Factur-X PDF (base64), its CII XML, the XRechnung XML for
    // a buyer with a Leitweg-ID, and the SHA-256 of the PDF bytes.
    .addColumn('pdf_base64', 'text')
    .addColumn('xml', 'text')
    .addColumn('xrechnung_xml', 'text')
    .addColumn('sha256', 'text')
    // Bearer secret of the download link a guest's order page gets.
    .addColumn('access_token', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoices_order').on('invoices').column('order_id').execute();
  await db.schema
    .createIndex('invoices_account')
    .on('invoices')
    .columns(['account_id', 'issued_at'])
    .execute();
  await db.schema.createIndex('invoices_issued').on('invoices').column('issued_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropTable('invoice_counters').execute();
}
