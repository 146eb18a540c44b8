import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  creditNoteContent,
  orderInvoiceContent,
  type Buyer,
  type InvoiceContent,
} from '../../src/invoices/invoiceContent.ts';
import { renderDocuments } from '../../src/invoices/invoiceDocuments.ts';
import {
  FIXTURE_BUYERS,
  fixturePayments,
  fixtureTotals,
} from '../../src/invoices/invoiceFixtures.ts';
import { sellerOf } from '../../src/invoices/seller.ts';
import {
  describeFailures,
  ruleSetsFor,
  validateEInvoice,
  type RuleSet,
} from '../einvoice-rules/validateEInvoice.ts';

// Issue 39: every document the shop issues, run through the official rules a bookkeeper's or
// a public authority's inbox runs — CEN EN 16931 (CII and UBL) and, for an XRechnung, KoSIT's.
// A fatal rule fails the test with its id and text. Documents are made in-process from the
// store's own pricing (invoiceFixtures.ts); each rule set is loaded once per file.

const ISSUED = new Date('2026-03-02T09:30:00Z');
const LATER = new Date('2026-03-05T10:00:00Z');

function invoiceFor(
  buyer: Buyer,
  payment: string,
  options: { coupon?: boolean; quantities?: number[]; shippingDate?: string | null } = {},
) {
  const totals = fixtureTotals(options.quantities ?? [120, 30], {
    coupon: options.coupon ?? false,
  });
  const payments = fixturePayments(totals.grandTotalCents)[payment];
  if (!payments) throw new Error(`no fixture payment ${payment}`);
  return orderInvoiceContent({
    number: 'RE-2026-000042',
    issuedAt: ISSUED,
    orderId: 'ord_1',
    orderNumber: 'FK-1042',
    totals,
    seller: sellerOf(),
    buyer,
    // Shipped a week after the payment: the invoice names the expected day (issue #39).
    shippingDate: options.shippingDate === undefined ? '2026-03-09' : options.shippingDate,
    payments,
  });
}

async function embeddedXml(pdf: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const attachments = ((await doc.getAttachments()) ?? {}) as Record<
    string,
    { filename: string; content: Uint8Array }
  >;
  const xml = Object.values(attachments).find((a) => a.filename === 'factur-x.xml');
  expect(xml, 'factur-x.xml in the PDF').toBeDefined();
  return new TextDecoder().decode(xml?.content);
}

/** Every file of the document, each with the rule sets that apply to it. */
async function filesOf(content: InvoiceContent) {
  const files = await renderDocuments(content, ISSUED);
  const all: { name: string; xml: string; ruleSets: RuleSet[] }[] = [
    { name: 'PDF (factur-x.xml)', xml: await embeddedXml(files.pdf), ruleSets: [] },
    { name: 'XML', xml: files.xml, ruleSets: [] },
  ];
  if (files.xrechnungXml) all.push({ name: 'XRechnung', xml: files.xrechnungXml, ruleSets: [] });
  for (const file of all) file.ruleSets = ruleSetsFor(file.xml);
  return { files, all };
}

/** Runs every rule set on every file; fails naming each fatal rule and its text. */
async function expectNoFatalRule(content: InvoiceContent) {
  const { files, all } = await filesOf(content);
  const report: string[] = [];
  for (const file of all) {
    expect(file.ruleSets.length, `${file.name}: CII or UBL`).toBeGreaterThan(0);
    for (const ruleSet of file.ruleSets) {
      const fatal = validateEInvoice(file.xml, ruleSet).filter((f) => f.flag === 'fatal');
      if (fatal.length > 0) report.push(`${file.name}, ${ruleSet}:\n${describeFailures(fatal)}`);
    }
  }
  expect(report.join('\n'), `${content.number}: fatal rules`).toBe('');
  return { files, all };
}

const PAYMENTS = Object.keys(fixturePayments(10_000));
const BUYERS = Object.keys(FIXTURE_BUYERS) as (keyof typeof FIXTURE_BUYERS)[];

