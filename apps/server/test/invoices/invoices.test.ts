import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { getDocumentProxy } from 'unpdf';
import { afterEach, describe, expect, it } from 'vitest';
import { CreditNoteRefused, issueCreditNote } from '../../src/invoices/issueInvoice.ts';
import { BEARER } from '../dashboard/dashboardSupport.ts';
import { startTestServer, type TestServer } from '../helpers.ts';
import { StoreClient, vaultUrl } from '../storeClient.ts';
import { addDesignedCards } from '../store/designedCards.ts';

// Issue 29 through the store: a paid order gets its invoice at once, with the next number
// of the year; the confirmation e-mail carries it; the order's own session lists it and the
// link serves the stored file, the same bytes every time; a credit note refers to it.

let server: TestServer;
afterEach(async () => server.close());

const ADDRESS = {
  first_name: 'Gesa',
  last_name: 'Gast',
  company: 'Gast & Co. KG',
  address1: 'Hauptstraße 1',
  zip: '10115',
  city: 'Berlin',
  country: 'DE',
  vat_id: 'DE111222339',
};

async function guestOrder(quantity = 60) {
  const client = new StoreClient(server.app);
  await addDesignedCards(server.app, client, { product_id: 'prd_a6_postkarte', quantity });
  const token = (
    await server.app.inject({
      method: 'GET',
      url: vaultUrl('/tokens', 'post', {
        number: '4242424242424242',
        exp_month: '12',
        exp_year: '2030',
        cvc: '123',
      }),
    })
  ).json().$data.token;
  const cart = await client.put('/cart', {
    account: { email: 'gesa@example.de' },
    shipping: { ...ADDRESS, service: 'to_customer' },
    billing: { ...ADDRESS, method: 'card', card: { token } },
  });
  expect(cart.body.errors).toBeUndefined();
  const order = (await client.post('/cart/order')).body;
  expect(order.number).toMatch(/^FK-/);
  return { client, order };
}

function cents(euros: number): number {
  return Math.round(euros * 100);
}

async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  let text = '';
  for (let i = 1; i <= doc.numPages; i++) {
    const items = (await (await doc.getPage(i)).getTextContent()).items as { str?: string }[];
    text += items.map((item) => item.str ?? '').join('');
  }
  return text;
}

