import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { earliestShippingDate } from '@federkiel/machines/configurator/shippingDate';
import { isoDateInBerlin } from '@federkiel/machines/configurator/workingDays';
import { sampleRecipients } from '@federkiel/machines/configurator/testing/fixtures';
import { StoreClient, testCardToken } from '../storeClient.ts';
import { validConfiguration } from '../swell/configurationFixtures.ts';
import { swell } from '../swell/accountHelpers.ts';
import { BEARER } from '../dashboard/dashboardSupport.ts';
import { afterAll, beforeAll } from 'vitest';
import { adjustableClock } from '../../src/clock.ts';
import { startTestServer, type TestServer } from '../helpers.ts';

// A business customer (signed in, a saved card), its API keys, an order body as a CRM sends
// it, and a local webhook receiver that records what it gets.

export async function businessCustomer(app: FastifyInstance, withCard = true) {
  const client = new StoreClient(app);
  const email = `firma-${Math.random().toString(16).slice(2, 8)}@example.de`;
  await client.post('/account', {
    email,
    password: 'geheim123',
    first_name: 'Berta',
    last_name: 'Betrieb',
  });
  if (withCard) {
    const saved = await client.post('/account/cards', { token: await testCardToken(app) });
    if (saved.body?.errors) throw new Error(JSON.stringify(saved.body));
  }
  return { session: client.session as string, email };
}

export async function newKey(app: FastifyInstance, session: string, mode: 'test' | 'live') {
  const res = await swell(app, 'POST', '/business/keys', session, { name: `CRM ${mode}`, mode });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json() as { id: string; secret: string };
}

export function orderBody(app: FastifyInstance, recipients = 3, mode = 'to_customer') {
  const configuration = validConfiguration(recipients);
  return {
    product_id: 'prd_a6_postkarte',
    template: configuration.template,
    font: configuration.font,
    personalisation: configuration.personalisation,
    texts: configuration.texts,
    recipients: sampleRecipients(recipients),
    shipping: {
      mode,
      date: earliestShippingDate(isoDateInBerlin(app.store.clock.now())),
      envelope: 'closed',
      address: {
        name: 'Berta Betrieb',
        address1: 'Hauptstraße 1',
        zip: '10115',
        city: 'Berlin',
        country: 'DE',
      },
    },
  };
}

export function api(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  secret: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url: `/business/v1${url}`,
    headers: {
      ...(secret ? { authorization: `Bearer ${secret}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

export interface Received {
  body: string;
  signature: string;
}

/** A receiver answering `status()` (500 while "down"); records every request. */
export async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ body, signature: String(req.headers['federkiel-signature'] ?? '') });
      res.writeHead(state.status).end(state.status === 200 ? 'ok' : 'down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}/hook`,
    received,
    state,
    events: () => received.map((r) => (JSON.parse(r.body) as { type: string }).type),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Staff calls of the dashboard API for one order (the admin key, as the dashboard tests). */
export function staff(app: FastifyInstance) {
  return (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/swell/admin${url}`,
      headers: {
        ...BEARER,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
}

/** The production steps from a new order up to „sent out“. */
export const TO_SENT_OUT = [
  'material_ordered',
  'material_available',
  'in_production',
  'in_qa',
  'sent_out',
] as const;

/**
 * An order the business account places in the browser (configuration → cart → its saved card
 * → order), as the shop's pages do; a Leitweg-ID puts an XRechnung on the invoice.
 */
export async function browserOrder(
  app: FastifyInstance,
  customer: { session: string; email: string },
  options: { leitwegId?: string } = {},
): Promise<{ id: string; number: string }> {
  const { session } = customer;
  const client = new StoreClient(app, session);
  const configuration = validConfiguration(2);
  configuration.shipping.date = earliestShippingDate(isoDateInBerlin(app.store.clock.now()));
  const stored = await app.inject({
    method: 'POST',
    url: '/swell/configurations',
    headers: { 'content-type': 'application/json', 'x-session': session },
    payload: JSON.stringify(configuration),
  });
  if (stored.statusCode !== 201) throw new Error(`configuration: ${stored.body}`);
  await client.post('/cart/items', {
    product_id: 'prd_a6_postkarte',
    quantity: configuration.recipients.length,
    metadata: { configurationId: stored.json().id },
  });
  const card = await app.db
    .selectFrom('account_cards')
    .innerJoin('accounts', 'accounts.id', 'account_cards.account_id')
    .select('account_cards.id')
    .where('accounts.email', '=', customer.email)
    .executeTakeFirstOrThrow();
  const address = {
    name: 'Berta Betrieb',
    address1: 'Hauptstraße 1',
    zip: '10115',
    city: 'Berlin',
    country: 'DE',
  };
  const cart = await client.put('/cart', {
    shipping: { ...address, service: 'to_recipients' },
    billing: {
      ...address,
      method: 'card',
      account_card_id: card.id,
      ...(options.leitwegId ? { leitweg_id: options.leitwegId } : {}),
    },
  });
  if (cart.body?.errors) throw new Error(`cart: ${JSON.stringify(cart.body)}`);
  const order = (await client.post('/cart/order')).body;
  if (!order?.id) throw new Error(`order: ${JSON.stringify(order)}`);
  return { id: order.id, number: order.number };
}

/** A shop server (webhooks may reach loopback) and a stand-in CMS for the file's tests. */
export function useBusinessStack<C extends { url: string; close(): Promise<void> }>(
  startCms: () => Promise<C>,
) {
  const clock = adjustableClock();
  let cms: C | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    cms = await startCms();
    server = await startTestServer(
      { CMS_URL: cms.url, BUSINESS_WEBHOOKS_ALLOW_PRIVATE: 'true' },
      { clock },
    );
  });
  afterAll(async () => {
    await server?.close();
    await cms?.close();
  });
  return {
    clock,
    get server(): TestServer {
      if (!server) throw new Error('the stack is not started');
      return server;
    },
    get cms(): C {
      if (!cms) throw new Error('the stack is not started');
      return cms;
    },
  };
}
