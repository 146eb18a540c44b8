import { getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { creditNoteContent, orderInvoiceContent } from './invoiceContent.ts';
import { renderDocuments } from './invoiceDocuments.ts';
import { FIXTURE_BUYER, fixtureTotals } from './invoiceFixtures.ts';
import { PDF_CREATOR, PDF_PRODUCER } from './pdfMetadata.ts';
import { sellerOf } from './seller.ts';

// Issue 39: PDF/A wants the Info dictionary and the XMP metadata to agree. Both are read back
// from the produced PDF by pdf.js (unpdf), not by the code that wrote them.

const ISSUED = new Date('2026-03-02T09:30:00Z');

function invoice() {
  const totals = fixtureTotals([10]);
  return orderInvoiceContent({
    number: 'RE-2026-000042',
    issuedAt: ISSUED,
    orderId: 'ord_1',
    orderNumber: 'FK-1042',
    totals,
    seller: sellerOf(),
    buyer: FIXTURE_BUYER,
    shippingDate: '2026-03-09',
    payments: [{ method: 'card', amountCents: totals.grandTotalCents }],
  });
}

async function metadataOf(pdf: Buffer) {
  const { info, metadata } = await getMeta(new Uint8Array(pdf), { parseDates: true });
  const xmp = (name: string): unknown => metadata?.get(name);
  return {
    info: info as Record<string, unknown>,
    xmp: {
      title: xmp('dc:title'),
      creator: xmp('dc:creator'),
      description: xmp('dc:description'),
      keywords: xmp('pdf:keywords'),
      producer: xmp('pdf:producer'),
      creatorTool: xmp('xmp:creatortool'),
      createDate: xmp('xmp:createdate'),
      modifyDate: xmp('xmp:modifydate'),
      pdfaPart: xmp('pdfaid:part'),
      facturX: xmp('fx:conformancelevel'),
    },
  };
}

describe('PDF/A-3 metadata', { timeout: 60_000 }, () => {
  it('the Info dictionary and the XMP say the same of an invoice', async () => {
    const { pdf } = await renderDocuments(invoice(), ISSUED);
    const { info, xmp } = await metadataOf(pdf);
    expect(info).toMatchObject({
      Title: 'Rechnung RE-2026-000042',
      Author: 'Federkiel GmbH',
      Subject: 'Rechnung RE-2026-000042 vom 02.03.2026, ausgestellt von Federkiel GmbH',
      Keywords: 'Rechnung, E-Rechnung, Factur-X, ZUGFeRD, EN 16931',
      Creator: PDF_CREATOR,
      Producer: PDF_PRODUCER,
    });
    expect(xmp.title).toBe(info.Title);
    expect(xmp.creator).toEqual([info.Author]);
    expect(xmp.description).toBe(info.Subject);
    expect(xmp.keywords).toBe(info.Keywords);
    expect(xmp.producer).toBe(info.Producer);
    expect(xmp.creatorTool).toBe(info.Creator);
    // Dates: the issue time in both (not the clock of the run)
    expect((info.CreationDate as Date).toISOString()).toBe(ISSUED.toISOString());
    expect((info.ModDate as Date).toISOString()).toBe(ISSUED.toISOString());
    expect(new Date(xmp.createDate as Date).toISOString()).toBe(ISSUED.toISOString());
    expect(new Date(xmp.modifyDate as Date).toISOString()).toBe(ISSUED.toISOString());
    // What the library wrote for PDF/A-3 and Factur-X stays.
    expect(xmp.pdfaPart).toBe('3');
    expect(xmp.facturX).toBe('EN 16931');
  });

  it('a credit note is titled as what it is in both, umlauts intact', async () => {
    const of = invoice();
    const note = creditNoteContent({
      number: 'GS-2026-000007',
      issuedAt: ISSUED,
      invoice: { ...of, seller: { ...of.seller, name: 'Federkiel Müller & Söhne GmbH' } },
      grossCents: of.grossCents,
      reason: 'Stornierung',
      delivered: false,
    });
    const { info, xmp } = await metadataOf((await renderDocuments(note, ISSUED)).pdf);
    expect(info.Title).toBe('Stornorechnung GS-2026-000007');
    expect(info.Subject).toBe(
      'Stornorechnung GS-2026-000007 zu Rechnung RE-2026-000042 vom 02.03.2026, ausgestellt von Federkiel Müller & Söhne GmbH',
    );
    expect(xmp.title).toBe(info.Title);
    expect(xmp.description).toBe(info.Subject);
    expect(xmp.creator).toEqual(['Federkiel Müller & Söhne GmbH']);
    expect(xmp.keywords).toBe(info.Keywords);
  });
});
