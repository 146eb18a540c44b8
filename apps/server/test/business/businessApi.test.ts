import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verify } from '../../src/business/webhooks/signature.ts';
import { deliverDue } from '../../src/business/webhooks/queue.ts';
import { adjustableClock } from '../../src/clock.ts';
import { startTestServer, type TestServer } from '../helpers.ts';
import { swell } from '../swell/accountHelpers.ts';
import { startFakeCms, type FakeCms } from '../swell/swellHelpers.ts';
import { BEARER } from '../dashboard/dashboardSupport.ts';
import { api, businessCustomer, newKey, orderBody, startReceiver } from './businessSupport.ts';

// The business API end to end through the real server (issue 43): keys from the profile,
// orders through the shop's own checks, prices and payment, idempotency, signed webhooks with
// retries on the server's clock, and answers checked against the OpenAPI document.

let cms: FakeCms;
let server: TestServer;
const clock = adjustableClock();

beforeAll(async () => {
  cms = await startFakeCms();
  server = await startTestServer(
    { CMS_URL: cms.url, BUSINESS_WEBHOOKS_ALLOW_PRIVATE: 'true' },
    { clock },
  );
});
afterAll(async () => {
  await server.close();
  await cms.close();
});

// The contract: every answer is checked against the document's schema for its status; the
// document is loaded through the server, as a client would (first beforeAll below).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let doc: any;
const ajv = new Ajv2020({ strict: false, validateFormats: false });
function matchesContract(path: string, method: string, status: number, body: unknown) {
  const op = doc.paths?.[path]?.[method];
  const schema = op?.responses?.[String(status)]?.content?.['application/json']?.schema;
  expect(schema, `${method} ${path} ${status} documented`).toBeDefined();
  const validate = ajv.compile(schema);
  expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
}

