import { createHash } from 'node:crypto';
import { generateEInvoice } from './eInvoiceFormats.ts';
import type { InvoiceContent } from './invoiceContent.ts';
import { renderInvoicePdf } from './invoicePdf.ts';
import { invoiceXmlData } from './invoiceXml.ts';
import { documentMetadata, withDocumentMetadata } from './pdfMetadata.ts';
import type { InvoiceDb, InvoicesTable } from './invoiceTables.ts';

// The files of an issued document, made once and stored (issue 29: an invoice is served as
// issued, never made again):
// - the PDF/A-3 with its EN 16931 XML attached (Factur-X / ZUGFeRD profile EN 16931),
// - that XML on its own (CII; UBL for a credit note),
// - for a buyer with a Leitweg-ID the XRechnung (CII) as well.
// `storedDocuments` makes them on first use after issue and keeps the first stored copy:
// two processes racing here both render, but only one write lands and both serve it.

export const FACTUR_X_FORMAT = 'Factur-X-EN16931';
export const CII_FORMAT = 'CII';
export const UBL_FORMAT = 'UBL';
export const XRECHNUNG_FORMAT = 'XRECHNUNG-CII';

export interface DocumentFiles {
  pdf: Buffer;
  xml: string;
  xrechnungXml: string | null;
  sha256: string;
}

export async function renderDocuments(
  content: InvoiceContent,
  issuedAt: Date,
): Promise<DocumentFiles> {
  const data = invoiceXmlData(content);
  const visible = await renderInvoicePdf(content, issuedAt);
  const [pdf, xml, xrechnung] = await Promise.all([
    generateEInvoice(data, {
      format: FACTUR_X_FORMAT,
      lang: 'de-de',
      pdf: { buffer: visible, filename: `${content.number}.pdf`, mimetype: 'application/pdf' },
    }),
    // @e-invoice-eu/core 2.3's CII writer drops the preceding invoice (BT-25) that UBL
    // keeps: a credit note's XML of its own is UBL (its PDF names the invoice in a note).
    generateEInvoice(data, {
      format: content.kind === 'credit_note' ? UBL_FORMAT : CII_FORMAT,
      lang: 'de-de',
    }),
    content.buyer.leitwegId
      ? generateEInvoice(data, { format: XRECHNUNG_FORMAT, lang: 'de-de' })
      : Promise.resolve(null),
  ]);
  // Info dictionary and XMP made to agree, as PDF/A requires (pdfMetadata.ts).
  const pdfBytes = Buffer.from(
    await withDocumentMetadata(pdf as Uint8Array, documentMetadata(content, issuedAt)),
  );
  return {
    pdf: pdfBytes,
    xml: String(xml),
    xrechnungXml: xrechnung === null ? null : String(xrechnung),
    sha256: createHash('sha256').update(pdfBytes).digest('hex'),
  };
}

export interface StoredDocuments extends DocumentFiles {
  row: InvoicesTable;
}

function fromRow(row: InvoicesTable): StoredDocuments | null {
  if (!row.pdf_base64 || !row.xml || !row.sha256) return null;
  return {
    row,
    pdf: Buffer.from(row.pdf_base64, 'base64'),
    xml: row.xml,
    xrechnungXml: row.xrechnung_xml,
    sha256: row.sha256,
  };
}

/** The document's stored files, made and stored first if this is their first use. */
export async function storedDocuments(db: InvoiceDb, invoiceId: string): Promise<StoredDocuments> {
  const row = await db
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  const stored = fromRow(row);
  if (stored) return stored;
  const files = await renderDocuments(
    JSON.parse(row.data) as InvoiceContent,
    new Date(row.issued_at),
  );
  // Only where nothing is stored yet: a copy stored meanwhile is the one that stays.
  await db
    .updateTable('invoices')
    .set({
      pdf_base64: files.pdf.toString('base64'),
      xml: files.xml,
      xrechnung_xml: files.xrechnungXml,
      sha256: files.sha256,
    })
    .where('id', '=', invoiceId)
    .where('sha256', 'is', null)
    .execute();
  const again = await db
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  const result = fromRow(again);
  if (!result) throw new Error(`invoice ${invoiceId} has no stored files`);
  return result;
}
