import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers.ts';
import { StoreClient } from '../storeClient.ts';

// Issue #17, defect 4: a body with `__proto__` or `constructor.prototype` was refused as
// "not valid JSON". It is still refused (prototype poisoning), but the answer names the key.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe('prototype keys in JSON bodies', () => {
  it.each([
    ['{"__proto__":{"admin":true}}', '__proto__', '__proto__'],
    [
      '{"product_id":"x","metadata":{"a":{"__proto__":{"x":1}}}}',
      '__proto__',
      'metadata.a.__proto__',
    ],
    [
      '{"constructor":{"prototype":{"admin":true}}}',
      'constructor.prototype',
      'constructor.prototype',
    ],
    [
      '{"items":[{"constructor":{"prototype":{}}}]}',
      'constructor.prototype',
      'items.0.constructor.prototype',
    ],
    ['{"\\u005f\\u005fproto__":{}}', '__proto__', '__proto__'],
  ])('%s → 400 forbidden_key naming %s', async (body, key, param) => {
    const res = await new StoreClient(server.app).put('/cart', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'forbidden_key',
      message: `Der Schlüssel „${key}“ ist in Anfragen nicht erlaubt.`,
      param,
    });
  });

  it('still accepts a harmless key called constructor', async () => {
    const client = new StoreClient(server.app);
    const res = await client.put('/cart', { metadata: { constructor: 'Bauer & Söhne' } });
    expect(res.status).toBe(200);
    expect(res.body.metadata).toEqual({ constructor: 'Bauer & Söhne' });
  });

  it('keeps "not valid JSON" for bodies that are not JSON', async () => {
    const res = await new StoreClient(server.app).put('/cart', '{"__proto__": ');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_json');
  });
});
