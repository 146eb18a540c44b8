import type { OrderConfiguration } from '@federkiel/machines/configurator/schema';
import { earliestShippingDate } from '@federkiel/machines/configurator/shippingDate';
import { isoDateInBerlin } from '@federkiel/machines/configurator/workingDays';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEARER, ORIGIN } from '../dashboard/dashboardSupport.ts';
import { startTestServer, type TestServer } from '../helpers.ts';
import { StoreClient, vaultUrl } from '../storeClient.ts';
import { validConfiguration } from '../swell/configurationFixtures.ts';
import { startFakeCms, type FakeCms } from '../swell/swellHelpers.ts';

// Issue 19: a cart (and its order) has one shipping mode, the one that is charged
// (`shipping.service`); every configured line shows it, whatever its design said.

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
  name: 'Anna Muster',
  address1: 'Hauptstraße 1',
  zip: '10115',
  city: 'Berlin',
  country: 'DE',
};

/** A guest's cart with one configured line designed for `mode` and `envelope`. */
async function cartWithDesign(
  mode: 'to_customer' | 'to_recipients',
  envelope: 'closed' | 'blank' = 'closed',
): Promise<StoreClient> {
  const client = new StoreClient(server.app);
  await client.get('/cart');
  const configuration: OrderConfiguration = validConfiguration(2);
  configuration.shipping = {
    mode,
    envelope,
    date: earliestShippingDate(isoDateInBerlin(new Date())),
  } as OrderConfiguration['shipping'];
  const stored = await server.app.inject({
    method: 'POST',
    url: '/swell/configurations',
    headers: { 'content-type': 'application/json', 'x-session': client.session as string },
    payload: JSON.stringify(configuration),
  });
  expect(stored.statusCode, stored.body).toBe(201);
  const added = await client.post('/cart/items', {
    product_id: 'prd_a6_postkarte',
    quantity: 2,
    metadata: { configurationId: stored.json().id },
  });
  expect(added.body.errors).toBeUndefined();
  return client;
}

describe('one shipping mode per cart', () => {
  it('a line designed "to the recipients" shows the cart`s "to you" — in the cart, the order and the dashboard', async () => {
    const client = await cartWithDesign('to_recipients');
    // No service chosen yet: the design's own mode.
    expect((await client.get('/cart')).body.items[0].configuration.shipping.mode).toBe(
      'to_recipients',
    );
    const cart = await client.put('/cart', {
      account: { email: 'gast@example.de' },
      shipping: { ...ADDRESS, service: 'to_customer' },
    });
    expect(cart.body.errors).toBeUndefined();
    expect(cart.body.shipping.service).toBe('to_customer');
    expect(cart.body.items[0].configuration.shipping.mode).toBe('to_customer');

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
    ).json().$data.token as string;
    await client.put('/cart', { billing: { method: 'card', card: { token } } });
    const order = (await client.post('/cart/order')).body;
    expect(order.id, JSON.stringify(order.errors)).toBeTruthy();
    expect(order.shipping.service).toBe('to_customer');

    const shown = (await client.get('/cart/order')).body;
    expect(shown.items[0].configuration.shipping.mode).toBe('to_customer');

    const staff = await server.app.inject({
      method: 'GET',
      url: `/swell/admin/orders/${order.id}`,
      headers: BEARER,
    });
    expect(staff.statusCode).toBe(200);
    const detail = staff.json();
    expect(detail.shipping_mode).toBe('to_customer');
    expect(detail.items.map((item: { shipping: { mode: string } }) => item.shipping.mode)).toEqual([
      'to_customer',
    ]);
  });

  it('refuses "to the recipients" while a line`s envelopes carry no address; "to you" stays', async () => {
    const client = await cartWithDesign('to_customer', 'blank');
    expect((await client.put('/cart', { shipping: { service: 'to_customer' } })).body.errors).toBe(
      undefined,
    );
    const refused = await client.put('/cart', { shipping: { service: 'to_recipients' } });
    expect(refused.body.errors['shipping.service']).toMatchObject({ code: 'ENVELOPE_BLANK' });
    const cart = (await client.get('/cart')).body;
    expect(cart.shipping.service).toBe('to_customer');
  });

  it('a cart without blank envelopes may switch to the recipients', async () => {
    const client = await cartWithDesign('to_customer');
    const switched = await client.put('/cart', { shipping: { service: 'to_recipients' } });
    expect(switched.body.errors).toBeUndefined();
    expect(switched.body.items[0].configuration.shipping.mode).toBe('to_recipients');
  });
});
