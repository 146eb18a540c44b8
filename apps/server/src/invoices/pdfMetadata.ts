import type { InvoiceContent } from './invoiceContent.ts';
import { documentTitle, germanDate } from './invoiceWording.ts';

// PDF/A (ISO 19005-3, 6.6.2.3) wants the document information dictionary and the XMP
// metadata to say the same. @e-invoice-eu/core writes them apart — an English Info title
// („Federkiel GmbH: Invoice RE-…“) against a dc:title of the subject, its own name as Info
// Producer against the seller as pdf:Producer, keywords only in Info, and the clock of the
// run as dates. So, after it made the PDF/A-3, both are written here from one record
// (issue 39): Title = dc:title, Author = dc:creator, Subject = dc:description, Keywords =
// pdf:Keywords, Creator = xmp:CreatorTool, Producer = pdf:Producer, CreationDate / ModDate
// = xmp:CreateDate / xmp:ModifyDate = the issue time. Its other XMP (PDF/A id, the Factur-X
// extension schema and fx: properties) stays as the library wrote it.
//
// pdf-lib is loaded on the first invoice, like @e-invoice-eu/core (eInvoiceFormats.ts): it
// holds ~20 MB, which the server needs only while it makes invoices — not while it draws a
// production ZIP of 10,000 cards next to its 300 MB goal (docs/pen-fonts.md).

export interface DocumentMetadata {
  title: string;
  author: string;
  subject: string;
  /** As the Info dictionary's Keywords string and pdf:Keywords carry it. */
  keywords: string;
  creator: string;
  producer: string;
  date: Date;
}

/** The application that made the visible document (Info Creator, xmp:CreatorTool). */
export const PDF_CREATOR = 'Federkiel Rechnungen (pdfkit)';
/** What made the PDF/A-3 with the XML (Info Producer, pdf:Producer). */
export const PDF_PRODUCER = '@e-invoice-eu/core (Factur-X, PDF/A-3) mit pdf-lib';

export function documentMetadata(content: InvoiceContent, issuedAt: Date): DocumentMetadata {
  const title = `${documentTitle(content)} ${content.number}`;
  const refersTo = content.refersTo ? ` zu Rechnung ${content.refersTo.number}` : '';
  return {
    title,
    author: content.seller.name,
    subject: `${title}${refersTo} vom ${germanDate(content.issueDate)}, ausgestellt von ${content.seller.name}`,
    keywords: [documentTitle(content), 'E-Rechnung', 'Factur-X', 'ZUGFeRD', 'EN 16931'].join(', '),
    creator: PDF_CREATOR,
    producer: PDF_PRODUCER,
    date: issuedAt,
  };
}

function xmlText(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** XMP's date form, to the second as the Info dictionary keeps it. */
function xmpDate(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The dc:, pdf: and xmp: descriptions of the record, in place of the packet's own. */
export function documentXmp(xmp: string, meta: DocumentMetadata): string {
  const date = xmpDate(meta.date);
  const descriptions = [
    `<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" rdf:about="">
			<dc:format>application/pdf</dc:format>
			<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${xmlText(meta.title)}</rdf:li></rdf:Alt></dc:title>
			<dc:creator><rdf:Seq><rdf:li>${xmlText(meta.author)}</rdf:li></rdf:Seq></dc:creator>
			<dc:description><rdf:Alt><rdf:li xml:lang="x-default">${xmlText(meta.subject)}</rdf:li></rdf:Alt></dc:description>
		</rdf:Description>`,
    `<rdf:Description xmlns:pdf="http://ns.adobe.com/pdf/1.3/" rdf:about="">
			<pdf:Producer>${xmlText(meta.producer)}</pdf:Producer>
			<pdf:Keywords>${xmlText(meta.keywords)}</pdf:Keywords>
		</rdf:Description>`,
    `<rdf:Description xmlns:xmp="http://ns.adobe.com/xap/1.0/" rdf:about="">
			<xmp:CreatorTool>${xmlText(meta.creator)}</xmp:CreatorTool>
			<xmp:CreateDate>${date}</xmp:CreateDate>
			<xmp:ModifyDate>${date}</xmp:ModifyDate>
			<xmp:MetadataDate>${date}</xmp:MetadataDate>
		</rdf:Description>`,
  ];
  const own =
    /<rdf:Description xmlns:(?:dc|pdf|xmp)="[^"]*" rdf:about="">[\s\S]*?<\/rdf:Description>\s*/g;
  const rest = xmp.replace(own, '');
  if (!rest.includes('</rdf:RDF>')) throw new Error('the PDF has no XMP packet to complete');
  return rest.replace('</rdf:RDF>', `${descriptions.join('\n\t\t')}\n\t</rdf:RDF>`);
}

/** Writes the record into the PDF's Info dictionary and its XMP metadata stream. */
export async function withDocumentMetadata(
  pdf: Uint8Array,
  meta: DocumentMetadata,
): Promise<Uint8Array> {
  const { decodePDFRawStream, PDFDocument, PDFName, PDFRawStream, PDFRef } =
    await import('@cantoo/pdf-lib');
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setSubject(meta.subject);
  doc.setKeywords([meta.keywords]);
  doc.setCreator(meta.creator);
  doc.setProducer(meta.producer);
  doc.setCreationDate(meta.date);
  doc.setModificationDate(meta.date);

  const ref = doc.catalog.get(PDFName.of('Metadata'));
  if (!(ref instanceof PDFRef)) throw new Error('the PDF has no XMP metadata stream');
  const stream = doc.context.lookup(ref);
  if (!(stream instanceof PDFRawStream)) throw new Error('the XMP metadata is no stream');
  const xmp = new TextDecoder().decode(decodePDFRawStream(stream).decode());
  // UTF-8, unfiltered: PDF/A readers take the packet as it stands.
  const bytes = new TextEncoder().encode(documentXmp(xmp, meta));
  doc.context.assign(ref, doc.context.stream(bytes, { Type: 'Metadata', Subtype: 'XML' }));
  return doc.save();
}
