import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { sheetXlsx, type SheetColumn } from '../../dashboard/exports/xlsxSheet.ts';
import { contentDisposition } from '../../dashboard/exports/fileNames.ts';
import { parseInput } from '../../http/validate.ts';
import type { InvoiceContent } from '../../invoices/invoiceContent.ts';
import { paymentLabel } from '../../invoices/invoicePdf.ts';
import { documentTitle } from '../../invoices/invoiceWording.ts';
import {
  apiInvoice,
  invoicesOfOrder,
  LIST_COLUMNS,
  type InvoiceListRow,
} from '../../invoices/invoiceRecords.ts';
import { invoiceDb } from '../../invoices/invoiceTables.ts';

// The dashboard's invoices (issue 29): the list for a date range, the same as XLSX for the
// accountant (every text cell typed as text, dashboard/exports/xlsxSheet.ts), and one order's
// invoices and credit notes for its page. Office staff and the owner may (staff permissions,
// machines/src/fulfilment/staffPermissions.ts).

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const rangeQuery = z
  .looseObject({
    from: z.string().regex(DAY, 'Bitte ein Datum im Format JJJJ-MM-TT angeben.'),
    to: z.string().regex(DAY, 'Bitte ein Datum im Format JJJJ-MM-TT angeben.'),
  })
  .refine((q) => q.from <= q.to, {
    message: 'Das Enddatum darf nicht vor dem Anfangsdatum liegen.',
    path: ['to'],
  });
const idParam = z.object({ id: z.string().min(1).max(200) });

const DAY_MS = 86_400_000;

/** The documents whose German invoice date lies in [from, to]. */
async function documentsIn(
  db: ReturnType<typeof invoiceDb>,
  from: string,
  to: string,
): Promise<InvoiceListRow[]> {
  // issued_at is UTC: a day's margin either side, then the invoice's own (German) date.
  const rows = await db
    .selectFrom('invoices')
    .select(LIST_COLUMNS)
    .where('issued_at', '>=', new Date(Date.parse(from) - DAY_MS).toISOString())
    .where('issued_at', '<', new Date(Date.parse(to) + 2 * DAY_MS).toISOString())
    .orderBy('issued_at')
    .orderBy('number')
    .execute();
  return rows.filter((row) => {
    const { issueDate } = JSON.parse(row.data) as InvoiceContent;
    return issueDate >= from && issueDate <= to;
  });
}

const COLUMNS: SheetColumn[] = [
  { header: 'Nummer', kind: 'text', width: 18 },
  { header: 'Art', kind: 'text', width: 12 },
  { header: 'Datum', kind: 'date', width: 12 },
  { header: 'Lieferdatum', kind: 'date', width: 12 },
  { header: 'Bestellung', kind: 'text', width: 12 },
  { header: 'Zu Rechnung', kind: 'text', width: 18 },
  { header: 'Kunde', kind: 'text', width: 28 },
  { header: 'Firma', kind: 'text', width: 28 },
  { header: 'USt-IdNr.', kind: 'text', width: 16 },
  { header: 'Netto', kind: 'money', width: 12 },
  { header: 'USt. 19 %', kind: 'money', width: 12 },
  { header: 'Brutto', kind: 'money', width: 12 },
  { header: 'Zahlungsart', kind: 'text', width: 18 },
  { header: 'SHA-256 (PDF)', kind: 'text', width: 20 },
];

function utcDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

export const invoiceAdminRoutes: FastifyPluginAsync = async (app) => {
  const db = invoiceDb(app.db);

  app.get('/invoices', async (request) => {
    const { from, to } = parseInput(rangeQuery, request.query, 'query');
    const rows = await documentsIn(db, from, to);
    return { count: rows.length, results: rows.map(apiInvoice) };
  });

  app.get('/invoices.xlsx', async (request, reply) => {
    const { from, to } = parseInput(rangeQuery, request.query, 'query');
    const rows = await documentsIn(db, from, to);
    const hashes = new Map(
      (
        await db
          .selectFrom('invoices')
          .select(['id', 'sha256'])
          .where('id', 'in', rows.length > 0 ? rows.map((r) => r.id) : [''])
          .execute()
      ).map((r) => [r.id, r.sha256]),
    );
    const sign = (row: InvoiceListRow) => (row.kind === 'credit_note' ? -1 : 1);
    const body = await sheetXlsx(
      'Rechnungen',
      COLUMNS,
      rows.map((row) => {
        const c = JSON.parse(row.data) as InvoiceContent;
        return [
          row.number,
          documentTitle(c),
          utcDay(c.issueDate),
          c.deliveryDate ? utcDay(c.deliveryDate) : '',
          c.orderNumber,
          c.refersTo?.number ?? '',
          c.buyer.name,
          c.buyer.company ?? '',
          c.buyer.vatId ?? '',
          (sign(row) * row.net_cents) / 100,
          (sign(row) * row.tax_cents) / 100,
          (sign(row) * row.gross_cents) / 100,
          c.payments.map((p) => paymentLabel(p.method)).join(', '),
          hashes.get(row.id) ?? '',
        ];
      }),
    );
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', contentDisposition(`Rechnungen-${from}-bis-${to}.xlsx`))
      .header('cache-control', 'no-store')
      .send(body);
  });

  app.get('/orders/:id/invoices', async (request) => {
    const { id } = parseInput(idParam, request.params, 'query');
    const rows = await invoicesOfOrder(app.db, id);
    return { count: rows.length, results: rows.map(apiInvoice) };
  });
};
