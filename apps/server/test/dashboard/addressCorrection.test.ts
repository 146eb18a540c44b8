import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCards, OrderDetail } from '@federkiel/machines/fulfilment/dashboardApi';
import { startTestServer, type TestServer } from '../helpers.ts';
import { startFakeCms, type FakeCms } from '../swell/swellHelpers.ts';
import { unzipTexts } from '../production/productionSupport.ts';
import { BEARER, ORIGIN, placeOrder, staffCookie, type PlacedOrder } from './dashboardSupport.ts';

// Issue 28: staff correct a recipient's or the customer's address before production starts;
// the cards, exports and production files follow, the timeline keeps old and new and who,
// the original design stays stored, and after the start of production nothing is changed.

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

const get = (url: string) => server.app.inject({ method: 'GET', url, headers: BEARER });

function put(url: string, body: unknown, headers: Record<string, string> = BEARER) {
  return server.app.inject({
    method: 'PUT',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: body as object,
  });
}

const recipient = (line1: string, lastName = 'Neumann') => ({
  title: '',
  firstName: 'Lena',
  lastName,
  company: '',
  address: { line1, line2: '', postalCode: '10117', city: 'Berlin', country: 'DE' },
});

async function cardsOf(order: PlacedOrder): Promise<OrderCards> {
  return (await get(`/swell/admin/orders/${order.id}/cards`)).json();
}

async function configurationIds(order: PlacedOrder): Promise<string[]> {
  const row = await server.app.db
    .selectFrom('orders')
    .select('data')
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow();
  const snapshot = JSON.parse(row.data) as { items: { metadata: { configurationId: string } }[] };
  return snapshot.items.map((item) => item.metadata.configurationId);
}

