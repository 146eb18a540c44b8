import type { OrderConfiguration } from '@federkiel/machines/configurator/schema';
import { createRecipient } from '@federkiel/machines/configurator/recipientSchema';
import { DEFAULT_SHIPPING_RATES, type ShippingRates } from '@federkiel/machines/pricing/postage';
import { afterEach, describe, expect, it } from 'vitest';
import { insertConfiguration } from '../../src/configurations/configurationRecords.ts';
import { staffWithRole } from '../../src/staff/staffTestSupport.ts';
import { BEARER } from '../dashboard/dashboardSupport.ts';
import { startTestServer, type TestServer } from '../helpers.ts';
import { StoreClient, vaultUrl } from '../storeClient.ts';
import { validConfiguration } from '../swell/configurationFixtures.ts';

// Issue 38: postage and delivery time per destination, from the owner's settings. A card to
// Vienna costs the EU postage — in the cart before paying, and in the order that is charged.

let server: TestServer;
afterEach(async () => server.close());

const BILLING = {
  first_name: 'Gesa',
  last_name: 'Gast',
  address1: 'Hauptstraße 1',
  zip: '10115',
  city: 'Berlin',
  country: 'DE',
};

const RATES: ShippingRates = {
  DE: { letter_cents: 100, large_letter_cents: 160, parcel_cents: 500, min_days: 1, max_days: 2 },
  EU: { letter_cents: 180, large_letter_cents: 260, parcel_cents: 1500, min_days: 3, max_days: 5 },
  WORLD: {
    letter_cents: 300,
    large_letter_cents: 400,
    parcel_cents: 3000,
    min_days: 5,
    max_days: 12,
  },
};

function putRates(body: unknown, headers: Record<string, string> = BEARER) {
  return server.app.inject({
    method: 'PUT',
    url: '/swell/admin/settings/shipping',
    headers: { ...headers, 'content-type': 'application/json', origin: 'http://localhost:8080' },
    payload: JSON.stringify(body),
  });
}

/** A guest's cart with one A6 postcard line to Vienna and Berlin. */
async function cartToViennaAndBerlin(): Promise<StoreClient> {
  const client = new StoreClient(server.app);
  await client.get('/cart');
  const product = server.app.store.catalogue.product('prd_a6_postkarte');
  if (!product || !client.session) throw new Error('no product or session');
  const configuration: OrderConfiguration = {
    ...validConfiguration(2),
    canvas: {
      id: product.id,
      key: product.canvasKey,
      name: product.name,
      kind: 'postcard',
      widthMm: product.widthMm,
      heightMm: product.heightMm,
    },
    recipients: [
      createRecipient('r1', {
        firstName: 'Maria',
        lastName: 'Huber',
        gender: 'female',
        address: { line1: 'Hauptstraße 5', postalCode: '1010', city: 'Wien', country: 'AT' },
      }),
      createRecipient('r2', {
        firstName: 'Anna',
        lastName: 'Schmidt',
        gender: 'female',
        address: { line1: 'Am Markt 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
      }),
    ],
  };
  const row = await insertConfiguration(server.app.db, {
    configuration,
    productId: product.id,
    owner: { sessionId: client.session, accountId: null },
    now: new Date(),
  });
  const added = await client.post('/cart/items', {
    product_id: product.id,
    quantity: 2,
    metadata: { configurationId: row.id },
  });
  expect(added.body.errors).toBeUndefined();
  return client;
}

describe('postage per destination (issue 38)', () => {
  it('the owner sets the rates; the office may not; wrong values get a German message', async () => {
    server = await startTestServer();
    const shown = await server.app.inject({
      method: 'GET',
      url: '/swell/admin/settings/shipping',
      headers: BEARER,
    });
    expect(shown.json()).toEqual(DEFAULT_SHIPPING_RATES);

    const bad = await putRates({ ...RATES, EU: { ...RATES.EU, min_days: 6 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Die Zustellzeit „von“ darf nicht länger sein als „bis“.');
    const negative = await putRates({ ...RATES, DE: { ...RATES.DE, letter_cents: -1 } });
    expect(negative.statusCode).toBe(400);
    expect(negative.body).toContain('Porto Standardbrief darf nicht negativ sein.');

    const office = await staffWithRole(server.app, 'office', 'Bea Büro');
    expect((await putRates(RATES, { cookie: office.cookie })).statusCode).toBe(403);

    expect((await putRates(RATES)).statusCode).toBe(200);
    const again = await server.app.inject({
      method: 'GET',
      url: '/swell/admin/settings/shipping',
      headers: BEARER,
    });
    expect(again.json()).toEqual(RATES);
    // The shop's public product answer carries them: the configurator prices with them.
    const product = await new StoreClient(server.app).get('/products/prd_a6_postkarte');
    expect(product.body.shipping_rates).toEqual(RATES);
  });

  it('a card to Vienna costs the EU postage before paying and in the order; the estimate names Austria', async () => {
    server = await startTestServer();
    expect((await putRates(RATES)).statusCode).toBe(200);
    const client = await cartToViennaAndBerlin();

    const cart = (await client.put('/cart', { shipping: { service: 'to_recipients' } })).body;
    const toRecipients = cart.shipment_rating.services.find(
      (s: { id: string }) => s.id === 'to_recipients',
    );
    // Vienna 1,80 € (EU) + Berlin 1,00 € (Germany), net.
    expect(toRecipients.price).toBe(2.8);
    expect(toRecipients.estimate).toBe(
      'Zustellung in Österreich: 3–5 Werktage · Zustellung in Deutschland: 1–2 Werktage',
    );
    expect(cart.shipment_total).toBe(2.8);
    expect(cart.shipping.estimate).toBe(toRecipients.estimate);

    // „Versand an mich“ to an address in Switzerland: the parcel of the rest of the world.
    const parcel = (
      await client.put('/cart', {
        shipping: { ...BILLING, city: 'Zürich', zip: '8001', country: 'CH' },
      })
    ).body.shipment_rating.services.find((s: { id: string }) => s.id === 'to_customer');
    expect(parcel).toMatchObject({
      price: 30,
      estimate: 'Zustellung in der Schweiz: 5–12 Werktage',
    });

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
    const ready = await client.put('/cart', {
      account: { email: 'gesa@example.de' },
      billing: { ...BILLING, method: 'card', card: { token } },
    });
    expect(ready.body.errors).toBeUndefined();
    const order = (await client.post('/cart/order')).body;
    expect(order.id, JSON.stringify(order.errors)).toBeTruthy();
    expect(order.shipment_total).toBe(2.8);

    // The owner raises the postage afterwards: the order keeps what it was charged.
    expect((await putRates({ ...RATES, EU: { ...RATES.EU, letter_cents: 999 } })).statusCode).toBe(
      200,
    );
    expect((await client.get('/cart/order')).body.shipment_total).toBe(2.8);
  });
});
