import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiInvoice } from '../../src/invoices/invoiceRecords.ts';
import { invoiceDb } from '../../src/invoices/invoiceTables.ts';
import { reissueInvoiceAfterAddressChange } from '../../src/invoices/reissueInvoice.ts';
import { BEARER, ORIGIN, placeOrder } from '../dashboard/dashboardSupport.ts';
import { startTestServer, type TestServer } from '../helpers.ts';
import { startFakeCms, type FakeCms } from '../swell/swellHelpers.ts';

// Issue 29, corrections: staff correct the customer's address before production and the
// invoice is re-issued as a Rechnungskorrektur — a credit note for the old invoice and a new
// invoice with the new address, naming each other; the old invoice stays as it was issued.

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

const ADDRESS = {
  firstName: 'Zora',
  lastName: 'Korrekt',
  company: 'Korrekt GmbH',
  address1: 'Gartenweg 12',
  address2: '',
  zip: '80331',
  city: 'München',
  country: 'DE',
  phone: '',
  vatId: '',
};

function admin(method: 'GET' | 'PUT' | 'POST', url: string, body?: object) {
  return server.app.inject({
    method,
    url: `/swell/admin${url}`,
    headers: { ...BEARER, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: body } : {}),
  });
}

async function documents(orderId: string): Promise<ApiInvoice[]> {
  const res = await admin('GET', `/orders/${orderId}/invoices`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { results: ApiInvoice[] }).results;
}

async function download(url: string): Promise<Buffer> {
  const res = await server.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
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

describe('an invoice after an address correction', { timeout: 90_000 }, () => {
  it('is credited and issued anew with the new address, never edited', async () => {
    const order = await placeOrder(server.app);
    const [original] = await documents(order.id);
    expect(original?.billing.city).toBe('Berlin');
    const originalRow = await invoiceDb(server.app.db)
      .selectFrom('invoices')
      .select(['data', 'number'])
      .where('id', '=', original?.id ?? '')
      .executeTakeFirstOrThrow();
    const originalPdf = await download(original?.pdf_url ?? '');

    const res = await admin('PUT', `/orders/${order.id}/addresses/billing`, ADDRESS);
    expect(res.statusCode, res.body).toBe(200);

    const [old, credit, fresh] = await documents(order.id);
    expect(old?.id).toBe(original?.id);
    expect(credit).toMatchObject({
      type: 'credit',
      refers_to: original?.number,
      grand_total: original?.grand_total,
    });
    expect(fresh).toMatchObject({
      type: 'invoice',
      replaces: original?.number,
      grand_total: original?.grand_total,
      sub_total: original?.sub_total,
      billing: { name: 'Zora Korrekt', company: 'Korrekt GmbH', city: 'München' },
    });
    expect(fresh?.number).not.toBe(original?.number);
    expect(fresh?.items).toEqual(
      original?.items.map((item) => ({ ...item, id: expect.stringContaining(fresh?.id ?? '') })),
    );

    // The old invoice is as it was issued: same content, same bytes.
    const after = await invoiceDb(server.app.db)
      .selectFrom('invoices')
      .select(['data', 'number'])
      .where('id', '=', original?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(after).toEqual(originalRow);
    expect((await download(original?.pdf_url ?? '')).equals(originalPdf)).toBe(true);

    // Each document names the other.
    const creditText = await pdfText(await download(credit?.pdf_url ?? ''));
    expect(creditText).toContain(original?.number);
    expect(creditText).toContain(fresh?.number);
    // Issue 39: the full credit is a Stornorechnung; the order was never sent, so no delivery.
    expect(creditText).toContain(`Stornorechnung ${credit?.number}`);
    expect(creditText).toContain('Anschrift geändert, ersetzt durch Rechnung');
    expect(creditText).not.toMatch(/Gutschrift|Lieferdatum/);
    const freshText = await pdfText(await download(fresh?.pdf_url ?? ''));
    expect(freshText).toContain(`Rechnung ${fresh?.number}`);
    expect(freshText).toContain('Ersetzt Rechnung');
    expect(freshText).toContain(`storniert mit Stornorechnung ${credit?.number}`);
    expect(freshText).toContain(original?.number);
    expect(freshText).toContain(credit?.number);
    expect(freshText).toContain('80331 München');
    const freshXml = (await download(fresh?.xml_url ?? '')).toString('utf8');
    expect(freshXml).toContain(original?.number);
    expect(freshXml).toContain('München');

    // Nothing changed since: nothing more is issued.
    expect(await reissueInvoiceAfterAddressChange(server.app.db, order.id, new Date())).toBeNull();
    expect(await documents(order.id)).toHaveLength(3);

    // A later refund credits the invoice in force, the corrected one.
    expect((await admin('POST', `/orders/${order.id}/status`, { to: 'canceled' })).statusCode).toBe(
      200,
    );
    const refund = await admin('POST', `/orders/${order.id}/refund`, { amount: 1 });
    expect(refund.statusCode, refund.body).toBe(200);
    const last = (await documents(order.id)).at(-1);
    expect(last).toMatchObject({ type: 'credit', refers_to: fresh?.number, grand_total: 1 });
  });

  it('leaves an order alone whose buyer did not change', async () => {
    const order = await placeOrder(server.app);
    expect(await reissueInvoiceAfterAddressChange(server.app.db, order.id, new Date())).toBeNull();
    expect(await documents(order.id)).toHaveLength(1);
  });
});