describe('business API', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    const res = await api(server.app, 'GET', '/openapi.json', null);
    expect(res.statusCode).toBe(200);
    doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
  });

  it('a test key prices an order for 3 recipients; the same Idempotency-Key answers it again', async () => {
    const customer = await businessCustomer(server.app);
    const key = await newKey(server.app, customer.session, 'test');
    expect(key.secret).toMatch(/^fk_test_/);
    const body = orderBody(server.app, 3);
    const first = await api(server.app, 'POST', '/orders', key.secret, body, {
      'idempotency-key': 'crm-deal-1',
    });
    expect(first.statusCode, first.body).toBe(201);
    const order = first.json();
    expect(order).toMatchObject({ mode: 'test', status: 'test', card_count: 3, number: null });
    expect(order.totals.grand_total).toBeGreaterThan(0);
    matchesContract('/orders', 'post', 201, order);

    const again = await api(server.app, 'POST', '/orders', key.secret, body, {
      'idempotency-key': 'crm-deal-1',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(order);
    const list = await api(server.app, 'GET', '/orders', key.secret);
    expect(list.json().count).toBe(1);
    matchesContract('/orders', 'get', 200, list.json());

    const changed = await api(server.app, 'POST', '/orders', key.secret, orderBody(server.app, 2), {
      'idempotency-key': 'crm-deal-1',
    });
    expect(changed.statusCode).toBe(409);
    matchesContract('/orders', 'post', 409, changed.json());
    // Nothing was charged or ordered in the shop.
    const shopOrders = await server.app.db.selectFrom('orders').select('id').execute();
    expect(shopOrders).toHaveLength(0);
  });

  it('refuses unknown fields, bad keys, revoked keys and other accounts’ orders', async () => {
    const customer = await businessCustomer(server.app);
    const key = await newKey(server.app, customer.session, 'test');
    const unknown = await api(server.app, 'POST', '/orders', key.secret, {
      ...orderBody(server.app, 1),
      colour: 'rot',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ code: 'invalid_request', param: 'colour' });
    matchesContract('/orders', 'post', 400, unknown.json());

    const english = await api(server.app, 'GET', '/orders', 'fk_test_nonsense', undefined, {
      'accept-language': 'en-GB,en;q=0.9',
    });
    expect(english.statusCode).toBe(401);
    expect(english.json().error.message).toMatch(/^Send a valid API key/);
    const german = await api(server.app, 'GET', '/orders', null);
    expect(german.json().error.message).toMatch(/^Bitte einen gültigen API-Schlüssel/);

    const placed = (
      await api(server.app, 'POST', '/orders', key.secret, orderBody(server.app, 1))
    ).json();
    const other = await businessCustomer(server.app);
    const otherKey = await newKey(server.app, other.session, 'test');
    const foreign = await api(server.app, 'GET', `/orders/${placed.id}`, otherKey.secret);
    expect(foreign.statusCode).toBe(404);
    matchesContract('/orders/{id}', 'get', 404, foreign.json());
    expect((await api(server.app, 'GET', '/orders', otherKey.secret)).json().count).toBe(0);
    const own = await api(server.app, 'GET', `/orders/${placed.id}`, key.secret);
    matchesContract('/orders/{id}', 'get', 200, own.json());

    const revoked = await swell(server.app, 'DELETE', `/business/keys/${key.id}`, customer.session);
    expect(revoked.statusCode).toBe(204);
    expect((await api(server.app, 'GET', '/orders', key.secret)).statusCode).toBe(401);
    // The key is stored only as a hash (and its last four characters, the hint). The random
    // part is base64url, so it may hold '_' itself: it is all after `fk_<mode>_<id>_`.
    const stored = await server.app.db.selectFrom('business_api_keys').selectAll().execute();
    const random = /^fk_[a-z]+_[^_]+_(.+)$/.exec(key.secret)?.[1] ?? '';
    expect(random.length).toBeGreaterThan(40);
    expect(JSON.stringify(stored)).not.toContain(random);
    expect(JSON.stringify(stored)).not.toContain(random.slice(0, 8));
  });

  it('a refused design answers 422 with the card, the field and what to change', async () => {
    const customer = await businessCustomer(server.app);
    const key = await newKey(server.app, customer.session, 'test');
    const body = orderBody(server.app, 2);
    (body.recipients[1] as (typeof body.recipients)[number]).address.postalCode = '';
    const res = await api(server.app, 'POST', '/orders', key.secret, body);
    expect(res.statusCode, res.body).toBe(422);
    const refusal = res.json();
    expect(refusal.error.code).toBe('order_refused');
    expect(refusal.cards[0]).toMatchObject({ cardNumber: 2, field: 'address.postalCode' });
    matchesContract('/orders', 'post', 422, refusal);
  });

  it('a live key places a paid order once; webhooks get placed, paid and sent, signed, and after an outage', async () => {
    const customer = await businessCustomer(server.app);
    const key = await newKey(server.app, customer.session, 'live');
    const receiver = await startReceiver();
    const flaky = await startReceiver();
    flaky.state.status = 500;
    try {
      const hooks = [];
      for (const url of [receiver.url, flaky.url]) {
        const res = await swell(server.app, 'POST', '/business/webhooks', customer.session, {
          url,
          events: ['order.placed', 'order.paid', 'order.sent'],
        });
        expect(res.statusCode).toBe(201);
        hooks.push(res.json() as { secret: string });
      }
      const body = orderBody(server.app, 3);
      const headers = { 'idempotency-key': 'shop-order-77' };
      const placed = await api(server.app, 'POST', '/orders', key.secret, body, headers);
      expect(placed.statusCode, placed.body).toBe(201);
      const order = placed.json();
      // Paid by the saved card: waiting for production, as a paid shop order does.
      expect(order).toMatchObject({ mode: 'live', status: 'delivery_pending' });
      expect(order.number).toMatch(/\d/);
      const repeat = await api(server.app, 'POST', '/orders', key.secret, body, headers);
      expect(repeat.json().id).toBe(order.id);
      // In the dashboard, paid once.
      const row = await server.app.db
        .selectFrom('business_orders')
        .select('order_id')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      const shopOrder = row.order_id as string;
      const charges = await server.app.db.selectFrom('sandbox_charges').selectAll().execute();
      expect(charges).toHaveLength(1);
      const dashboard = await server.app.inject({
        method: 'GET',
        url: `/swell/admin/orders/${shopOrder}`,
        headers: BEARER,
      });
      expect(dashboard.statusCode).toBe(200);

      // Sent at once in the background (queue.ts); waited for, not timed.
      await vi.waitFor(() => expect(receiver.events()).toEqual(['order.placed', 'order.paid']));

      // Staff: the parcel's tracking number, then the production steps up to "sent out".
      const admin = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
        server.app.inject({
          method,
          url: `/swell/admin/orders/${shopOrder}${url}`,
          headers: { ...BEARER, 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
      const tracked = await admin('PUT', '/tracking', {
        carrier: 'dhl',
        number: '00340434161094042557',
      });
      expect(tracked.statusCode, tracked.body).toBe(200);
      for (const to of [
        'material_ordered',
        'material_available',
        'in_production',
        'in_qa',
        'sent_out',
      ]) {
        const moved = await admin('POST', '/production-status', { to });
        expect(moved.statusCode, moved.body).toBe(200);
      }
      await vi.waitFor(() =>
        expect(receiver.events()).toEqual(['order.placed', 'order.paid', 'order.sent']),
      );
      const sent = JSON.parse(String(receiver.received[2]?.body));
      expect(sent.data.order.tracking).toEqual({ carrier: 'dhl', number: '00340434161094042557' });
      for (const r of receiver.received)
        expect(verify(String(hooks[0]?.secret), r.signature, r.body)).toBe(true);
      expect(
        verify(
          String(hooks[1]?.secret),
          String(receiver.received[0]?.signature),
          String(receiver.received[0]?.body),
        ),
      ).toBe(false);

      // The flaky receiver failed every first attempt; nothing is due until the backoff passes.
      await vi.waitFor(async () => {
        const tried = await server.app.db
          .selectFrom('webhook_deliveries')
          .select(['last_status_code'])
          .where('status', '=', 'pending')
          .execute();
        expect(tried.map((t) => t.last_status_code)).toEqual([500, 500, 500]);
      });
      const failures = flaky.received.length;
      expect(failures).toBe(3);
      flaky.state.status = 200;
      expect(await deliverDue(server.app)).toBe(0);
      clock.advance(31_000);
      await deliverDue(server.app);
      const recovered = flaky.received.slice(failures).map((r) => JSON.parse(r.body).type);
      expect(recovered.sort()).toEqual(['order.paid', 'order.placed', 'order.sent']);
      for (const r of flaky.received)
        expect(verify(String(hooks[1]?.secret), r.signature, r.body)).toBe(true);

      const listed = await swell(
        server.app,
        'GET',
        '/business/webhooks/deliveries',
        customer.session,
      );
      const rows = listed.json().results as { status: string; last_status_code: number }[];
      expect(rows).toHaveLength(6);
      expect(rows.every((r) => r.status === 'delivered' && r.last_status_code === 200)).toBe(true);

      // Cancel is refused once the cards are out.
      const cancel = await api(server.app, 'POST', `/orders/${order.id}/cancel`, key.secret);
      expect(cancel.statusCode).toBe(409);
      matchesContract('/orders/{id}/cancel', 'post', 409, cancel.json());
    } finally {
      await receiver.close();
      await flaky.close();
    }
  });

  it('a live key needs a saved card; a new live order can be canceled before production', async () => {
    const noCard = await businessCustomer(server.app, false);
    const noCardKey = await newKey(server.app, noCard.session, 'live');
    const refused = await api(
      server.app,
      'POST',
      '/orders',
      noCardKey.secret,
      orderBody(server.app, 1),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'no_saved_card', param: 'card' });

    const customer = await businessCustomer(server.app);
    const key = await newKey(server.app, customer.session, 'live');
    const order = (
      await api(server.app, 'POST', '/orders', key.secret, orderBody(server.app, 1))
    ).json();
    const canceled = await api(server.app, 'POST', `/orders/${order.id}/cancel`, key.secret);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().status).toBe('canceled');
    matchesContract('/orders/{id}/cancel', 'post', 200, canceled.json());
  });
});
