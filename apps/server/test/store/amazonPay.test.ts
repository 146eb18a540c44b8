import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN_KEY, type TestServer } from '../helpers.ts';
import { StoreClient, vaultUrl } from '../storeClient.ts';
import { readyCart } from './readyCart.ts';

// Issue 41: Amazon Pay end to end in the sandbox — the settings offer it, the sandbox page
// signs the buyer in and takes an address and an instrument, the address goes on the cart at
// the return, the approval settles exactly once and a refund goes back through the sandbox.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const RETURN_URL = 'http://localhost:8080/checkout';
const BEARER = { authorization: `Bearer ${TEST_ADMIN_KEY}` };

interface AmazonIntent {
  id: string;
  redirect_url: string;
}

async function get(app: FastifyInstance, url: string) {
  return app.inject({ method: 'GET', url });
}

/** An Amazon checkout session (intent) for the cart's total, remembered for the cart. */
async function amazonSession(app: FastifyInstance, client: StoreClient): Promise<AmazonIntent> {
  const cart = (await client.get('/cart')).body;
  const url = vaultUrl('/intent', 'post', {
    gateway: 'sandbox',
    intent: {
      method: 'amazon',
      amount: String(Math.round(cart.capture_total * 100)),
      currency: 'eur',
      return_url: RETURN_URL,
    },
  });
  const intent = (await get(app, url)).json().$data as AmazonIntent;
  await client.put('/cart/payment-approval', { intent_id: intent.id });
  return intent;
}

/** The buyer on the Amazon page: signs in, picks address and instrument, continues. */
async function buyerChooses(
  app: FastifyInstance,
  intent: AmazonIntent,
  address: string,
  instrument: string,
): Promise<URL> {
  const page = new URL(intent.redirect_url).pathname;
  await get(app, `${page}/amazon/sign-in`);
  await get(app, `${page}/amazon/address/${address}`);
  await get(app, `${page}/amazon/instrument/${instrument}`);
  const back = await get(app, `${page}/approve`);
  expect(back.statusCode).toBe(303);
  return new URL(String(back.headers.location));
}

function payWithAmazon(client: StoreClient, sessionId: string) {
  return client.put('/cart', {
    billing: {
      method: 'amazon',
      amazon: { token: sessionId },
      intent: { sandbox: { id: sessionId } },
    },
  });
}

async function intentStatus(app: FastifyInstance, id: string) {
  const row = await app.db
    .selectFrom('sandbox_intents')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.status;
}

async function chargesOf(app: FastifyInstance, intentId: string) {
  return app.db
    .selectFrom('sandbox_charges')
    .select(['id', 'status', 'method'])
    .where('intent_id', '=', intentId)
    .execute();
}

