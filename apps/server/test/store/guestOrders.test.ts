import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers.ts';
import { StoreClient, vaultUrl } from '../storeClient.ts';
import { addDesignedCards } from './designedCards.ts';

// Guest checkout (issue #19): a guest orders with an e-mail address, sees the order just
// placed (and no other), and keeps the order's data as an account with a password.

let server: TestServer;
afterEach(async () => server.close());

const ADDRESS = {
  first_name: 'Gesa',
  last_name: 'Gast',
  address1: 'Hauptstraße 1',
  zip: '10115',
  city: 'Berlin',
  country: 'DE',
};

async function guestOrder(email = 'gesa@example.de') {
  const client = new StoreClient(server.app);
  await addDesignedCards(server.app, client, { product_id: 'prd_a6_postkarte', quantity: 10 });
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
  ).json().$data.token;
  const cart = await client.put('/cart', {
    account: { email },
    shipping: { ...ADDRESS, service: 'to_customer' },
    billing: { ...ADDRESS, method: 'card', card: { token } },
  });
  expect(cart.body.errors).toBeUndefined();
  expect(cart.body.account).toEqual({ email, guest: true });
  const order = (await client.post('/cart/order')).body;
  expect(order.number).toMatch(/^FK-/);
  return { client, order };
}

describe('guest orders', () => {
  it('a guest reads the order just placed; another session does not', async () => {
    server = await startTestServer();
    const { client, order } = await guestOrder();
    expect((await client.get('/cart/order')).body.id).toBe(order.id);
    const stranger = new StoreClient(server.app);
    expect((await stranger.get('/cart/order')).body).toBeNull();
    // Account endpoints stay closed to a guest.
    expect((await client.get(`/account/orders/${order.id}`)).status).toBe(401);
  });

  it("an account from the guest order: one password, the order's names and addresses, the order joins", async () => {
    server = await startTestServer();
    const { client, order } = await guestOrder();
    const res = await client.post('/account', {
      email: 'gesa@example.de',
      password: 'geheim123',
      order_id: order.id,
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body).toMatchObject({
      email: 'gesa@example.de',
      first_name: 'Gesa',
      last_name: 'Gast',
      shipping: { address1: 'Hauptstraße 1', zip: '10115', city: 'Berlin', country: 'DE' },
    });
    expect(res.body.shipping.service).toBeUndefined();
    expect(res.body.billing.card).toBeUndefined();
    // Signed in, and the order is in the account's history.
    const orders = (await client.get('/account/orders')).body;
    expect(orders.results.map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect((await client.get('/cart/order')).body.id).toBe(order.id);
    // Signed out again: the account's order is no longer the session's to show; by its
    // checkout id only its number, status and totals (issue #17).
    await client.post('/account/logout');
    expect((await client.get('/cart/order')).body).toBeNull();
    const byCheckoutId = (await client.get(`/cart/order?checkout_id=${order.checkout_id}`)).body;
    expect(byCheckoutId).toMatchObject({ id: order.id, number: order.number });
    expect(byCheckoutId.account).toBeUndefined();
    expect(byCheckoutId.shipping).toBeUndefined();
  });

  it("refuses another session's order, another e-mail and an order already claimed", async () => {
    server = await startTestServer();
    const { client, order } = await guestOrder();
    const stranger = new StoreClient(server.app);
    const foreign = await stranger.post('/account', {
      email: 'gesa@example.de',
      password: 'geheim123',
      order_id: order.id,
    });
    expect(foreign.body.errors.order_id.code).toBe('NOT_FOUND');
    const otherEmail = await client.post('/account', {
      email: 'jemand@example.de',
      password: 'geheim123',
      order_id: order.id,
    });
    expect(otherEmail.body.errors.order_id.code).toBe('NOT_FOUND');
    expect(
      (
        await client.post('/account', {
          email: 'gesa@example.de',
          password: 'geheim123',
          order_id: order.id,
        })
      ).body.errors,
    ).toBeUndefined();
    await client.post('/account/logout');
    const again = await client.post('/account', {
      email: 'gesa@example.de',
      password: 'geheim123',
      order_id: order.id,
    });
    expect(again.body.errors.order_id.code).toBe('NOT_FOUND');
  });
});
