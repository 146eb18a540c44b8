import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { toEuros } from '../store/money.ts';
import type { InvoiceContent } from './invoiceContent.ts';
import { invoiceDb, type InvoicesTable } from './invoiceTables.ts';

// Invoices as the store API and the dashboard show them. The shape follows Swell's invoice
// records as swell-js lists them (`invoices.list` / `invoices.get`): id, number, amounts in
// euros, items, dates — plus the download links of the stored files. A link carries the
// invoice's own secret, so it opens in a plain browser tab (no session header), and only
// someone who could already see the invoice ever gets it.

export type FileFormat = 'pdf' | 'xml' | 'xrechnung';

export const LIST_COLUMNS = [
  'id',
  'number',
  'kind',
  'order_id',
  'account_id',
  'refers_to',
  'issued_at',
  'gross_cents',
  'net_cents',
  'tax_cents',
  'data',
  'access_token',
] as const;

export type InvoiceListRow = Pick<InvoicesTable, (typeof LIST_COLUMNS)[number]>;

export function fileUrl(row: Pick<InvoicesTable, 'id' | 'access_token'>, format: FileFormat) {
  return `/swell/invoices/${row.id}/${format}?token=${row.access_token}`;
}

export function apiInvoice(row: InvoiceListRow) {
  const content = JSON.parse(row.data) as InvoiceContent;
  return {
    id: row.id,
    number: row.number,
    type: row.kind === 'credit_note' ? 'credit' : 'invoice',
    status: row.kind === 'credit_note' ? 'refunded' : 'paid',
    paid: row.kind === 'invoice',
    order_id: row.order_id,
    order_number: content.orderNumber,
    account_id: row.account_id,
    refers_to: content.refersTo?.number ?? null,
    /** A corrected invoice's predecessor (Rechnungskorrektur). */
    replaces: content.corrects?.number ?? null,
    currency: 'EUR',
    date_created: row.issued_at,
    date_issued: content.issueDate,
    date_delivered: content.deliveryDate,
    date_paid: content.paidDate,
    sub_total: toEuros(row.net_cents),
    tax_total: toEuros(row.tax_cents),
    grand_total: toEuros(row.gross_cents),
    items: content.lines.map((line) => ({
      id: `${row.id}-${line.position}`,
      kind: line.kind,
      product_name: line.name,
      quantity: line.quantity,
      price: toEuros(line.unitCents),
      price_total: toEuros(line.netCents),
      tax_rate: line.vatPercent,
      tax_total: toEuros(line.vatCents),
    })),
    billing: content.buyer,
    pdf_url: fileUrl(row, 'pdf'),
    xml_url: fileUrl(row, 'xml'),
    xrechnung_url: content.buyer.leitwegId ? fileUrl(row, 'xrechnung') : null,
  };
}

export type ApiInvoice = ReturnType<typeof apiInvoice>;

export async function invoicesOfOrder(db: Kysely<Database>, orderId: string) {
  return invoiceDb(db)
    .selectFrom('invoices')
    .select(LIST_COLUMNS)
    .where('order_id', '=', orderId)
    .orderBy('issued_at')
    .orderBy('number')
    .execute();
}

export function tokenMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
