import { afterEach, describe, expect, it } from 'vitest';
import { adjustableClock } from '../../src/clock.ts';
import { startTestServer, type TestServer } from '../helpers.ts';
import { StoreClient, testCardToken } from '../storeClient.ts';
import { addDesignedCards } from '../store/designedCards.ts';

// Issue #17, defect 6: the checkout id opened a whole order (e-mail, addresses, items,
// payments) to any session, and a cart to any holder. The rule (docs/store.md "Orders"):
// the order's own session — for an account's order, a session signed in to that account —
// sees it whole; any other session sees number, status and totals, for 24 hours. A cart
// that belongs to an account is recovered only by a session signed in to that account.

let server: TestServer;
afterEach(async () => server.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const ADDRESS = {
  first_name: 'Gesa',
  last_name: 'Gast',
  address1: 'Hauptstraße 1',
  zip: '10115',
  city: 'Berlin',
  country: 'DE',
};

const cardToken = () => testCardToken(server.app);

async function signedIn(email: string): Promise<StoreClient> {
  const client = new StoreClient(server.app);
  const res = await client.post('/account', {
    email,
    password: 'geheim123',
    first_name: 'Kim',
    last_name: 'Konto',
  });
  expect(res.body.errors).toBeUndefined();
  return client;
}

/** A cart ready to order: items, e-mail (for a guest), address and a card. */
async function readyCart(client: StoreClient, guestEmail?: string) {
  await addDesignedCards(server.app, client, { product_id: 'prd_a6_postkarte', quantity: 10 });
  const res = await client.put('/cart', {
    ...(guestEmail ? { account: { email: guestEmail } } : {}),
    shipping: { ...ADDRESS, service: 'to_customer' },
    billing: { ...ADDRESS, method: 'card', card: { token: await cardToken() } },
  });
  expect(res.body.errors).toBeUndefined();
  return res.body;
}

async function order(client: StoreClient, guestEmail?: string) {
  await readyCart(client, guestEmail);
  const placed = (await client.post('/cart/order')).body;
  expect(placed.number).toMatch(/^FK-/);
  return placed;
}

/** What a session that is not the order's sees: enough for the order-complete page. */
function shortView(placed: Record<string, unknown>) {
  return {
    id: placed.id,
    number: placed.number,
    status: placed.status,
    paid: true,
    currency: 'EUR',
    item_quantity: placed.item_quantity,
    sub_total: placed.sub_total,
    discount_total: placed.discount_total,
    shipment_total: placed.shipment_total,
    tax_total: placed.tax_total,
    grand_total: placed.grand_total,
    giftcard_total: placed.giftcard_total,
    capture_total: placed.capture_total,
    payment_total: placed.payment_total,
  };
}

describe('GET /api/cart/order?checkout_id=', () => {
  it("shows another session only number, status and totals of a guest's order", async () => {
    server = await startTestServer();
    const guest = new StoreClient(server.app);
    const placed = await order(guest, 'gesa@example.de');
    const url = `/cart/order?checkout_id=${placed.checkout_id}`;

    // The return from a redirect payment: the same session reads the whole order.
    const own = (await guest.get(url)).body;
    expect(own).toMatchObject({ id: placed.id, account: { email: 'gesa@example.de' } });
    expect(own.shipping.address1).toBe('Hauptstraße 1');

    for (const other of [new StoreClient(server.app), await signedIn('b@example.de')]) {
      const res = await other.get(url);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(shortView(placed));
      expect(JSON.stringify(res.body)).not.toMatch(/gesa@example|Hauptstraße|4242|"card"|"items"/);
    }
  });

  it('shows another session nothing once the order is 24 hours old', async () => {
    const clock = adjustableClock();
    server = await startTestServer({}, { clock });
    const guest = new StoreClient(server.app);
    const placed = await order(guest, 'gesa@example.de');
    const url = `/cart/order?checkout_id=${placed.checkout_id}`;
    clock.advance(DAY_MS - 60_000);
    expect((await new StoreClient(server.app).get(url)).body).toEqual(shortView(placed));
    clock.advance(2 * 60_000);
    expect((await new StoreClient(server.app).get(url)).body).toBeNull();
    // The order's own session still sees it.
    expect((await guest.get(url)).body.id).toBe(placed.id);
  });

  it("shows an account's order whole only to sessions signed in to that account", async () => {
    server = await startTestServer();
    const owner = await signedIn('a@example.de');
    const placed = await order(owner);
    const url = `/cart/order?checkout_id=${placed.checkout_id}`;
    expect((await owner.get(url)).body.account.email).toBe('a@example.de');

    const elsewhere = new StoreClient(server.app);
    await elsewhere.post('/account/login', { email: 'a@example.de', password: 'geheim123' });
    expect((await elsewhere.get(url)).body.shipping.address1).toBe('Hauptstraße 1');

    expect((await (await signedIn('b@example.de')).get(url)).body).toEqual(shortView(placed));
    await owner.post('/account/logout');
    expect((await owner.get(url)).body).toEqual(shortView(placed));
  });
});

describe('PUT /api/cart/recover/{checkout_id}', () => {
  it("refuses a cart of another account, or a guest cart with another account's e-mail", async () => {
    server = await startTestServer();
    const alice = await signedIn('a@example.de');
    const aliceCart = await readyCart(alice);
    const guest = new StoreClient(server.app);
    const guestCart = await readyCart(guest, 'A@example.de');

    const bob = await signedIn('b@example.de');
    const stranger = new StoreClient(server.app);
    for (const checkoutId of [aliceCart.checkout_id, guestCart.checkout_id]) {
      for (const other of [bob, stranger]) {
        const res = await other.put(`/cart/recover/${checkoutId}`);
        expect(res.status).toBe(200);
        expect(res.body).toBeNull();
      }
    }
    // Bob's own cart is untouched, and the carts stay with their owners.
    expect((await bob.get('/cart')).body).toBeNull();
    expect((await alice.get('/cart')).body.id).toBe(aliceCart.id);
    expect((await guest.get('/cart')).body.account).toEqual({
      email: 'a@example.de',
      guest: true,
    });

    // Alice, signed in on another device, takes over the guest cart with her e-mail.
    const aliceElsewhere = new StoreClient(server.app);
    await aliceElsewhere.post('/account/login', { email: 'a@example.de', password: 'geheim123' });
    const recovered = (await aliceElsewhere.put(`/cart/recover/${guestCart.checkout_id}`)).body;
    expect(recovered).toMatchObject({ id: guestCart.id, account_id: expect.any(String) });
  });

  it("keeps Swell's recovery for a guest's cart (abandoned-cart links)", async () => {
    server = await startTestServer();
    const guest = new StoreClient(server.app);
    const cart = await readyCart(guest, 'gesa@example.de');
    const otherBrowser = new StoreClient(server.app);
    const recovered = (await otherBrowser.put(`/cart/recover/${cart.checkout_id}`)).body;
    expect(recovered).toMatchObject({ id: cart.id, item_quantity: 10 });
  });
});
