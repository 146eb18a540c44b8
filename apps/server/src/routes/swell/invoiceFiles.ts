import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ClientError } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import type { InvoiceContent } from '../../invoices/invoiceContent.ts';
import { storedDocuments, type StoredDocuments } from '../../invoices/invoiceDocuments.ts';
import { tokenMatches, type FileFormat } from '../../invoices/invoiceRecords.ts';
import { invoiceDb } from '../../invoices/invoiceTables.ts';
import { documentTitle } from '../../invoices/invoiceWording.ts';

// An invoice's files as stored (issue 29): the PDF/A-3 with its XML inside, the XML alone,
// the XRechnung. Opened by a plain link (a browser tab, an e-mail program), so outside the
// store API's key and session: the link's own secret is the permission, and only those who
// can see the invoice are given the link (invoices/invoiceRecords.ts).

const fileParams = z.object({
  id: z.string().min(1).max(200),
  format: z.enum(['pdf', 'xml', 'xrechnung'], { message: 'Unbekanntes Dateiformat.' }),
});
const fileQuery = z.looseObject({ token: z.string().max(200).optional() });

const notFound = () => new ClientError(404, 'not_found', 'Diese Rechnung gibt es nicht.');

export const invoiceFileRoutes: FastifyPluginAsync = async (app) => {
  const db = invoiceDb(app.db);
  app.get('/invoices/:id/:format', async (request, reply) => {
    const { id, format } = parseInput(fileParams, request.params, 'query');
    const { token } = parseInput(fileQuery, request.query, 'query');
    const row = await db
      .selectFrom('invoices')
      .select(['id', 'access_token'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || !tokenMatches(row.access_token, token)) throw notFound();
    return sendInvoiceFile(reply, await storedDocuments(db, row.id), format);
  });
};

/** One of a document's stored files as a download (also the business API's, business/routes.ts). */
export function sendInvoiceFile(reply: FastifyReply, files: StoredDocuments, format: FileFormat) {
  const name = documentTitle(JSON.parse(files.row.data) as InvoiceContent);
  if (format === 'xrechnung' && !files.xrechnungXml) throw notFound();
  const xmlType = 'application/xml; charset=utf-8';
  const [body, type, file] =
    format === 'pdf'
      ? [files.pdf, 'application/pdf', `${name}-${files.row.number}.pdf`]
      : format === 'xml'
        ? [files.xml, xmlType, `${name}-${files.row.number}.xml`]
        : [files.xrechnungXml ?? '', xmlType, `XRechnung-${files.row.number}.xml`];
  return reply
    .header('Content-Type', type)
    .header('Content-Disposition', `attachment; filename="${file}"`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Invoice-SHA256', files.sha256)
    .send(body);
}