describe('a recipient’s address corrected before production', () => {
  let order: PlacedOrder;
  beforeAll(async () => {
    order = await placeOrder(server.app);
  });

  it('changes the cards, the TXT export and the production ZIP, and keeps the old design', async () => {
    // Opened once before: the composed cards and the production totals are kept per order.
    const before = await cardsOf(order);
    const old = before.results[1];
    expect(old?.address_lines).toContain('Hauptstraße 2');
    expect((await get(`/swell/admin/orders/${order.id}/export.txt`)).body).toContain(
      'Hauptstraße 2',
    );
    expect((await get(`/swell/admin/orders/${order.id}/production`)).statusCode).toBe(200);
    const [originalId] = await configurationIds(order);

    const cookie = await staffCookie(server.app, 'Britta Büro');
    const res = await put(
      `/swell/admin/orders/${order.id}/cards/2/address`,
      recipient('Lindenallee 7', old?.name.split(' ').at(-1)),
      { cookie, origin: ORIGIN },
    );
    expect(res.statusCode, res.body).toBe(200);

    const cards = await cardsOf(order);
    expect(cards.results[1]?.address_lines).toEqual([
      `Lena ${old?.name.split(' ').at(-1)}`,
      'Lindenallee 7',
      '10117 Berlin',
    ]);
    // The other cards are untouched.
    expect(cards.results[0]).toEqual(before.results[0]);
    expect(cards.results[2]).toEqual(before.results[2]);
    const txt = (await get(`/swell/admin/orders/${order.id}/export.txt`)).body;
    expect(txt).toContain('Lindenallee 7');
    expect(txt).not.toContain('Hauptstraße 2\n');
    const zip = await get(`/swell/admin/orders/${order.id}/production.zip`);
    expect(zip.statusCode).toBe(200);
    const [zipTxt] = [
      ...(await unzipTexts(zip.rawPayload, (name) => name.endsWith('.txt'))).values(),
    ];
    expect(zipTxt).toContain('Lindenallee 7');

    // The original design is still stored; the order points at a corrected copy.
    const [copyId] = await configurationIds(order);
    expect(copyId).not.toBe(originalId);
    const original = await server.app.db
      .selectFrom('configurations')
      .select('data')
      .where('id', '=', originalId as string)
      .executeTakeFirstOrThrow();
    expect(original.data).toContain('Hauptstraße 2');
    expect(original.data).not.toContain('Lindenallee 7');

    const detail = res.json() as OrderDetail;
    const event = detail.timeline.find((e) => e.kind === 'address_changed');
    expect(event).toMatchObject({ source: 'system', actor: 'Britta Büro' });
    expect(event?.data.label).toMatch(/^Karte 2 \(/);
    expect(event?.data.from).toContain('Hauptstraße 2, 10117 Berlin');
    expect(event?.data.to).toContain('Lindenallee 7, 10117 Berlin');
    expect(JSON.parse(String(event?.data.before))).toMatchObject({
      address: { line1: 'Hauptstraße 2' },
      configuration: originalId,
    });
  });

  it('answers German field messages and changes nothing for an incomplete address', async () => {
    const res = await put(`/swell/admin/orders/${order.id}/cards/1/address`, {
      ...recipient(''),
      address: { line1: '', line2: '', postalCode: '1011', city: '', country: 'DE' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('invalid_address');
    expect(body.errors['address.line1']).toBe('Pflichtfeld – bitte ausfüllen.');
    expect(body.errors['address.city']).toBe('Pflichtfeld – bitte ausfüllen.');
    expect(body.errors['address.postalCode']).toMatch(/Postleitzahl/);
    expect((await cardsOf(order)).results[0]?.address_lines).toContain('Hauptstraße 1');
  });

  it('refuses with 422 naming the card when the pen cannot write the new address', async () => {
    const letters = await put(
      `/swell/admin/orders/${order.id}/cards/3/address`,
      recipient('Lindenallee 漢'),
    );
    expect(letters.statusCode).toBe(422);
    expect(letters.json().error.message).toMatch(
      /^Karte 3 \(Lena Neumann\), Umschlag: Diese Zeichen kann der Stift nicht schreiben: 漢/,
    );
    const long = await put(
      `/swell/admin/orders/${order.id}/cards/3/address`,
      recipient('Hinterhof links, dritter Aufgang, zweiter Stock, Wohnung gegenüber dem Aufzug 7'),
    );
    expect(long.statusCode).toBe(422);
    expect(long.json().error.message).toMatch(/^Karte 3 .*Umschlag: Die Adresszeile/);
    expect((await cardsOf(order)).results[2]?.address_lines).toContain('Hauptstraße 3');
  });

  it('gives the dialog the fields a card’s address starts from', async () => {
    const res = await get(`/swell/admin/orders/${order.id}/cards/3/address`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      n: 3,
      address: { line1: 'Hauptstraße 3', postalCode: '10119', city: 'Berlin', country: 'DE' },
    });
  });

  it('answers 404 for a card the order does not have', async () => {
    const res = await put(`/swell/admin/orders/${order.id}/cards/4/address`, recipient('Weg 1'));
    expect(res.statusCode).toBe(404);
  });

  it('refuses every correction once production has started (409, German)', async () => {
    const moved = await server.app.inject({
      method: 'POST',
      url: `/swell/admin/orders/${order.id}/production-status`,
      headers: { ...BEARER, 'content-type': 'application/json' },
      payload: { to: 'material_ordered' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const card = await put(`/swell/admin/orders/${order.id}/cards/1/address`, recipient('Weg 1'));
    expect(card.statusCode).toBe(409);
    expect(card.json().error).toMatchObject({ code: 'production_started' });
    expect(card.json().error.message).toContain('„Material bestellt“');
    const billing = await put(`/swell/admin/orders/${order.id}/addresses/billing`, {
      firstName: 'Zora',
      lastName: 'Summe',
      address1: 'Weg 1',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
    });
    expect(billing.statusCode).toBe(409);
    expect((await cardsOf(order)).results[0]?.address_lines).toContain('Hauptstraße 1');
  });
});

describe('the customer’s address corrected before production', () => {
  const address = {
    firstName: 'Zora',
    lastName: 'Korrekt',
    company: '',
    address1: 'Gartenweg 12',
    address2: '',
    zip: '80331',
    city: 'München',
    country: 'DE',
    phone: '',
    vatId: '',
  };

  it('corrects the delivery address of a parcel „an mich“, with the change in the timeline', async () => {
    const order = await placeOrder(server.app, { service: 'to_customer' });
    const res = await put(`/swell/admin/orders/${order.id}/addresses/shipping`, address);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as OrderDetail;
    expect(detail.shipping).toMatchObject({ address1: 'Gartenweg 12', city: 'München' });
    const event = detail.timeline.find((e) => e.kind === 'address_changed');
    expect(event?.data).toMatchObject({
      label: 'Lieferadresse',
      from: 'Zora Summe, Hauptstraße 1, 10115 Berlin',
      to: 'Zora Korrekt, Gartenweg 12, 80331 München',
    });
    expect(event?.actor).toBe('API');
    const pdf = await get(`/swell/admin/orders/${order.id}/export.pdf`);
    expect(pdf.statusCode).toBe(200);
  });

  it('corrects the billing address and finds the order by its new name', async () => {
    const order = await placeOrder(server.app);
    const res = await put(`/swell/admin/orders/${order.id}/addresses/billing`, address);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as OrderDetail).billing).toMatchObject({
      name: 'Zora Korrekt',
      address1: 'Gartenweg 12',
    });
    const list = await get('/swell/admin/orders?search=korrekt');
    expect(list.json().results.map((r: { id: string }) => r.id)).toContain(order.id);
  });

  it('has no delivery address to correct when the cards go to the recipients', async () => {
    const order = await placeOrder(server.app);
    const res = await put(`/swell/admin/orders/${order.id}/addresses/shipping`, address);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('no_delivery_address');
  });

  it('answers German messages at the fields', async () => {
    const order = await placeOrder(server.app);
    const res = await put(`/swell/admin/orders/${order.id}/addresses/billing`, {
      ...address,
      zip: '8033',
      city: '',
      company: 'x'.repeat(201),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ company: 'Höchstens 200 Zeichen möglich.' });
    const rules = await put(`/swell/admin/orders/${order.id}/addresses/billing`, {
      ...address,
      zip: '8033',
      city: '',
    });
    expect(rules.statusCode).toBe(400);
    expect(rules.json().errors).toEqual({
      zip: 'Die Postleitzahl passt nicht zum Land.',
      city: 'Pflichtfeld – bitte ausfüllen.',
    });
  });

  it('refuses a USt-IdNr. whose check digit is wrong, with 400 and the message (issue #39)', async () => {
    const order = await placeOrder(server.app);
    const res = await put(`/swell/admin/orders/${order.id}/addresses/billing`, {
      ...address,
      vatId: 'DE123456789',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'invalid_address',
      message: 'Die Prüfziffer der USt-IdNr. stimmt nicht – bitte prüfen Sie die Nummer.',
    });
    const right = await put(`/swell/admin/orders/${order.id}/addresses/billing`, {
      ...address,
      vatId: 'DE123456788',
    });
    expect(right.statusCode, right.body).toBe(200);
  });
});
