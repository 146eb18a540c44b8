import { beforeAll, describe, expect, it } from 'vitest';
import { swell } from '../swell/accountHelpers.ts';
import { startFakeCms } from '../swell/swellHelpers.ts';
import { api, businessCustomer, newKey, orderBody, useBusinessStack } from './businessSupport.ts';
import { loadContract } from './contract.ts';

// The business API through the real server (issue 43): keys from the profile, orders through
// the shop's own checks and prices, idempotency, refusals, cancel, and answers checked against
// the OpenAPI document. The "Done when" run (live order, webhooks) is doneWhen.test.ts.

const stack = useBusinessStack(startFakeCms);

let matchesContract: Awaited<ReturnType<typeof loadContract>>;

describe('business API', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    matchesContract = await loadContract(stack.server.app);
  });

  it('a test key prices an order for 3 recipients; the same Idempotency-Key answers it again', async () => {
    const customer = await businessCustomer(stack.server.app);
    const key = await newKey(stack.server.app, customer.session, 'test');
    expect(key.secret).toMatch(/^fk_test_/);
    const body = orderBody(stack.server.app, 3);
    const first = await api(stack.server.app, 'POST', '/orders', key.secret, body, {
      'idempotency-key': 'crm-deal-1',
    });
    expect(first.statusCode, first.body).toBe(201);
    const order = first.json();
    expect(order).toMatchObject({ mode: 'test', status: 'test', card_count: 3, number: null });
    expect(order.totals.grand_total).toBeGreaterThan(0);
    matchesContract('/orders', 'post', 201, order);

    const again = await api(stack.server.app, 'POST', '/orders', key.secret, body, {
      'idempotency-key': 'crm-deal-1',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(order);
    const list = await api(stack.server.app, 'GET', '/orders', key.secret);
    expect(list.json().count).toBe(1);
    matchesContract('/orders', 'get', 200, list.json());

    const changed = await api(
      stack.server.app,
      'POST',
      '/orders',
      key.secret,
      orderBody(stack.server.app, 2),
      {
        'idempotency-key': 'crm-deal-1',
      },
    );
    expect(changed.statusCode).toBe(409);
    matchesContract('/orders', 'post', 409, changed.json());
    // Nothing was charged or ordered in the shop.
    const shopOrders = await stack.server.app.db.selectFrom('orders').select('id').execute();
    expect(shopOrders).toHaveLength(0);
  });

  it('refuses unknown fields, bad keys, revoked keys and other accounts’ orders', async () => {
    const customer = await businessCustomer(stack.server.app);
    const key = await newKey(stack.server.app, customer.session, 'test');
    const unknown = await api(stack.server.app, 'POST', '/orders', key.secret, {
      ...orderBody(stack.server.app, 1),
      colour: 'rot',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ code: 'invalid_request', param: 'colour' });
    matchesContract('/orders', 'post', 400, unknown.json());

    const english = await api(stack.server.app, 'GET', '/orders', 'fk_test_nonsense', undefined, {
      'accept-language': 'en-GB,en;q=0.9',
    });
    expect(english.statusCode).toBe(401);
    expect(english.json().error.message).toMatch(/^Send a valid API key/);
    const german = await api(stack.server.app, 'GET', '/orders', null);
    expect(german.json().error.message).toMatch(/^Bitte einen gültigen API-Schlüssel/);

    const placed = (
      await api(stack.server.app, 'POST', '/orders', key.secret, orderBody(stack.server.app, 1))
    ).json();
    const other = await businessCustomer(stack.server.app);
    const otherKey = await newKey(stack.server.app, other.session, 'test');
    const foreign = await api(stack.server.app, 'GET', `/orders/${placed.id}`, otherKey.secret);
    expect(foreign.statusCode).toBe(404);
    matchesContract('/orders/{id}', 'get', 404, foreign.json());
    expect((await api(stack.server.app, 'GET', '/orders', otherKey.secret)).json().count).toBe(0);
    const own = await api(stack.server.app, 'GET', `/orders/${placed.id}`, key.secret);
    matchesContract('/orders/{id}', 'get', 200, own.json());

    const revoked = await swell(
      stack.server.app,
      'DELETE',
      `/business/keys/${key.id}`,
      customer.session,
    );
    expect(revoked.statusCode).toBe(204);
    expect((await api(stack.server.app, 'GET', '/orders', key.secret)).statusCode).toBe(401);
    // The key is stored only as a hash (and its last four characters, the hint). The random
    // part is base64url, so it may hold '_' itself: it is all after `fk_<mode>_<id>_`.
    const stored = await stack.server.app.db.selectFrom('business_api_keys').selectAll().execute();
    const random = /^fk_[a-z]+_[^_]+_(.+)$/.exec(key.secret)?.[1] ?? '';
    expect(random.length).toBeGreaterThan(40);
    expect(JSON.stringify(stored)).not.toContain(random);
    expect(JSON.stringify(stored)).not.toContain(random.slice(0, 8));
  });

  it('a refused design answers 422 with the card, the field and what to change', async () => {
    const customer = await businessCustomer(stack.server.app);
    const key = await newKey(stack.server.app, customer.session, 'test');
    const body = orderBody(stack.server.app, 2);
    (body.recipients[1] as (typeof body.recipients)[number]).address.postalCode = '';
    const res = await api(stack.server.app, 'POST', '/orders', key.secret, body);
    expect(res.statusCode, res.body).toBe(422);
    const refusal = res.json();
    expect(refusal.error.code).toBe('order_refused');
    expect(refusal.cards[0]).toMatchObject({ cardNumber: 2, field: 'address.postalCode' });
    matchesContract('/orders', 'post', 422, refusal);
  });

  it('a live key needs a saved card; a new live order can be canceled before production', async () => {
    const noCard = await businessCustomer(stack.server.app, false);
    const noCardKey = await newKey(stack.server.app, noCard.session, 'live');
    const refused = await api(
      stack.server.app,
      'POST',
      '/orders',
      noCardKey.secret,
      orderBody(stack.server.app, 1),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'no_saved_card', param: 'card' });

    const customer = await businessCustomer(stack.server.app);
    const key = await newKey(stack.server.app, customer.session, 'live');
    const order = (
      await api(stack.server.app, 'POST', '/orders', key.secret, orderBody(stack.server.app, 1))
    ).json();
    const canceled = await api(stack.server.app, 'POST', `/orders/${order.id}/cancel`, key.secret);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().status).toBe('canceled');
    matchesContract('/orders/{id}/cancel', 'post', 200, canceled.json());
  });
});
