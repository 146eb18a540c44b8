import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { InvoiceContent } from '../invoices/invoiceContent.ts';
import { invoiceDb, type DocumentKind } from '../invoices/invoiceTables.ts';

// An order's invoices and credit notes as the business API lists them: numbered 1, 2, … in
// the order they were issued, so `/orders/{id}/documents/{n}` stays the same document. The
// files are the shop's stored ones (invoices/invoiceDocuments.ts): the PDF/A-3 (ZUGFeRD, its
// XML inside), the XML alone, and the XRechnung where the buyer gave a Leitweg-ID.

export interface DocumentRow {
  id: string;
  kind: DocumentKind;
  number: string;
  issued_at: string;
  xrechnung: boolean;
}

async function rowsOf(db: Kysely<Database>, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  const rows = await invoiceDb(db)
    .selectFrom('invoices')
    .select(['id', 'kind', 'number', 'issued_at', 'order_id', 'data'])
    .where('order_id', 'in', orderIds)
    .orderBy('issued_at')
    .orderBy('number')
    .execute();
  return rows.map((row) => ({
    orderId: row.order_id,
    document: {
      id: row.id,
      kind: row.kind,
      number: row.number,
      issued_at: row.issued_at,
      xrechnung: !!(JSON.parse(row.data) as InvoiceContent).buyer.leitwegId,
    },
  }));
}

export async function documentsOf(db: Kysely<Database>, orderId: string): Promise<DocumentRow[]> {
  return (await rowsOf(db, [orderId])).map((r) => r.document);
}

export async function documentsOfOrders(
  db: Kysely<Database>,
  orderIds: string[],
): Promise<Map<string, DocumentRow[]>> {
  const byOrder = new Map<string, DocumentRow[]>();
  for (const { orderId, document } of await rowsOf(db, orderIds)) {
    byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), document]);
  }
  return byOrder;
}
