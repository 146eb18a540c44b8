import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { orderInvoiceContent, creditNoteContent, type InvoiceContent } from './invoiceContent.ts';
import { renderDocuments } from './invoiceDocuments.ts';
import { FIXTURE_BUYER, fixtureTotals } from './invoiceFixtures.ts';
import { euros, renderInvoicePdf, unitEuros } from './invoicePdf.ts';
import { sellerOf } from './seller.ts';
import { InvoiceService } from '@e-invoice-eu/core';
import { invoiceXmlData } from './invoiceXml.ts';

const ISSUED = new Date('2026-03-02T09:30:00Z');

function content(quantities: number[], extra: { coupon?: boolean; leitweg?: string } = {}) {
  const totals = fixtureTotals(quantities, { coupon: extra.coupon ?? false });
  return {
    totals,
    content: orderInvoiceContent({
      number: 'RE-2026-000042',
      issuedAt: ISSUED,
      orderId: 'ord_1',
      orderNumber: 'FK-1042',
      totals,
      seller: sellerOf(),
      buyer: { ...FIXTURE_BUYER, leitwegId: extra.leitweg ?? null },
      shippingDate: '2026-03-09',
      payments: [{ method: 'card', amountCents: totals.grandTotalCents }],
    }),
  };
}

/** Cents of every `<ram:NAME …>12.34</ram:NAME>` in the XML. */
function amounts(xml: string, name: string): number[] {
  const re = new RegExp(`<ram:${name}(?: [^>]*)?>(-?\\d+(?:\\.\\d+)?)</ram:${name}>`, 'g');
  return [...xml.matchAll(re)].map((m) => Math.round(Number(m[1]) * 100));
}

function one(xml: string, name: string): number {
  const found = amounts(xml, name);
  expect(found, name).toHaveLength(1);
  return found[0] as number;
}

/**
 * EN 16931's sums on the CII XML (BR-CO-10, -11, -12, -13, -15, -16, BR-S-08, BR-CO-17):
 * the business rules a validator checks on totals, applied to what the XML says.
 */
function checkEn16931Sums(xml: string, c: InvoiceContent): void {
  const lineNets = amounts(xml, 'LineTotalAmount');
  const lineTotal = lineNets.pop() as number; // the header's LineTotalAmount comes last
  expect(lineNets.reduce((a, b) => a + b, 0)).toBe(lineTotal); // BR-CO-10
  const allowances = [
    ...xml.matchAll(
      /<ram:SpecifiedTradeAllowanceCharge>([\s\S]*?)<\/ram:SpecifiedTradeAllowanceCharge>/g,
    ),
  ].map((m) => ({
    charge: /<udt:Indicator>true<\/udt:Indicator>/.test(m[1] ?? ''),
    cents: one(m[1] ?? '', 'ActualAmount'),
  }));
  const allowanceSum = allowances.filter((a) => !a.charge).reduce((s, a) => s + a.cents, 0);
  const chargeSum = allowances.filter((a) => a.charge).reduce((s, a) => s + a.cents, 0);
  expect(amounts(xml, 'AllowanceTotalAmount').reduce((a, b) => a + b, 0)).toBe(allowanceSum); // BR-CO-11
  expect(amounts(xml, 'ChargeTotalAmount').reduce((a, b) => a + b, 0)).toBe(chargeSum); // BR-CO-12
  const taxBasis = one(xml, 'TaxBasisTotalAmount');
  expect(taxBasis).toBe(lineTotal - allowanceSum + chargeSum); // BR-CO-13
  const taxTotal = one(xml, 'TaxTotalAmount');
  const grand = one(xml, 'GrandTotalAmount');
  expect(grand).toBe(taxBasis + taxTotal); // BR-CO-15
  const prepaid = amounts(xml, 'TotalPrepaidAmount')[0] ?? 0;
  expect(one(xml, 'DuePayableAmount')).toBe(grand - prepaid); // BR-CO-16
  const basis = one(xml, 'BasisAmount');
  const calculated = one(xml, 'CalculatedAmount');
  expect(basis).toBe(taxBasis); // BR-S-08: one category, S 19 %
  expect(Math.abs(calculated - Math.round(basis * 0.19))).toBeLessThanOrEqual(100); // BR-CO-17 (±1)
  expect(calculated).toBe(taxTotal); // BR-CO-14
  // … and all of it is the order's / the content's figures to the cent
  expect(taxBasis).toBe(c.netCents);
  expect(taxTotal).toBe(c.vatCents);
  expect(grand).toBe(c.grossCents);
}

async function readPdf(pdf: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const attachments = (await doc.getAttachments()) as Record<
    string,
    { filename: string; content: Uint8Array }
  > | null;
  let text = '';
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const items = (await page.getTextContent()).items as { str?: string }[];
    text += `${items.map((item) => item.str ?? '').join('')}\n`;
  }
  return { attachments: attachments ?? {}, text, pages: doc.numPages };
}

