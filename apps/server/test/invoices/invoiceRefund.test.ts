import fs from 'node:fs';
import path from 'node:path';
import { COMPANY } from '@federkiel/machines/company/company';
import { getDocumentProxy, extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceDb } from '../../src/invoices/invoiceTables.ts';
import { storedDocuments } from '../../src/invoices/invoiceDocuments.ts';
import { BEARER, ORIGIN, placeOrder } from '../dashboard/dashboardSupport.ts';
import {
  describeFailures,
  ruleSetsFor,
  validateEInvoice,
} from '../einvoice-rules/validateEInvoice.ts';
import { startTestServer, type TestServer } from '../helpers.ts';
import { startFakeCms, type FakeCms } from '../swell/swellHelpers.ts';

// Issue 39: a cancelled order's refund through the dashboard, end to end — the card-paid
// order of a public buyer (Leitweg-ID) and one paid by gift card alone — with its credit note
// checked by the official rules (CEN EN 16931, KoSIT XRechnung).

let cms: FakeCms;
let server: TestServer;

beforeAll(async () => {
  cms = await startFakeCms();
  server = await startTestServer({ CMS_URL: cms.url, PUBLIC_URL: ORIGIN });
});

afterAll(async () => {
  await server?.close();
  await cms?.close();
});

function send(url: string, body: object) {
  return server.app.inject({
    method: 'POST',
    url,
    headers: { ...BEARER, 'content-type': 'application/json' },
    payload: body,
  });
}

async function documentsOf(orderId: string) {
  const db = invoiceDb(server.app.db);
  const rows = await db
    .selectFrom('invoices')
    .select(['id', 'kind', 'number'])
    .where('order_id', '=', orderId)
    .orderBy('issued_at')
    .execute();
  return Promise.all(rows.map(async (r) => ({ ...r, files: await storedDocuments(db, r.id) })));
}

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

function fatalRules(xml: string): string {
  return ruleSetsFor(xml)
    .map((ruleSet) =>
      describeFailures(validateEInvoice(xml, ruleSet).filter((f) => f.flag === 'fatal')),
    )
    .filter(Boolean)
    .join('\n');
}

async function cancelAndRefund(orderId: string) {
  expect((await send(`/swell/admin/orders/${orderId}/status`, { to: 'canceled' })).statusCode).toBe(
    200,
  );
  return send(`/swell/admin/orders/${orderId}/refund`, {});
}

describe('refunds and their credit notes', { timeout: 300_000 }, () => {
  it('a card-paid order with a Leitweg-ID: XRechnung, then a credit note naming the invoice', async () => {
    const order = await placeOrder(server.app, { leitwegId: '991-12345-73' });
    const [invoice] = await documentsOf(order.id);
    expect(invoice?.files.xrechnungXml).toContain('<ram:BuyerReference>991-12345-73<');
    expect(fatalRules(invoice?.files.xrechnungXml ?? '')).toBe('');
    expect(fatalRules(invoice?.files.xml ?? '')).toBe('');
    // The seller is the company of the Impressum (issue #39: one source).
    for (const xml of [invoice?.files.xml ?? '', invoice?.files.xrechnungXml ?? '']) {
      const seller =
        /<ram:SellerTradeParty>([\s\S]*?)<\/ram:SellerTradeParty>/.exec(xml)?.[1] ?? '';
      expect(seller).toContain(`<ram:Name>${COMPANY.name}</ram:Name>`);
      expect(seller).toContain(`<ram:LineOne>${COMPANY.street}</ram:LineOne>`);
      expect(seller).toContain(`<ram:PostcodeCode>${COMPANY.postalCode}</ram:PostcodeCode>`);
      expect(seller).toContain(`<ram:CityName>${COMPANY.city}</ram:CityName>`);
      expect(seller).toContain(`<ram:ID schemeID="VA">${COMPANY.vatId}</ram:ID>`);
    }
    // BG-18 from the saved payment: the sandbox card 4242 4242 4242 4242
    expect(invoice?.files.xrechnungXml).toMatch(
      /<ram:ApplicableTradeSettlementFinancialCard>\s*<ram:ID>4242</,
    );

    expect((await cancelAndRefund(order.id)).statusCode).toBe(200);
    const note = (await documentsOf(order.id)).find((d) => d.kind === 'credit_note');
    expect(note).toBeDefined();
    for (const xml of [note?.files.xml ?? '', note?.files.xrechnungXml ?? '']) {
      expect(fatalRules(xml)).toBe('');
      expect(xml).toContain(invoice?.number);
    }
    expect(note?.files.xrechnungXml).toMatch(
      /<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>RE-/,
    );
    // Cancelled before anything was sent out (issue #39): a Stornorechnung naming no delivery.
    const text = await pdfText(note?.files.pdf ?? Buffer.alloc(0));
    expect(text).toContain(`Stornorechnung ${note?.number}`);
    expect(text).toContain('Bis zur Ausstellung dieser Stornorechnung wurde nichts geliefert.');
    expect(text).not.toMatch(/Gutschrift|Lieferdatum|erfolgte/);
    for (const xml of [note?.files.xml ?? '', note?.files.xrechnungXml ?? '']) {
      expect(xml).not.toMatch(/ActualDeliveryDate|OccurrenceDateTime|BillingSpecifiedPeriod/);
      expect(xml).toMatch(/>381</);
    }
    // The refund e-mail carries the credit note's XRechnung too.
    const outbox = path.join(server.dir, 'outbox');
    const mails = fs
      .readdirSync(outbox)
      .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
      .filter((m) => m.includes(order.email) && m.includes(`Stornorechnung-${note?.number}.pdf`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`XRechnung-${note?.number}.xml`);
  });

  it('an order paid by gift card alone: the balance goes back and a credit note is issued', async () => {
    const balance = () =>
      server.app.db
        .selectFrom('giftcards')
        .select('balance_cents')
        .where('code', '=', 'GESCHENK-100-DEMO')
        .executeTakeFirstOrThrow();
    const before = (await balance()).balance_cents;
    const order = await placeOrder(server.app, { giftcard: 'GESCHENK-100-DEMO' });
    const paid = before - (await balance()).balance_cents;
    expect(paid).toBeGreaterThan(0);
    const payments = await server.app.db
      .selectFrom('payments')
      .select('method')
      .where('order_id', '=', order.id)
      .execute();
    expect(payments.map((p) => p.method)).toEqual(['giftcard']);

    const refund = await cancelAndRefund(order.id);
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await balance()).balance_cents).toBe(before);
    const again = await send(`/swell/admin/orders/${order.id}/refund`, {});
    expect(again.statusCode).toBe(409);
    expect((await balance()).balance_cents).toBe(before);

    const docs = await documentsOf(order.id);
    const note = docs.find((d) => d.kind === 'credit_note');
    expect(note?.number).toMatch(/^GS-/);
    const xml = note?.files.xml ?? '';
    expect(fatalRules(xml)).toBe('');
    expect(xml).toContain(`<cbc:ID>${docs[0]?.number}</cbc:ID>`);
    expect(xml).toMatch(/<cbc:PaymentMeansCode name="Geschenkkarte">97</);
  });
});
