import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers.ts';
import { StoreClient, vaultUrl } from '../storeClient.ts';
import { addDesignedCards } from './designedCards.ts';
import { ADDRESS, readyCart as readyCartIn } from './readyCart.ts';
import { approveIntent, paypalIntent, type SandboxIntent } from './sandboxPayments.ts';

let server: TestServer;
afterEach(async () => server.close());

async function vault(url: string) {
  return (await server.app.inject({ method: 'GET', url })).json();
}

async function tokenize(number: string): Promise<string> {
  const res = await vault(
    vaultUrl('/tokens', 'post', { number, exp_month: '12', exp_year: '2030', cvc: '123' }),
  );
  return res.$data.token;
}

/** A sandbox card intent as the shop creates it for 3-D Secure (amount in euros). */
async function cardIntent(token: string, captureTotal: number): Promise<SandboxIntent> {
  return (
    await vault(
      vaultUrl('/intent', 'post', {
        gateway: 'sandbox',
        intent: {
          method: 'card',
          payment_method: token,
          amount: String(Math.round(captureTotal * 100)),
          currency: 'eur',
          return_url: 'http://localhost:5173/kasse',
        },
      }),
    )
  ).$data;
}

function readyCart(extra: Record<string, unknown> = {}, quantity = 10): Promise<StoreClient> {
  return readyCartIn(server.app, extra, quantity);
}

