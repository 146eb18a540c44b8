import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, STORE_AUTH, type TestServer } from '../helpers.ts';
import { StoreClient, vaultUrl } from '../storeClient.ts';
import { addDesignedCards } from './designedCards.ts';

// Requests on one session are applied one at a time: concurrent calls each see the result
// of the one before, over real HTTP as a browser would send them.

let server: TestServer;
afterEach(async () => server.close());

async function listening(): Promise<string> {
  server = await startTestServer();
  return server.app.listen({ port: 0, host: '127.0.0.1' });
}

interface Answer {
  status: number;
  // The store's JSON answers, inspected field by field.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

function post(base: string, session: string, path: string, body?: unknown): Promise<Answer> {
  return fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { ...STORE_AUTH, 'content-type': 'application/json', 'x-session': session },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).then(async (res) => ({ status: res.status, body: await res.json() }));
}

describe('one request at a time per session', () => {
  it('50 concurrent addItem calls leave exactly 50 cards and correct totals', async () => {
    const base = await listening();
    const session = 'concurrency-test-session-0001';
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        post(base, session, '/cart/items', { product_id: 'prd_a6_postkarte', quantity: 1 }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    // Each answer saw every earlier addItem: the quantities seen are 1…50, each once.
    expect(results.map((r) => r.body.item_quantity).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );

    const cart = (await new StoreClient(server.app, session).get('/cart')).body;
    expect(cart.items).toHaveLength(1);
    expect(cart.item_quantity).toBe(50);
    // 50 × 2,90 € = 145,00 €; 5 % volume tier = 15 ct per card = 7,50 €; VAT 19 % of 137,50 €.
    expect(cart.sub_total).toBe(145);
    expect(cart.discount_total).toBe(7.5);
    expect(cart.tax_total).toBe(26.13);
    expect(cart.grand_total).toBe(163.63);
  });

  it('50 concurrent addItem calls with different metadata make 50 lines', async () => {
    const base = await listening();
    const session = 'concurrency-test-session-0002';
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(base, session, '/cart/items', {
          product_id: 'prd_a5_klappkarte',
          quantity: 2,
          metadata: { configuration_id: `cfg_${i}` },
        }),
      ),
    );
    const cart = (await new StoreClient(server.app, session).get('/cart')).body;
    expect(cart.items).toHaveLength(50);
    expect(cart.item_quantity).toBe(100);
    expect(
      new Set(
        cart.items.map(
          (i: { metadata: { configuration_id: string } }) => i.metadata.configuration_id,
        ),
      ).size,
    ).toBe(50);
    // 100 A5 cards reach the 10 % tier: 4,90 − 0,49 = 4,41 € each.
    expect(cart.sub_total).toBe(490);
    expect(cart.discount_total).toBe(49);
  });

  it('different sessions are not held up by each other', async () => {
    const base = await listening();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(base, `parallel-session-${String(i).padStart(4, '0')}`, '/cart/items', {
          product_id: 'prd_din_lang',
          quantity: 3,
        }),
      ),
    );
    expect(results.every((r) => r.body.item_quantity === 3)).toBe(true);
  });

  it('five concurrent submissions of one cart make one order and one charge', async () => {
    const base = await listening();
    const session = 'concurrency-test-session-0003';
    const client = new StoreClient(server.app, session);
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
    await client.put('/cart', {
      account: { email: 'gast@example.de' },
      shipping: { service: 'to_recipients' },
      billing: { method: 'card', card: { token } },
    });

    // A gateway that takes its time, as a real one does: without the session queue the
    // five submissions would all pass the check before the first one stored its order.
    const gateway = server.app.store.gateway;
    const charge = gateway.charge.bind(gateway);
    gateway.charge = async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return charge(request);
    };

    const results = await Promise.all(
      Array.from({ length: 5 }, () => post(base, session, '/cart/order')),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const numbers = new Set(results.map((r) => r.body.number));
    expect(numbers.size).toBe(1);
    expect([...numbers][0]).toBe('FK-100001');
    expect(await server.app.db.selectFrom('orders').selectAll().execute()).toHaveLength(1);
    const charges = await server.app.db.selectFrom('sandbox_charges').selectAll().execute();
    expect(charges.map((c) => c.status)).toEqual(['succeeded']);
    expect(await server.app.db.selectFrom('payments').selectAll().execute()).toHaveLength(1);
  });
});
