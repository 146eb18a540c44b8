import { afterEach, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../src/buildServer.ts';
import { startTestServer, type TestServer } from '../helpers.ts';
import { StoreClient, vaultUrl } from '../storeClient.ts';

// Every class of bad input gets a 4xx with a clear message (or the contract's 200 +
// `errors`), never a 500, and leaves nothing half-written.

let server: TestServer;
afterEach(async () => server.close());

async function withCart(quantity = 2): Promise<StoreClient> {
  server = await startTestServer();
  const client = new StoreClient(server.app);
  const res = await client.post('/cart/items', { product_id: 'prd_a6_postkarte', quantity });
  expect(res.status).toBe(200);
  return client;
}

describe('bad JSON and oversized bodies', () => {
  it.each([
    ['POST', '/cart/items'],
    ['PUT', '/cart'],
    ['POST', '/account'],
    ['POST', '/account/login'],
    ['PUT', '/cart/coupon'],
  ] as const)('%s %s with broken JSON → 400 invalid_json', async (method, url) => {
    const client = await withCart();
    const res = await client.call(method, url, '{"product_id": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
    });
  });

  it('refuses a body over the limit with 413 and does not touch the cart', async () => {
    const client = await withCart();
    const res = await client.put('/cart', { metadata: { blob: 'x'.repeat(BODY_LIMIT_BYTES) } });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
    expect((await client.get('/cart')).body.metadata).toBeNull();
  });

  it('refuses item metadata over 16 KB with 400', async () => {
    const client = await withCart();
    const res = await client.post('/cart/items', {
      product_id: 'prd_a6_postkarte',
      quantity: 1,
      metadata: { blob: 'x'.repeat(20_000) },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('metadata');
  });
});

describe('wrong types and absurd values', () => {
  it.each([
    [{ product_id: 'prd_a6_postkarte', quantity: -1 }, 'quantity', /at least 1/],
    [{ product_id: 'prd_a6_postkarte', quantity: 0 }, 'quantity', /at least 1/],
    [{ product_id: 'prd_a6_postkarte', quantity: 2.5 }, 'quantity', /whole number/],
    [{ product_id: 'prd_a6_postkarte', quantity: 1e9 }, 'quantity', /at most 10000/],
    [{ product_id: 'prd_a6_postkarte', quantity: '5' }, 'quantity', /number/],
    [{ product_id: 42, quantity: 1 }, 'product_id', /string/],
    [{ quantity: 1 }, 'product_id', /string/],
    [{ product_id: 'prd_a6_postkarte', options: 'rot' }, 'options', /array/],
    [[1, 2, 3], '', /object/],
  ])('POST /cart/items %j → 400 naming %s', async (body, param, message) => {
    const client = await withCart();
    const res = await client.post('/cart/items', body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    if (param) expect(res.body.error.param).toBe(param);
    expect(res.body.error.message).toMatch(message);
    expect((await client.get('/cart')).body.item_quantity).toBe(2);
  });

  it('refuses a negative quantity on update and keeps the line', async () => {
    const client = await withCart();
    const itemId = (await client.get('/cart')).body.items[0].id;
    const res = await client.put(`/cart/items/${itemId}`, { quantity: -3 });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('quantity');
    expect((await client.get('/cart')).body.items[0].quantity).toBe(2);
  });

  it.each([
    ['PUT', '/cart', { shipping: { service: 'brieftaube' } }, 'shipping.service'],
    ['PUT', '/cart', { billing: { method: 'bitcoin' } }, 'billing.method'],
    ['PUT', '/cart', { shipping: { country: 'Deutschland' } }, 'shipping.country'],
    ['PUT', '/cart', { comments: 5 }, 'comments'],
    ['PUT', '/cart/coupon', { code: '' }, 'code'],
    ['PUT', '/cart/coupon', { code: { $ne: 1 } }, 'code'],
    ['POST', '/cart/giftcards', {}, 'code'],
    ['POST', '/account', { email: ['a'], password: 'geheim123' }, 'email'],
    ['POST', '/account/login', { email: 'a@b.de' }, ''],
    ['PUT', '/session', { locale: 'deutsch' }, 'locale'],
  ] as const)('%s %s %j → 400', async (method, url, body, param) => {
    const client = await withCart();
    const res = await client.call(method, url, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    if (param) expect(res.body.error.param).toBe(param);
  });

  it.each([
    '/products?limit=abc',
    '/products?limit=0',
    '/products?limit=5000',
    '/products?page=-1',
    '/products?sort=price;drop',
    '/account/orders?limit=1001',
  ])('GET %s → 400', async (url) => {
    server = await startTestServer();
    const res = await new StoreClient(server.app).get(url);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
  });

  it('ignores a price the browser sends', async () => {
    server = await startTestServer();
    const client = new StoreClient(server.app);
    const cart = (
      await client.post('/cart/items', { product_id: 'prd_a6_postkarte', quantity: 1, price: 0.01 })
    ).body;
    expect(cart.items[0].price).toBe(2.9);
    expect(cart.sub_total).toBe(2.9);
  });
});

describe('unknown ids', () => {
  it('answers an unknown product with the errors answer and no cart', async () => {
    server = await startTestServer();
    const client = new StoreClient(server.app);
    const res = await client.post('/cart/items', { product_id: 'prd_gibt_es_nicht', quantity: 1 });
    expect(res.status).toBe(200);
    expect(res.body.errors.product_id).toMatchObject({
      code: 'INVALID',
      message: expect.stringMatching(/Produkt/),
    });
    expect((await client.get('/cart')).body).toBeNull();
  });

  it('answers unknown options, variants and items with errors', async () => {
    const client = await withCart();
    expect(
      (
        await client.post('/cart/items', {
          product_id: 'prd_a6_postkarte',
          options: [{ id: 'farbe', value: 'rot' }],
        })
      ).body.errors.options.code,
    ).toBe('INVALID');
    expect(
      (await client.post('/cart/items', { product_id: 'prd_a6_postkarte', variant_id: 'v1' })).body
        .errors.variant_id,
    ).toBeDefined();
    expect(
      (await client.put('/cart/items/itm_nope', { quantity: 3 })).body.errors.item_id.code,
    ).toBe('NOT_FOUND');
  });

  it('answers missing records with null', async () => {
    server = await startTestServer();
    const client = new StoreClient(server.app);
    for (const url of [
      '/products/nope',
      '/categories/nope',
      '/attributes/nope',
      '/payments/pay_nope',
      '/cart/order',
    ]) {
      const res = await client.get(url);
      expect(res.status, url).toBe(200);
      expect(res.body, url).toBeNull();
    }
    expect((await client.put('/cart/recover/unknown-checkout')).body).toBeNull();
  });

  it('answers an unknown card token with errors and keeps the billing as it was', async () => {
    const client = await withCart();
    const res = await client.put('/cart', {
      billing: { method: 'card', card: { token: 'tok_unknown' } },
    });
    expect(res.body.errors['billing.card.token'].code).toBe('INVALID');
    expect((await client.get('/cart')).body.billing.method).toBeNull();
  });

  it('answers unknown and expired coupons and gift cards with German errors', async () => {
    const client = await withCart();
    expect((await client.put('/cart/coupon', { code: 'GIBTSNICHT' })).body).toEqual({
      errors: {
        coupon_code: { code: 'INVALID', message: 'Diesen Gutscheincode kennen wir leider nicht.' },
      },
    });
    expect(
      (await client.put('/cart/coupon', { code: 'abgelaufen' })).body.errors.coupon_code.code,
    ).toBe('EXPIRED');
    expect((await client.put('/cart/coupon', { code: 'FEDER5' })).body.errors.coupon_code).toEqual({
      code: 'MIN_ORDER',
      message: 'Dieser Gutscheincode gilt ab einem Warenwert von 20,00 € (netto).',
    });
    expect((await client.post('/cart/giftcards', { code: 'NOPE' })).body.errors.code.code).toBe(
      'INVALID',
    );
    expect(
      (await client.post('/cart/giftcards', { code: 'GESCHENK-ABGELAUFEN' })).body.errors.code.code,
    ).toBe('EXPIRED');
    expect((await client.get('/cart')).body).toMatchObject({ coupon_code: null, giftcards: [] });
  });
});

describe('nothing half-written', () => {
  it('rolls back a cart update whose address is invalid, items included', async () => {
    const client = await withCart();
    const res = await client.put('/cart', {
      items: [{ product_id: 'prd_a4_brief', quantity: 7 }],
      shipping: { zip: '1234', country: 'DE', service: 'to_customer' },
    });
    expect(res.body.errors['shipping.zip']).toMatchObject({ code: 'INVALID' });
    const cart = (await client.get('/cart')).body;
    expect(
      cart.items.map((i: { product_id: string; quantity: number }) => [i.product_id, i.quantity]),
    ).toEqual([['prd_a6_postkarte', 2]]);
    expect(cart.shipping.service).toBeNull();
  });

  it('does not create an account when a field is wrong', async () => {
    server = await startTestServer();
    const client = new StoreClient(server.app);
    const res = await client.post('/account', {
      email: 'kein-at-zeichen',
      password: '123',
      first_name: '',
      last_name: 'X',
    });
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'first_name', 'password']);
    expect(await server.app.db.selectFrom('accounts').selectAll().execute()).toHaveLength(0);
  });

  it('refuses more cards than one order may hold and keeps the cart', async () => {
    const client = await withCart(9_999);
    const res = await client.post('/cart/items', { product_id: 'prd_a6_postkarte', quantity: 5 });
    expect(res.body.errors.quantity.code).toBe('MAX_EXCEEDED');
    expect((await client.get('/cart')).body.item_quantity).toBe(9_999);
  });
});

describe('the vault refuses bad calls without a 500', () => {
  it.each([
    ['no envelope', '/vault/tokens'],
    ['wrong key', vaultUrl('/tokens', 'post', { number: '4242424242424242' }, 'pk_wrong')],
    ['wrong method', vaultUrl('/tokens', 'delete', {})],
    [
      'intent without amount',
      vaultUrl('/intent', 'post', { gateway: 'sandbox', intent: { method: 'paypal' } }),
    ],
    [
      'foreign return url',
      vaultUrl('/intent', 'post', {
        gateway: 'sandbox',
        intent: { method: 'paypal', amount: '1000', return_url: 'https://evil.example/' },
      }),
    ],
    ['unknown intent', vaultUrl('/intent', 'put', { intent: { id: 'pi_nope' } })],
  ])('%s → 200 with $error', async (_label, url) => {
    server = await startTestServer();
    const res = await server.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ $error: expect.any(String), $status: expect.any(Number) });
    expect(res.json().$status).toBeGreaterThanOrEqual(400);
  });

  it('answers invalid card data as a decline with a German message', async () => {
    server = await startTestServer();
    const res = await server.app.inject({
      method: 'GET',
      url: vaultUrl('/tokens', 'post', {
        number: '4242 4242 4242 4241',
        exp_month: '12',
        exp_year: '2030',
        cvc: '1',
      }),
    });
    expect(res.json()).toEqual({
      $status: 200,
      $data: {
        errors: {
          number: { code: 'invalid_card_number', message: 'Die Kartennummer ist ungültig.' },
        },
      },
    });
  });
});
