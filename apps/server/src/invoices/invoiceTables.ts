import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

// The invoice tables (migration 0012). Declared here rather than in db/schema.ts so the
// invoice code owns its storage; `invoiceDb` adds them to any store database or transaction.

export interface InvoiceCountersTable {
  kind: string;
  year: number;
  value: number;
}

export type DocumentKind = 'invoice' | 'credit_note';

export interface InvoicesTable {
  id: string;
  number: string;
  kind: DocumentKind;
  order_id: string;
  account_id: string | null;
  refers_to: string | null;
  issued_at: string;
  gross_cents: number;
  net_cents: number;
  tax_cents: number;
  data: string;
  pdf_base64: string | null;
  xml: string | null;
  xrechnung_xml: string | null;
  sha256: string | null;
  access_token: string;
}

export type InvoiceTables = {
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
};

export type InvoiceDb = Kysely<Database & InvoiceTables>;

export function invoiceDb(db: Kysely<Database> | Transaction<Database>): InvoiceDb {
  return db.withTables<InvoiceTables>();
}
