import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../../src/clock.ts';
import type { OrderConfiguration } from '@federkiel/machines/configurator/schema';
import { startTestServer, TEST_ADMIN_KEY, type TestServer } from '../helpers.ts';
import { StoreClient, vaultUrl } from '../storeClient.ts';
import { type FakeCms, newSession, startFakeCms } from '../swell/swellHelpers.ts';
import { earliestShippingDate } from '@federkiel/machines/configurator/shippingDate';
import { isoDateInBerlin } from '@federkiel/machines/configurator/workingDays';
import { validConfiguration } from '../swell/configurationFixtures.ts';

// Orders placed through the real store (configuration → cart → card payment → order) and
// a staff login, for the dashboard's server tests.

export const ORIGIN = 'http://localhost:8080';
export const BEARER = { authorization: `Bearer ${TEST_ADMIN_KEY}` };

async function tokenize(app: FastifyInstance, number: string): Promise<string> {
  const url = vaultUrl('/tokens', 'post', {
    number,
    exp_month: '12',
    exp_year: '2030',
    cvc: '123',
  });
  return (await app.inject({ method: 'GET', url })).json().$data.token;
}

export interface PlacedOrder {
  id: string;
  number: string;
  email: string;
}

let accounts = 0;

export async function placeOrder(
  app: FastifyInstance,
  options: {
    configuration?: OrderConfiguration;
    comments?: string;
    name?: string;
    /** The shipping mode charged (default: straight to the recipients). */
    service?: 'to_customer' | 'to_recipients';
    /** A gift card code redeemed before the order (it may pay all of it). */
    giftcard?: string;
    /** A public buyer's Leitweg-ID on the invoice (XRechnung). */
    leitwegId?: string;
  } = {},
): Promise<PlacedOrder> {
  const client = new StoreClient(app);
  accounts += 1;
  const email = `kunde${accounts}-${newSession().slice(0, 6).toLowerCase()}@example.de`;
  const [first, last] = (options.name ?? 'Zora Summe').split(' ');
  await client.post('/account', {
    email,
    password: 'geheim123',
    first_name: first,
    last_name: last,
  });
  const configuration = options.configuration ?? validConfiguration(3);
  // Tests move the server's clock; the shipping date follows it.
  configuration.shipping.date = earliestShippingDate(isoDateInBerlin(app.store.clock.now()));
  const stored = await app.inject({
    method: 'POST',
    url: '/swell/configurations',
    headers: { 'content-type': 'application/json', 'x-session': client.session as string },
    payload: JSON.stringify(configuration),
  });
  if (stored.statusCode !== 201) throw new Error(`configuration: ${stored.body}`);
  await client.post('/cart/items', {
    product_id: 'prd_a6_postkarte',
    quantity: configuration.recipients.length,
    metadata: { configurationId: stored.json().id },
  });
  await client.put('/cart', {
    shipping: {
      name: options.name ?? 'Zora Summe',
      address1: 'Hauptstraße 1',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
      service: options.service ?? 'to_recipients',
    },
    billing: {
      method: 'card',
      card: { token: await tokenize(app, '4242424242424242') },
      ...(options.leitwegId ? { leitweg_id: options.leitwegId } : {}),
    },
    ...(options.comments ? { comments: options.comments } : {}),
  });
  if (options.giftcard) await client.post('/cart/giftcards', { code: options.giftcard });
  const order = (await client.post('/cart/order')).body;
  if (!order.id) throw new Error(`order: ${JSON.stringify(order)}`);
  return { id: order.id, number: order.number, email };
}

/** Logs in as staff; answers the cookie header to send with later requests. */
export async function staffCookie(app: FastifyInstance, name = 'Greta Werkstatt'): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/swell/admin/login',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    payload: { key: TEST_ADMIN_KEY, name },
  });
  if (res.statusCode !== 200) throw new Error(`login: ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'fk_staff');
  if (!cookie) throw new Error('no staff cookie');
  return `fk_staff=${cookie.value}`;
}

/** The staff API's requests (the admin key unless `headers` say otherwise), as the tests send them. */
export function staffApi(app: FastifyInstance) {
  return {
    get: (url: string, headers: Record<string, string> = BEARER) =>
      app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload: unknown, headers: Record<string, string> = BEARER) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...headers },
        payload: payload as object,
      }),
  };
}

/**
 * A test file's stack: a fake CMS and a server on `clock`, started before the file's other
 * `beforeAll` hooks (call it first) and closed after the file.
 */
export function dashboardStack(clock: Clock): { cms: FakeCms; server: TestServer } {
  const stack = {} as { cms: FakeCms; server: TestServer };
  beforeAll(async () => {
    stack.cms = await startFakeCms();
    stack.server = await startTestServer({ CMS_URL: stack.cms.url, PUBLIC_URL: ORIGIN }, { clock });
  });
  afterAll(async () => {
    await stack.server?.close();
    await stack.cms?.close();
  });
  return stack;
}