describe('Amazon Pay in the sandbox', { timeout: 30_000 }, () => {
  it('is offered with the sandbox merchant keys', async () => {
    const payments = (await new StoreClient(server.app).get('/settings/payments')).body;
    expect(payments.amazon).toMatchObject({
      enabled: true,
      gateway: 'sandbox',
      merchant_id: expect.any(String),
      public_key_id: expect.any(String),
    });
  });

  it('shows the test account, waits for address and instrument, then returns the session', async () => {
    const { app } = server;
    const client = await readyCart(app);
    const intent = await amazonSession(app, client);
    const page = new URL(intent.redirect_url).pathname;
    const signIn = await get(app, page);
    expect(signIn.body).toContain('erika.testkauf@amazon-sandbox.example');
    expect(signIn.body).toContain('Mit dem Testkonto anmelden');
    // Continuing before choosing only shows the page again.
    await get(app, `${page}/amazon/sign-in`);
    const early = await get(app, `${page}/approve`);
    expect(early.headers.location).toBe(page);
    expect(await intentStatus(app, intent.id)).toBe('requires_action');
    const chooser = (await get(app, page)).body;
    expect(chooser).toContain('New York');
    expect(chooser).toContain('Visa •••• 1111');

    const back = await buyerChooses(app, intent, 'wien', 'visa-1111');
    expect(back.pathname).toBe('/checkout');
    expect(back.searchParams.get('gateway')).toBe('amazon');
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    expect(back.searchParams.get('amazonCheckoutSessionId')).toBe(intent.id);
  });

  it('writes the chosen address to the cart and orders once, also when reloaded', async () => {
    const { app } = server;
    const client = await readyCart(app, {}, 10);
    const before = (await client.get('/cart')).body;
    // A parcel to Austria costs the EU rate (postage by destination, issue 38): the first
    // approval covered the German total, so it is released and the buyer sees the new one.
    const first = await amazonSession(app, client);
    await buyerChooses(app, first, 'wien', 'visa-1111');
    const changed = (await payWithAmazon(client, first.id)).body;
    expect(changed.errors?.['billing.amazon']).toMatchObject({ code: 'TOTAL_CHANGED' });
    expect(changed.errors['billing.amazon'].message).toContain('Wien, Österreich');
    expect(await intentStatus(app, first.id)).toBe('canceled');
    expect(await chargesOf(app, first.id)).toEqual([]);
    const repriced = (await client.get('/cart')).body;
    expect(repriced.shipping).toMatchObject({ city: 'Wien', country: 'AT' });
    expect(repriced.shipment_price).toBeGreaterThan(before.shipment_price);

    // Paying again approves the total the buyer now sees.
    const intent = await amazonSession(app, client);
    await buyerChooses(app, intent, 'wien', 'visa-1111');
    const applied = (await payWithAmazon(client, intent.id)).body;
    expect(applied.errors).toBeUndefined();
    expect(applied.shipping).toMatchObject({
      city: 'Wien',
      zip: '1070',
      country: 'AT',
      service: 'to_customer',
    });
    expect(applied.capture_total).toBe(repriced.capture_total);

    // A reload right after the return: the billing goes on again and both submit.
    expect((await payWithAmazon(client, intent.id)).body.errors).toBeUndefined();
    const [a, b] = await Promise.all([client.post('/cart/order'), client.post('/cart/order')]);
    expect(a.body.id ?? a.body.errors).toBeDefined();
    const orders = await app.db
      .selectFrom('orders')
      .select(['id'])
      .where('cart_id', '=', before.id)
      .execute();
    expect(orders).toHaveLength(1);
    const orderId = orders[0]?.id as string;
    for (const answer of [a.body, b.body]) if (answer.id) expect(answer.id).toBe(orderId);
    expect(await chargesOf(app, intent.id)).toEqual([
      { id: expect.any(String), status: 'succeeded', method: 'amazon' },
    ]);
    const approval = (await client.get('/cart/payment-approval')).body;
    expect(approval).toMatchObject({ intent_id: intent.id, status: 'captured' });

    const payment = await app.db
      .selectFrom('payments')
      .select(['method', 'transaction_id'])
      .where('order_id', '=', orderId)
      .where('method', '!=', 'giftcard')
      .executeTakeFirstOrThrow();
    expect(payment.method).toBe('amazon');
    const detail = (
      await app.inject({ method: 'GET', url: `/swell/admin/orders/${orderId}`, headers: BEARER })
    ).json();
    expect(detail.payment).toMatchObject({ method: 'amazon' });
    expect(detail.shipping).toMatchObject({ city: 'Wien' });

    // A refund in the dashboard goes back through the sandbox.
    const send = (url: string, body: object) =>
      app.inject({ method: 'POST', url, headers: BEARER, payload: body });
    await send(`/swell/admin/orders/${orderId}/status`, { to: 'canceled' });
    expect((await send(`/swell/admin/orders/${orderId}/refund`, {})).statusCode).toBe(200);
    expect(await chargesOf(app, intent.id)).toEqual([
      { id: payment.transaction_id, status: 'refunded', method: 'amazon' },
    ]);
  });

  it('refuses an address outside the shipping area in German and releases the approval', async () => {
    const { app } = server;
    const client = await readyCart(app);
    const intent = await amazonSession(app, client);
    await buyerChooses(app, intent, 'new-york', 'visa-1111');

    const refused = (await payWithAmazon(client, intent.id)).body;
    const problem = refused.errors['shipping.country'];
    expect(problem.code).toBe('UNDELIVERABLE');
    expect(problem.message).toContain('New York, Vereinigte Staaten');
    expect(problem.message).toContain('es wurde nichts berechnet');
    expect(await intentStatus(app, intent.id)).toBe('canceled');
    expect((await client.get('/cart')).body.shipping).toMatchObject({ city: 'Berlin' });
    expect((await client.get('/cart/payment-approval')).body).toMatchObject({
      status: 'released',
      approved: false,
    });
    expect(await chargesOf(app, intent.id)).toEqual([]);
  });

  it('returns a declined instrument and a cancel without a session and without a charge', async () => {
    const { app } = server;
    const client = await readyCart(app);
    const declined = await amazonSession(app, client);
    const back = await buyerChooses(app, declined, 'berlin', 'mastercard-0002');
    expect(back.searchParams.get('redirect_status')).toBe('failed');
    expect(back.searchParams.has('amazonCheckoutSessionId')).toBe(false);
    expect(await intentStatus(app, declined.id)).toBe('requires_payment_method');

    const canceled = await amazonSession(app, client);
    const page = new URL(canceled.redirect_url).pathname;
    const cancel = await get(app, `${page}/cancel`);
    const url = new URL(String(cancel.headers.location));
    expect(url.searchParams.get('redirect_status')).toBe('canceled');

    // Whoever sends either anyway is refused at the order: nothing is charged.
    await payWithAmazon(client, declined.id);
    const order = (await client.post('/cart/order')).body;
    expect(order.errors?.billing).toBeDefined();
    expect(await chargesOf(app, declined.id)).toEqual([]);
    expect(await chargesOf(app, canceled.id)).toEqual([]);
  });
});
