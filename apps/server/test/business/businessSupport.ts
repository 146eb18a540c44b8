import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { earliestShippingDate } from '@federkiel/machines/configurator/shippingDate';
import { isoDateInBerlin } from '@federkiel/machines/configurator/workingDays';
import { sampleRecipients } from '@federkiel/machines/configurator/testing/fixtures';
import { StoreClient, testCardToken } from '../storeClient.ts';
import { validConfiguration } from '../swell/configurationFixtures.ts';
import { swell } from '../swell/accountHelpers.ts';

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
