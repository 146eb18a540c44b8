import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers.ts';
import { StoreClient, vaultUrl } from '../storeClient.ts';
import { addDesignedCards } from './designedCards.ts';

// Google Pay / Apple Pay in the sandbox (docs/checkout.md "Wallets in the sandbox"): the
// shop's sheet tokenizes a test card; the token goes on the cart with the wallet as method.

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

async function walletCart(billing: Record<string, unknown>): Promise<StoreClient> {
  const client = new StoreClient(server.app);
  await addDesignedCards(server.app, client, { product_id: 'prd_a6_postkarte', quantity: 10 });
  const res = await client.put('/cart', {
    account: { email: 'gast@example.de' },
    shipping: {
      name: 'Anna Muster',
      address1: 'Hauptstraße 1',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
      service: 'to_customer',
    },
    billing,
  });
  expect(res.body.errors).toBeUndefined();
  return client;
}

describe('wallet payments in the sandbox', () => {
  it('offers Google Pay with the sandbox merchant id and Apple Pay', async () => {
    server = await startTestServer();
    const payments = (await new StoreClient(server.app).get('/settings/payments')).body;
    expect(payments.google).toMatchObject({
      enabled: true,
      gateway: 'sandbox',
      merchant_id: 'federkiel-sandbox',
    });
    expect(payments.apple).toMatchObject({ enabled: true, gateway: 'sandbox' });
  });

  it.each(['google', 'apple'])(
    'places a %s order with the wallet as method and the card charged',
    async (method) => {
      server = await startTestServer();
      const client = await walletCart({
        method,
        card: { token: await tokenize('4242424242424242') },
      });
      const order = (await client.post('/cart/order')).body;
      expect(order.errors).toBeUndefined();
      expect(order).toMatchObject({
        paid: true,
        billing: { method },
        payments: { count: 1, results: [{ method, gateway: 'sandbox', status: 'success' }] },
      });
    },
  );

  it('asks for the wallet first when the wallet token is missing', async () => {
    server = await startTestServer();
    const client = await walletCart({ method: 'google' });
    const res = await client.post('/cart/order');
    expect(res.status).toBeLessThan(500);
    expect(res.body.errors.billing.code).toBe('PAYMENT_REQUIRED');
  });

  it('refuses an unknown wallet token on the cart with a 4xx', async () => {
    server = await startTestServer();
    const client = new StoreClient(server.app);
    await addDesignedCards(server.app, client, { product_id: 'prd_a6_postkarte', quantity: 1 });
    const res = await client.put('/cart', {
      billing: { method: 'apple', card: { token: 'tok_nonsense' } },
    });
    expect(res.status).toBeLessThan(500);
    expect(res.body.errors['billing.card.token'].code).toBe('INVALID');
  });

  it('opens no payment intent for a wallet (the sheet pays with a token)', async () => {
    server = await startTestServer();
    const res = await server.app.inject({
      method: 'GET',
      url: vaultUrl('/intent', 'post', {
        gateway: 'sandbox',
        intent: {
          method: 'google',
          amount: '1000',
          currency: 'eur',
          return_url: 'http://localhost:5173/checkout',
        },
      }),
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().$status).toBeGreaterThanOrEqual(400);
  });
});
