import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, STORE_AUTH, type TestServer } from '../helpers.ts';
import { StoreClient } from '../storeClient.ts';

let server: TestServer;
afterEach(async () => server.close());

describe('store sessions and the public key', () => {
  it('refuses a missing or unknown public key with 401 and an error body', async () => {
    server = await startTestServer();
    for (const authorization of [
      undefined,
      `Basic ${Buffer.from('pk_wrong').toString('base64')}`,
      'Bearer x',
    ]) {
      const res = await server.app.inject({
        method: 'GET',
        url: '/api/products',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: { code: 'unauthorized' } });
    }
  });

  it('accepts the key with a trailing colon (user:password form)', async () => {
    server = await startTestServer();
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { authorization: `Basic ${Buffer.from('pk_federkiel_local:').toString('base64')}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it('mints a session when none is sent and exposes it to the browser', async () => {
    server = await startTestServer();
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { ...STORE_AUTH, origin: 'http://localhost:8080' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('null');
    // The time (12 hex digits), 22 random characters, a 10-character signature.
    expect(res.headers['x-session']).toMatch(/^[0-9a-f]{12}[A-Za-z0-9_-]{32}$/);
    expect(res.headers['access-control-expose-headers']).toBe('X-Session');
  });

  it('adopts an unknown token, replaces a malformed one, and never rotates', async () => {
    server = await startTestServer();
    const adopted = new StoreClient(server.app, 'made-up-but-well-formed-token-123');
    await adopted.post('/cart/items', { product_id: 'a6-postkarte', quantity: 2 });
    expect(adopted.session).toBe('made-up-but-well-formed-token-123');

    const malformed = new StoreClient(server.app, 'bad token!');
    await malformed.get('/cart');
    expect(malformed.session).not.toBe('bad token!');

    const client = new StoreClient(server.app);
    await client.get('/products');
    const first = client.session;
    await client.post('/cart/items', { product_id: 'a6-postkarte', quantity: 1 });
    await client.post('/account', {
      email: 'anna@example.de',
      password: 'geheim123',
      first_name: 'Anna',
      last_name: 'Muster',
    });
    await client.post('/account/logout');
    await client.post('/account/login', { email: 'anna@example.de', password: 'geheim123' });
    expect(client.session).toBe(first);
  });

  it('writes no session row for requests that store nothing', async () => {
    server = await startTestServer();
    await Promise.all(Array.from({ length: 5 }, () => new StoreClient(server.app).get('/cart')));
    const rows = await server.app.db.selectFrom('sessions').selectAll().execute();
    expect(rows).toHaveLength(0);
  });

  it('keeps the cart of a session across requests and apart from other sessions', async () => {
    server = await startTestServer();
    const a = new StoreClient(server.app);
    const b = new StoreClient(server.app);
    await a.post('/cart/items', { product_id: 'a6-postkarte', quantity: 3 });
    expect((await a.get('/cart')).body.item_quantity).toBe(3);
    expect((await b.get('/cart')).body).toBeNull();
  });

  it('answers the session and stores locale', async () => {
    server = await startTestServer();
    const client = new StoreClient(server.app);
    const put = await client.put('/session', { locale: 'de-DE' });
    expect(put.body).toMatchObject({ id: client.session, locale: 'de-DE', currency: 'EUR' });
    expect((await client.put('/session', { currency: 'USD' })).status).toBe(400);
  });
});