describe('invoice documents', { timeout: 60_000 }, () => {
  it('make a Factur-X PDF whose embedded XML and visible totals equal the order', async () => {
    const { totals, content: c } = content([120, 30], { coupon: true });
    expect(c.grossCents).toBe(totals.grandTotalCents);
    const files = await renderDocuments(c, ISSUED);
    const { attachments, text } = await readPdf(files.pdf);
    const embedded = Object.values(attachments).find((a) => a.filename === 'factur-x.xml');
    expect(embedded).toBeDefined();
    const xml = new TextDecoder().decode(embedded?.content);
    expect(xml).toContain('urn:cen.eu:en16931:2017');
    expect(xml).toContain('<ram:ID>RE-2026-000042</ram:ID>'.replace('ram:ID', 'ram:ID'));
    checkEn16931Sums(xml, c);
    checkEn16931Sums(files.xml, c);
    // PDF/A-3 declared in the XMP metadata
    expect(files.pdf.toString('latin1')).toMatch(/pdfaid:part[^0-9]*3/);
    // the visible totals
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(euros(totals.grandTotalCents));
    expect(flat).toContain(euros(totals.taxTotalCents));
    expect(flat).toContain(euros(totals.grandTotalCents - totals.taxTotalCents));
    expect(flat).toContain('RE-2026-000042');
    expect(flat).toContain('USt-IdNr.: DE312345671');
    expect(flat).toContain('Steuernummer: 30/123/45678');
    expect(flat).toContain('Muster GmbH');
    expect(flat).toContain('USt-IdNr.: DE987654328');
    // Issued on payment, a week before the cards go out (issue #39): the expected day.
    expect(flat).toContain('Lieferdatum voraussichtl. 09.03.2026');
    // (the sentence wraps after „März“: the text extraction joins the lines without a space)
    expect(flat).toContain(
      'Die Lieferung erfolgt mit dem Versand der Karten, voraussichtlich am 09.03.2026 (Leistungszeitpunkt: März',
    );
    expect(flat).not.toContain('erfolgte');
    expect(flat).toContain('Bezahlt am 02.03.2026 per Kreditkarte');
    expect(flat).toContain('Mengenrabatt 10 % auf Postkarte A6');
    expect(flat).toContain('Gutschein Willkommen (WILLKOMMEN10)');
    expect(flat).toContain('Versand: Versand an die Empfänger');
    expect(files.xrechnungXml).toBeNull();
    expect(files.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('show each unit price so that quantity × unit is the line’s amount (issue #27)', async () => {
    const { content: c } = content([120]);
    const goods = c.lines[0] as InvoiceContent['lines'][number];
    // A line whose whole-cent unit does not multiply to its amount: 100 × 4,17 € ≠ 416,50 €.
    const odd = { ...goods, quantity: 100, unitCents: 417, netCents: 41650 };
    const third = { ...goods, position: 2, quantity: 3, unitCents: 333, netCents: 1000 };
    const pdf = await renderInvoicePdf({ ...c, lines: [odd, third] }, ISSUED);
    const { text } = await readPdf(pdf);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`Postkarte A6 100 ${unitEuros(41650, 100)} 416,50 €`);
    expect(flat).toContain('Postkarte A6 3 ca. 3,33 € 10,00 €');
    expect(unitEuros(41650, 100)).toBe('4,165 €');
    expect(flat).not.toContain('4,17 €');
    expect(unitEuros(1000, 3)).toBe('ca. 3,33 €');
    expect(unitEuros(-2900, 100)).toBe('−0,29 €');
    expect(unitEuros(34800, 120)).toBe(euros(290));
  });

  it('add an XRechnung for a buyer with a Leitweg-ID', async () => {
    const { content: c } = content([10], { leitweg: '04011000-1234512345-06' });
    const files = await renderDocuments(c, ISSUED);
    expect(files.xrechnungXml).toContain('urn:xeinkauf.de:kosit:xrechnung_3.0');
    expect(files.xrechnungXml).toContain(
      '<ram:BuyerReference>04011000-1234512345-06</ram:BuyerReference>',
    );
    checkEn16931Sums(files.xrechnungXml ?? '', c);
  });

  it('make a credit note that refers to its invoice', async () => {
    const { content: invoice } = content([60]);
    const note = creditNoteContent({
      number: 'GS-2026-000001',
      issuedAt: ISSUED,
      invoice,
      grossCents: 1190,
      reason: 'Teilerstattung',
      delivered: false,
    });
    expect(note.netCents + note.vatCents).toBe(1190);
    expect(note.netCents).toBe(1000);
    const files = await renderDocuments(note, ISSUED);
    // UBL on its own, with the preceding invoice (BT-25)
    expect(files.xml).toMatch(/<cbc:(?:Invoice|CreditNote)TypeCode>381</);
    expect(files.xml).toMatch(
      /<cac:BillingReference>\s*<cac:InvoiceDocumentReference>\s*<cbc:ID>RE-2026-000042<\/cbc:ID>/,
    );
    expect(files.xml).toContain('<cbc:PayableAmount currencyID="EUR">11.90</cbc:PayableAmount>');
    const { text, attachments } = await readPdf(files.pdf);
    const embedded = new TextDecoder().decode(Object.values(attachments)[0]?.content);
    expect(embedded).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(embedded).toContain('Rechnungskorrektur zu Rechnung RE-2026-000042 vom 02.03.2026');
    checkEn16931Sums(embedded, note);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Rechnungskorrektur GS-2026-000001');
    expect(flat).toContain('Bis zur Ausstellung dieser Rechnungskorrektur wurde nichts geliefert.');
    expect(flat).not.toMatch(/Gutschrift|Lieferdatum/);
  });

  it('refuse XML the library finds invalid under EN 16931', async () => {
    const { content: c } = content([5]);
    const data = invoiceXmlData(c);
    // BT-1 (invoice number) is mandatory
    delete (data['ubl:Invoice'] as Partial<(typeof data)['ubl:Invoice']>)['cbc:ID'];
    await expect(
      new InvoiceService({ log: () => {}, warn: () => {}, error: () => {} }).generate(data, {
        format: 'CII',
        lang: 'de-de',
      }),
    ).rejects.toThrow();
  });
});