describe('invoices of orders', { timeout: 60_000 }, () => {
  it('a paid order has its invoice: numbered, listed to its session, served as stored', async () => {
    server = await startTestServer();
    const year = new Date().getFullYear();
    const first = await guestOrder();
    const second = await guestOrder(5);

    const list = await first.client.get(`/invoices?order_id=${first.order.id}`);
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(1);
    const invoice = list.body.results[0];
    expect(invoice.number).toBe(`RE-${year}-000001`);
    expect(invoice.order_id).toBe(first.order.id);
    // to the cent the order's
    expect(cents(invoice.grand_total)).toBe(cents(first.order.grand_total));
    expect(cents(invoice.tax_total)).toBe(cents(first.order.tax_total));
    expect(invoice.billing.company).toBe('Gast & Co. KG');
    expect(invoice.billing.vatId).toBe('DE111222339');
    const secondList = await second.client.get(`/invoices?order_id=${second.order.id}`);
    expect(secondList.body.results[0].number).toBe(`RE-${year}-000002`);

    // Another session neither lists it nor opens it without the link's secret.
    const stranger = new StoreClient(server.app);
    expect((await stranger.get(`/invoices?order_id=${first.order.id}`)).body.count).toBe(0);
    expect((await stranger.get('/invoices')).body.count).toBe(0);
    const bare = invoice.pdf_url.replace(/\?token=.*/, '');
    expect((await server.app.inject({ method: 'GET', url: bare })).statusCode).toBe(404);
    expect(
      (await server.app.inject({ method: 'GET', url: `${bare}?token=wrong` })).statusCode,
    ).toBe(404);

    const download = await server.app.inject({ method: 'GET', url: invoice.pdf_url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const sha = createHash('sha256').update(download.rawPayload).digest('hex');
    expect(download.headers['x-invoice-sha256']).toBe(sha);
    const again = await server.app.inject({ method: 'GET', url: invoice.pdf_url });
    expect(again.rawPayload.equals(download.rawPayload)).toBe(true);
    const text = await pdfText(download.rawPayload);
    expect(text).toContain(`RE-${year}-000001`);
    expect(text).toContain('Gast & Co. KG');
    expect(text).toContain(
      `${first.order.grand_total.toLocaleString('de-DE', { minimumFractionDigits: 2 })} €`,
    );
    const xml = await server.app.inject({ method: 'GET', url: invoice.xml_url });
    expect(xml.body).toContain(
      `<ram:GrandTotalAmount>${first.order.grand_total.toFixed(2)}</ram:GrandTotalAmount>`,
    );
    expect(invoice.xrechnung_url).toBeNull();

    // The confirmation e-mail carries the PDF.
    const outbox = path.join(server.dir, 'outbox');
    const mails = fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'));
    expect(mails.some((m) => m.includes(`Rechnung-RE-${year}-000001.pdf`))).toBe(true);
  });

  it('a credit note refers to the invoice, with its own gapless numbers and a limit', async () => {
    server = await startTestServer();
    const year = new Date().getFullYear();
    const { client, order } = await guestOrder();
    const grand = cents(order.grand_total);
    const note = await issueCreditNote(server.app.db, order.id, 500, 'Teilerstattung');
    expect(note.number).toBe(`GS-${year}-000001`);
    await expect(issueCreditNote(server.app.db, order.id, grand, 'Storno')).rejects.toBeInstanceOf(
      CreditNoteRefused,
    );
    const rest = await issueCreditNote(server.app.db, order.id, grand - 500, 'Storno');
    expect(rest.number).toBe(`GS-${year}-000002`);
    await expect(issueCreditNote(server.app.db, 'ord_none', 100, 'x')).rejects.toBeInstanceOf(
      CreditNoteRefused,
    );

    const list = (await client.get(`/invoices?order_id=${order.id}`)).body;
    expect(list.results.map((r: { number: string }) => r.number)).toEqual([
      `RE-${year}-000001`,
      `GS-${year}-000001`,
      `GS-${year}-000002`,
    ]);
    const credit = list.results[1];
    expect(credit.type).toBe('credit');
    expect(credit.refers_to).toBe(`RE-${year}-000001`);
    expect(cents(credit.grand_total)).toBe(500);
    const pdf = await server.app.inject({ method: 'GET', url: credit.pdf_url });
    expect(await pdfText(pdf.rawPayload)).toContain(`zu Rechnung RE-${year}-000001`);
  });

  it('the dashboard lists a date range and exports it as XLSX with text cells', async () => {
    server = await startTestServer();
    const year = new Date().getFullYear();
    const { order } = await guestOrder();
    await issueCreditNote(server.app.db, order.id, 119, 'Kulanz');
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(
      new Date(),
    );
    const get = (url: string) =>
      server.app.inject({ method: 'GET', url: `/swell/admin${url}`, headers: BEARER });

    const list = (await get(`/invoices?from=${today}&to=${today}`)).json();
    expect(list.results.map((r: { number: string }) => r.number)).toEqual([
      `RE-${year}-000001`,
      `GS-${year}-000001`,
    ]);
    expect((await get(`/invoices?from=2000-01-01&to=2000-12-31`)).json().count).toBe(0);
    const bad = await get(`/invoices?from=${today}&to=2000-01-01`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Enddatum');
    expect((await get(`/orders/${order.id}/invoices`)).json().count).toBe(2);
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: `/swell/admin/invoices?from=${today}&to=${today}`,
        })
      ).statusCode,
    ).toBe(401);

    const xlsx = await get(`/invoices.xlsx?from=${today}&to=${today}`);
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(2).getCell(1).value).toBe(`RE-${year}-000001`);
    expect(sheet?.getRow(2).getCell(12).value).toBe(order.grand_total);
    expect(sheet?.getRow(3).getCell(12).value).toBe(-1.19);
    expect(sheet?.getRow(3).getCell(6).value).toBe(`RE-${year}-000001`);
    expect(sheet?.getColumn(1).numFmt).toBe('@');
  });
});
