import { afterEach, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../src/http/jsonDepth.ts';
import { startTestServer, type TestServer } from '../helpers.ts';
import { StoreClient } from '../storeClient.ts';

// Issue #17, defect 1: deeply nested JSON answered 500 (the metadata size check ran out of
// stack) or was stored. The body parser now refuses more than MAX_JSON_DEPTH levels before
// any schema sees the body. Every other JSON route is covered by hostileBodies.test.ts.

let server: TestServer;
afterEach(async () => server.close());

/** `{"a":{"a":…{}}}` with `depth` objects in all, as text (JSON.stringify would overflow). */
function nestedText(depth: number, key = 'a'): string {
  return `${`{"${key}":`.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;
}

/** A body whose `field` holds an object nested so that the whole body is `depth` deep. */
function bodyWith(field: string, depth: number, rest = ''): string {
  return `{${rest}"${field}":${nestedText(depth - 1)}}`;
}

const PRODUCT = '"product_id":"prd_a6_postkarte","quantity":1,';

describe('nesting depth of JSON bodies', () => {
  it.each([33, 5_000, 8_000, 20_000])(
    'POST /api/cart/items with metadata %i deep → 400 json_too_deep, nothing stored',
    async (depth) => {
      server = await startTestServer();
      const client = new StoreClient(server.app);
      const res = await client.post('/cart/items', bodyWith('metadata', depth, PRODUCT));
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({
        code: 'json_too_deep',
        message: `Die Anfrage ist zu tief verschachtelt: höchstens ${MAX_JSON_DEPTH} Ebenen sind erlaubt.`,
      });
      expect((await client.get('/cart')).body).toBeNull();
    },
  );

  it.each([
    ['metadata', 5_000],
    ['metadata', 20_000],
    ['billing', 20_000],
  ])('PUT /api/cart with %s %i deep → 400, the cart unchanged', async (field, depth) => {
    server = await startTestServer();
    const client = new StoreClient(server.app);
    await client.post('/cart/items', { product_id: 'prd_a6_postkarte', quantity: 2 });
    const body =
      field === 'billing'
        ? `{"billing":{"method":"paypal","paypal":${nestedText(depth - 2)}}}`
        : bodyWith(field, depth);
    const res = await client.put('/cart', body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('json_too_deep');
    const cart = (await client.get('/cart')).body;
    expect(cart.metadata).toBeNull();
    expect(cart.billing.method).toBeNull();
  });

  it(`accepts ${MAX_JSON_DEPTH} levels and refuses ${MAX_JSON_DEPTH + 1}`, async () => {
    server = await startTestServer();
    const client = new StoreClient(server.app);
    const atLimit = await client.put('/cart', bodyWith('metadata', MAX_JSON_DEPTH));
    expect(atLimit.status).toBe(200);
    const over = await client.put('/cart', bodyWith('metadata', MAX_JSON_DEPTH + 1));
    expect(over.status).toBe(400);
    // Arrays count like objects; brackets inside strings do not count at all.
    const arrays = `{"metadata":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`;
    expect((await client.put('/cart', arrays)).status).toBe(400);
    const inString = { metadata: { note: '{'.repeat(5_000) + '\\"['.repeat(100) } };
    expect((await client.put('/cart', inString)).status).toBe(200);
  });

  it('refuses deep bodies on the shop backend and the dashboard API too', async () => {
    server = await startTestServer();
    const deep = bodyWith('x', 5_000);
    for (const url of ['/swell/configurations', '/swell/contact', '/swell/admin/login']) {
      const res = await server.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', 'x-session': 'a'.repeat(32) },
        payload: deep,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe('json_too_deep');
    }
  });
});