describe('submitting an order', () => {
  it('creates the order with number, statuses and payment, empties the cart and mails a confirmation', async () => {
    server = await startTestServer();
    const client = await readyCart({
      billing: { method: 'card', card: { token: await tokenize('4242424242424242') } },
    });
    const cartBefore = (await client.get('/cart')).body;
    const order = (await client.post('/cart/order')).body;
    expect(order).toMatchObject({
      number: 'FK-100001',
      status: 'delivery_pending',
      production_status: 'order_received',
      paid: true,
      grand_total: cartBefore.grand_total,
      payment_total: cartBefore.grand_total,
      payment_balance: 0,
      cart_id: cartBefore.id,
      checkout_id: cartBefore.checkout_id,
      payments: { count: 1, results: [{ method: 'card', gateway: 'sandbox', status: 'success' }] },
    });
    expect(order.payments.results[0].card).toEqual({
      brand: 'Visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2030,
    });
    expect(order.id).toMatch(/^ord_/);
    expect((await client.get('/cart')).body).toBeNull();
    expect((await client.get('/cart/order')).body.number).toBe('FK-100001');
    expect((await client.get(`/cart/order?checkout_id=${cartBefore.checkout_id}`)).body.id).toBe(
      order.id,
    );

    const outbox = path.join(server.dir, 'outbox');
    const mails = fs.readdirSync(outbox);
    expect(mails).toHaveLength(1);
    const mail = fs.readFileSync(path.join(outbox, mails[0] as string), 'utf8');
    expect(mail).toMatch(/^To: gast@example\.de$/m);
    expect(mail).toMatch(/Subject: Deine Bestellung FK-100001/);
  });

  it('numbers orders sequentially and answers a retry with the same order', async () => {
    server = await startTestServer();
    const first = await readyCart({
      billing: { method: 'card', card: { token: await tokenize('4242424242424242') } },
    });
    const a = (await first.post('/cart/order')).body;
    const retry = (await first.post('/cart/order')).body;
    expect(retry.id).toBe(a.id);
    const second = await readyCart({
      billing: { method: 'card', card: { token: await tokenize('5555555555554444') } },
    });
    expect((await second.post('/cart/order')).body.number).toBe('FK-100002');
    expect(await server.app.db.selectFrom('sandbox_charges').selectAll().execute()).toHaveLength(2);
  });

  it('says what is missing, in German, and writes nothing', async () => {
    server = await startTestServer();
    const client = new StoreClient(server.app);
    expect((await client.post('/cart/order')).body).toEqual({
      errors: { items: { code: 'REQUIRED', message: 'Dein Warenkorb ist leer.' } },
    });
    await addDesignedCards(server.app, client, { product_id: 'prd_a6_postkarte', quantity: 1 });
    const missing = (await client.post('/cart/order')).body.errors;
    expect(Object.keys(missing).sort()).toEqual(['account.email', 'shipping.service']);
    await client.put('/cart', {
      account: { email: 'gast@example.de' },
      shipping: { service: 'to_customer' },
    });
    const address = (await client.post('/cart/order')).body.errors;
    expect(Object.keys(address).sort()).toEqual([
      'shipping.address1',
      'shipping.city',
      'shipping.name',
      'shipping.zip',
    ]);
    await client.put('/cart', { shipping: ADDRESS });
    expect((await client.post('/cart/order')).body.errors['billing.method'].message).toBe(
      'Bitte wähle eine Zahlungsart.',
    );
    expect(await server.app.db.selectFrom('orders').selectAll().execute()).toHaveLength(0);
  });

  it('declines an uncovered card at submission and keeps cart, coupon and gift card as they were', async () => {
    server = await startTestServer();
    const client = await readyCart(
      {
        billing: { method: 'card', card: { token: await tokenize('4000000000009995') } },
      },
      100,
    );
    await client.put('/cart/coupon', { code: 'EINMALIG' });
    await client.post('/cart/giftcards', { code: 'GESCHENK-25-DEMO' });
    const res = (await client.post('/cart/order')).body;
    expect(res.errors.billing).toMatchObject({
      code: 'insufficient_funds',
      message: 'Die Karte ist nicht ausreichend gedeckt. Bitte eine andere Karte verwenden.',
    });
    expect((await client.get('/cart')).body).toMatchObject({
      coupon_code: 'EINMALIG',
      item_quantity: 100,
    });
    const coupon = await server.app.db
      .selectFrom('coupons')
      .selectAll()
      .where('code', '=', 'EINMALIG')
      .executeTakeFirst();
    expect(coupon?.uses).toBe(0);
    const card = await server.app.db
      .selectFrom('giftcards')
      .selectAll()
      .where('code', '=', 'GESCHENK-25-DEMO')
      .executeTakeFirst();
    expect(card?.balance_cents).toBe(2500);
    expect(await server.app.db.selectFrom('orders').selectAll().execute()).toHaveLength(0);
  });

  it('asks for 3-D Secure, then takes the card once the bank page approved it', async () => {
    server = await startTestServer();
    const token = await tokenize('4000002760003184');
    const client = await readyCart({ billing: { method: 'card', card: { token } } });
    const refused = (await client.post('/cart/order')).body;
    expect(refused.errors.billing).toMatchObject({
      code: 'authentication_required',
      requires_action: true,
    });

    const cart = (await client.get('/cart')).body;
    const intent = await cardIntent(token, cart.capture_total);
    expect(intent.status).toBe('requires_action');
    const page = await server.app.inject({
      method: 'GET',
      url: new URL(intent.redirect_url).pathname,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('3-D Secure');
    const approve = await approveIntent(server.app, intent);
    expect(approve.statusCode).toBe(303);
    const back = new URL(String(approve.headers.location));
    expect(back.origin + back.pathname).toBe('http://localhost:5173/kasse');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      gateway: 'stripe',
      redirect_status: 'succeeded',
      payment_intent: intent.id,
      payment_intent_client_secret: intent.client_secret,
    });

    await client.put('/cart', { billing: { intent: { sandbox: { id: intent.id } } } });
    const order = (await client.post('/cart/order')).body;
    expect(order.paid).toBe(true);
    expect(order.payments.results[0].transaction_id).toMatch(/^ch_/);
  });

  it('resumes 3-D Secure from the intent alone: the card comes from the intent', async () => {
    server = await startTestServer();
    const token = await tokenize('4000002760003184');
    // The browser never sends the token to the cart: tokenize, create the intent, approve.
    const client = await readyCart();
    const cart = (await client.get('/cart')).body;
    const intent = await cardIntent(token, cart.capture_total);
    expect(intent.status).toBe('requires_action');
    await approveIntent(server.app, intent);

    // Back on the return URL the page knows only the intent.
    const updated = await client.put('/cart', {
      billing: { method: 'card', intent: { sandbox: { id: intent.id } } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.billing).toMatchObject({
      method: 'card',
      card: { token, brand: 'Visa', last4: '3184', exp_month: 12, exp_year: 2030 },
      account_card_id: null,
      intent: { sandbox: { id: intent.id } },
    });

    const order = (await client.post('/cart/order')).body;
    expect(order.paid).toBe(true);
    expect(order.billing.card.last4).toBe('3184');
    expect(order.payments.results[0].card).toMatchObject({ last4: '3184' });
  });

  it('takes the intent’s card over a saved card chosen before', async () => {
    server = await startTestServer();
    const client = await readyCart();
    await client.post('/account', {
      email: 'karte@example.de',
      password: 'geheim123',
      first_name: 'Karla',
      last_name: 'Karte',
    });
    const saved = (
      await client.post('/account/cards', { token: await tokenize('4242424242424242') })
    ).body;
    const withSaved = (await client.put('/cart', { billing: { account_card_id: saved.id } })).body;
    expect(withSaved.billing).toMatchObject({ account_card_id: saved.id, method: 'card' });

    const token = await tokenize('4000002760003184');
    const intent = await cardIntent(token, withSaved.capture_total);
    await approveIntent(server.app, intent);
    // No method in the update: the cart already pays by card.
    const cart = (
      await client.put('/cart', { billing: { intent: { sandbox: { id: intent.id } } } })
    ).body;
    expect(cart.billing).toMatchObject({
      account_card_id: null,
      card: { token, last4: '3184' },
    });
    expect((await client.post('/cart/order')).body.paid).toBe(true);
  });

  it('answers an unknown or non-card intent in a card update with billing.intent NOT_FOUND', async () => {
    server = await startTestServer();
    const client = await readyCart();
    const unknown = await client.put('/cart', {
      billing: { method: 'card', intent: { sandbox: { id: 'pi_unbekannt' } } },
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body.errors['billing.intent']).toEqual({
      code: 'NOT_FOUND',
      message: expect.stringMatching(/Kartenzahlung/),
    });
    // Refused as a whole: nothing of the update stuck.
    const cart = (await client.get('/cart')).body;
    expect(cart.billing).toMatchObject({ method: null, card: null, intent: null });

    const paypal = await paypalIntent(server.app, cart.capture_total);
    const notCard = await client.put('/cart', {
      billing: { method: 'card', intent: { sandbox: { id: paypal.id } } },
    });
    expect(notCard.body.errors['billing.intent'].code).toBe('NOT_FOUND');

    // Another method's intent is checked at submission, as before.
    const asPaypal = await client.put('/cart', {
      billing: { method: 'paypal', intent: { sandbox: { id: paypal.id } } },
    });
    expect(asPaypal.body.errors).toBeUndefined();
    expect(asPaypal.body.billing.card).toBeNull();
  });

  it('refuses a redirect payment whose amount no longer matches the cart', async () => {
    server = await startTestServer();
    const client = await readyCart();
    const cart = (await client.get('/cart')).body;
    const intent = await paypalIntent(server.app, cart.capture_total);
    await approveIntent(server.app, intent);
    await addDesignedCards(server.app, client, { product_id: 'prd_a6_postkarte', quantity: 1 });
    await client.put('/cart', {
      billing: { method: 'paypal', intent: { sandbox: { id: intent.id } } },
    });
    expect((await client.post('/cart/order')).body.errors.billing.code).toBe('amount_mismatch');
  });

  it('is paid by gift cards alone when they cover the total', async () => {
    server = await startTestServer();
    const client = await readyCart({}, 10);
    await client.post('/cart/giftcards', { code: 'gutschein-nope' });
    const cart = (await client.post('/cart/giftcards', { code: 'geschenk-100-demo' })).body;
    expect(cart.capture_total).toBe(0);
    expect(cart.giftcards[0]).toMatchObject({
      last4: 'DEMO',
      amount: cart.grand_total,
      balance: 100,
    });
    const order = (await client.post('/cart/order')).body;
    expect(order.paid).toBe(true);
    expect(order.payments.results).toEqual([
      expect.objectContaining({ method: 'giftcard', amount: cart.grand_total, status: 'success' }),
    ]);
    const card = await server.app.db
      .selectFrom('giftcards')
      .selectAll()
      .where('code', '=', 'GESCHENK-100-DEMO')
      .executeTakeFirst();
    expect(card?.balance_cents).toBe(10_000 - Math.round(cart.grand_total * 100));
  });

  it('counts coupon uses and stops a used-up coupon', async () => {
    server = await startTestServer();
    const first = await readyCart({
      billing: { method: 'card', card: { token: await tokenize('4242424242424242') } },
    });
    expect((await first.put('/cart/coupon', { code: 'einmalig' })).body.discounts).toContainEqual(
      expect.objectContaining({ id: 'coupon', code: 'EINMALIG' }),
    );
    expect((await first.post('/cart/order')).body.number).toBe('FK-100001');
    const second = await readyCart();
    expect(
      (await second.put('/cart/coupon', { code: 'EINMALIG' })).body.errors.coupon_code.code,
    ).toBe('USED_UP');
  });

  it('shows an order only to its session or account', async () => {
    server = await startTestServer();
    const client = await readyCart({
      billing: { method: 'card', card: { token: await tokenize('4242424242424242') } },
    });
    const order = (await client.post('/cart/order')).body;
    const paymentId = order.payments.results[0].id;
    expect((await client.get(`/payments/${paymentId}`)).body.id).toBe(paymentId);
    expect(
      (await client.put(`/payments/${paymentId}`, { $reset_async_payment: true })).body.id,
    ).toBe(paymentId);
    const stranger = new StoreClient(server.app);
    expect((await stranger.get(`/payments/${paymentId}`)).body).toBeNull();
    expect((await stranger.get('/cart/order')).body).toBeNull();
  });
});
