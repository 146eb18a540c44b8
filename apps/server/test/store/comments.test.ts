import { afterEach, describe, expect, it } from 'vitest';
import { MAX_COMMENTS_LENGTH } from '../../src/store/cart/cartInput.ts';
import { startTestServer, type TestServer } from '../helpers.ts';
import { StoreClient, testCardToken } from '../storeClient.ts';
import { addDesignedCards } from './designedCards.ts';

// The customer's remark on the order ("Anmerkung zur Bestellung", `comments` on the cart):
// at most 1,000 characters, kept on the cart and carried into the placed order.

let server: TestServer;
afterEach(async () => server.close());

const TOO_LONG = 'Die Anmerkung zur Bestellung darf höchstens 1.000 Zeichen lang sein.';

const ADDRESS = {
  name: 'Anna Muster',
  address1: 'Hauptstraße 1',
  zip: '10115',
  city: 'Berlin',
  country: 'DE',
};

const cardToken = () => testCardToken(server.app);

/** A cart that can be ordered: one line, e-mail, address, service and a card. */
async function readyCart(client: StoreClient): Promise<void> {
  await addDesignedCards(server.app, client, { product_id: 'prd_a6_postkarte', quantity: 3 });
  const res = await client.put('/cart', {
    account: { email: 'anna@example.de' },
    shipping: { ...ADDRESS, service: 'to_customer' },
    billing: { method: 'card', card: { token: await cardToken() } },
  });
  expect(res.body.errors).toBeUndefined();
}

describe('the order remark (cart comments)', () => {
  it('takes exactly 1,000 characters, refuses 1,001 with a German 400 and keeps the old one', async () => {
    server = await startTestServer();
    const client = new StoreClient(server.app);
    await addDesignedCards(server.app, client, { product_id: 'prd_a6_postkarte', quantity: 1 });
    expect(MAX_COMMENTS_LENGTH).toBe(1000);

    const longest = 'ä'.repeat(1000);
    const ok = await client.put('/cart', { comments: longest });
    expect(ok.status).toBe(200);
    expect(ok.body.comments).toBe(longest);

    const res = await client.put('/cart', { comments: 'x'.repeat(1001) });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(res.body.error.param).toBe('comments');
    expect(res.body.error.message).toContain(TOO_LONG);
    expect((await client.get('/cart')).body.comments).toBe(longest);
  });

  it('trims the remark; an empty one clears it', async () => {
    server = await startTestServer();
    const client = new StoreClient(server.app);
    await addDesignedCards(server.app, client, { product_id: 'prd_a6_postkarte', quantity: 1 });
    // Surrounding blanks do not count towards the limit.
    const padded = `  ${'a'.repeat(1000)}\n\n`;
    expect((await client.put('/cart', { comments: padded })).body.comments).toBe('a'.repeat(1000));
    expect((await client.put('/cart', { comments: '   ' })).body.comments).toBeNull();
    await client.put('/cart', { comments: 'Bitte bis Freitag.' });
    expect((await client.put('/cart', { comments: null })).body.comments).toBeNull();
  });

  it('ends up in the placed order, for the session and for the account', async () => {
    server = await startTestServer();
    const client = new StoreClient(server.app);
    const signUp = await client.post('/account', {
      email: 'anna@example.de',
      password: 'geheim123',
      first_name: 'Anna',
      last_name: 'Muster',
    });
    expect(signUp.body.errors).toBeUndefined();
    await readyCart(client);
    const remark = 'Bitte alle Karten bis Freitag verschicken.\nDanke! <3';
    expect((await client.put('/cart', { comments: remark })).body.comments).toBe(remark);

    const order = (await client.post('/cart/order')).body;
    expect(order.id).toMatch(/^ord_/);
    expect(order.comments).toBe(remark);
    expect((await client.get('/cart/order')).body.comments).toBe(remark);
    const mine = await client.get(`/account/orders/${order.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id: order.id, comments: remark });
  });

  it('an order without a remark has none', async () => {
    server = await startTestServer();
    const client = new StoreClient(server.app);
    await readyCart(client);
    const order = (await client.post('/cart/order')).body;
    expect(order.id).toMatch(/^ord_/);
    expect(order.comments).toBeNull();
  });
});