describe('the official e-invoice rules', { timeout: 300_000 }, () => {
  it('find the fatal errors of a broken XRechnung (the rules run and report)', () => {
    // A card payment (48) without the card's digits: KoSIT BR-DE-24-a.
    const xml = BROKEN_CARD_XRECHNUNG;
    const failures = validateEInvoice(xml, 'xrechnung-cii');
    expect(failures.map((f) => f.id)).toContain('BR-DE-24-a');
    const rule = failures.find((f) => f.id === 'BR-DE-24-a');
    expect(rule?.flag).toBe('fatal');
    expect(rule?.text).toContain('PAYMENT CARD INFORMATION');
    expect(rule?.location).toContain('SpecifiedTradeSettlementPaymentMeans');
  });

  // Each payment method once with each kind of buyer in turn (and the coupon on some), its
  // invoice and the credit note of a full refund.
  PAYMENTS.forEach((payment, index) => {
    const buyerKind = BUYERS[index % BUYERS.length] ?? 'private';
    it(`pass: ${payment}, ${buyerKind} buyer — invoice and credit note`, async () => {
      const invoice = invoiceFor(FIXTURE_BUYERS[buyerKind], payment, { coupon: index % 2 === 0 });
      await expectNoFatalRule(invoice);
      const note = creditNoteContent({
        number: 'GS-2026-000007',
        issuedAt: LATER,
        invoice,
        grossCents: invoice.grossCents,
        reason: 'Stornierung',
        delivered: false,
      });
      expect(note.deliveryDate).toBeNull();
      await expectNoFatalRule(note);
    });
  });

  it('pass: card-paid XRechnung names the card (BG-18), its credit note the invoice (BT-25)', async () => {
    const invoice = invoiceFor(FIXTURE_BUYERS.public, 'card');
    const { files } = await expectNoFatalRule(invoice);
    expect(files.xrechnungXml).toMatch(
      /<ram:ApplicableTradeSettlementFinancialCard>\s*<ram:ID>4242<\/ram:ID>/,
    );
    expect(files.xrechnungXml).toContain('<ram:TypeCode>48</ram:TypeCode>');

    const note = creditNoteContent({
      number: 'GS-2026-000008',
      issuedAt: LATER,
      invoice,
      grossCents: 1190,
      reason: 'Teilerstattung',
      delivered: true,
    });
    const { all } = await expectNoFatalRule(note);
    for (const file of all) {
      // BT-25 and its date in every syntax: CII's InvoiceReferencedDocument, UBL's BillingReference
      expect(file.xml, file.name).toMatch(
        /<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>RE-2026-000042<\/ram:IssuerAssignedID>\s*<ram:FormattedIssueDateTime>\s*<qdt:DateTimeString format="102">20260302<|<cac:BillingReference>\s*<cac:InvoiceDocumentReference>\s*<cbc:ID>RE-2026-000042<\/cbc:ID>\s*<cbc:IssueDate>2026-03-02</,
      );
      // the refund goes back to the card that paid
      expect(file.xml, file.name).toMatch(/>48</);
      expect(file.xml, file.name).toContain('4242');
    }
  });

  it('pass: an invoice of a supply already made names its day (BT-72), one made before it the month (BG-14)', async () => {
    const shipped = invoiceFor(FIXTURE_BUYERS.public, 'klarna', { shippingDate: null });
    const { all: shippedFiles } = await expectNoFatalRule(shipped);
    for (const file of shippedFiles) {
      expect(file.xml, file.name).toMatch(
        /20260302<\/udt:DateTimeString>\s*<\/ram:OccurrenceDateTime>/,
      );
      expect(file.xml, file.name).not.toContain('BillingSpecifiedPeriod');
    }
    const { all: aheadFiles } = await expectNoFatalRule(invoiceFor(FIXTURE_BUYERS.public, 'card'));
    for (const file of aheadFiles) {
      expect(file.xml, file.name).not.toContain('OccurrenceDateTime');
      expect(file.xml, file.name).toMatch(
        /<ram:BillingSpecifiedPeriod>\s*<ram:StartDateTime>\s*<udt:DateTimeString format="102">20260301<[\s\S]*20260331</,
      );
      expect(file.xml, file.name).toContain('voraussichtlich am 09.03.2026');
    }
  });

  it('pass: a corrected invoice names the invoice it replaces (BT-25), in the PDF with the order (BT-13)', async () => {
    const old = invoiceFor(FIXTURE_BUYERS.business, 'paypal');
    const corrected: InvoiceContent = {
      ...old,
      number: 'RE-2026-000043',
      buyer: FIXTURE_BUYERS.public,
      corrects: { number: old.number, issueDate: old.issueDate, creditNote: 'GS-2026-000009' },
    };
    const { all } = await expectNoFatalRule(corrected);
    for (const file of all) {
      expect(file.xml, file.name).toMatch(
        /<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>RE-2026-000042<\/ram:IssuerAssignedID>/,
      );
      expect(file.xml, file.name).toMatch(
        /<ram:BuyerOrderReferencedDocument>\s*<ram:IssuerAssignedID>FK-1042</,
      );
    }
  });
});

// A KoSIT-style XRechnung paid by card (48) without BG-18, as the shop wrote them before
// issue 39 — the rules must reject it.
const BROKEN_CARD_XRECHNUNG = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
<rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>
<rsm:ExchangedDocument><ram:ID>RE-1</ram:ID><ram:TypeCode>380</ram:TypeCode><ram:IssueDateTime><udt:DateTimeString format="102">20260302</udt:DateTimeString></ram:IssueDateTime></rsm:ExchangedDocument>
<rsm:SupplyChainTradeTransaction><ram:ApplicableHeaderTradeAgreement><ram:BuyerReference>991-12345-73</ram:BuyerReference></ram:ApplicableHeaderTradeAgreement><ram:ApplicableHeaderTradeDelivery/>
<ram:ApplicableHeaderTradeSettlement><ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode><ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>48</ram:TypeCode></ram:SpecifiedTradeSettlementPaymentMeans></ram:ApplicableHeaderTradeSettlement>
</rsm:SupplyChainTradeTransaction></rsm:CrossIndustryInvoice>`;
