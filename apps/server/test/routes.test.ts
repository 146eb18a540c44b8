import { afterEach, describe, expect, it } from 'vitest';
import {
  startTestServer,
  STORE_AUTH,
  TEST_ADMIN_KEY,
  writeWebBuild,
  type TestServer,
} from './helpers.ts';

const HTML = { accept: 'text/html' };

let server: TestServer;
afterEach(async () => server.close());

describe('API prefixes', () => {
  it.each([
    ['GET', '/api'],
    ['GET', '/api/carts'],
    ['POST', '/api/cart/nothing'],
    ['GET', '/api/does/not/exist/at/all'],
    ['GET', '/vault/nothing'],
    ['GET', '/vault/a/b/c'],
    ['GET', '/swell'],
    ['PUT', '/swell/drafts/1'],
    ['GET', '/swell/x/y/z'],
  ] as const)('%s %s is a JSON 404, never the web app', async (method, url) => {
    server = await startTestServer();
    writeWebBuild(server.dir);
    // The store checks its key before routing, so /api paths carry it.
    const headers = url.startsWith('/api') ? { ...HTML, ...STORE_AUTH } : HTML;
    const res = await server.app.inject({ method, url, headers });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      error: { message: `No route for ${method} ${url}`, code: 'not_found' },
    });
  });

  it('answers an unknown dashboard path with 404 once the key is valid', async () => {
    server = await startTestServer();
    writeWebBuild(server.dir);
    const res = await server.app.inject({
      method: 'GET',
      url: '/swell/admin/nothing/here',
      headers: { ...HTML, authorization: `Bearer ${TEST_ADMIN_KEY}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('answers an unknown path outside the web app and API with a JSON 404 for non-GET', async () => {
    server = await startTestServer();
    const res = await server.app.inject({ method: 'POST', url: '/products' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('/swell/admin lock', () => {
  it.each([
    ['no key', {}],
    ['a wrong bearer key', { authorization: 'Bearer wrong-key-0123456789' }],
    ['a wrong X-Admin-Key', { 'x-admin-key': `${TEST_ADMIN_KEY}x` }],
    ['basic auth', { authorization: `Basic ${Buffer.from(TEST_ADMIN_KEY).toString('base64')}` }],
  ])('refuses %s with 401 JSON', async (_label, headers) => {
    server = await startTestServer();
    for (const url of ['/swell/admin/session', '/swell/admin/unknown']) {
      const res = await server.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toMatchObject({ error: { code: 'unauthorized' } });
    }
  });

  it.each([
    ['Authorization: Bearer', { authorization: `Bearer ${TEST_ADMIN_KEY}` }],
    ['X-Admin-Key', { 'x-admin-key': TEST_ADMIN_KEY }],
  ])('lets the right key through %s', async (_label, headers) => {
    server = await startTestServer();
    const res = await server.app.inject({ method: 'GET', url: '/swell/admin/session', headers });
    expect(res.statusCode).toBe(200);
    // A script with the key itself is named "API" in the order history.
    expect(res.json()).toEqual({
      authenticated: true,
      staff: { id: null, name: 'API', role: 'owner' },
    });
  });

  it('stays locked when no ADMIN_KEY is configured', async () => {
    server = await startTestServer({ ADMIN_KEY: '' });
    const res = await server.app.inject({
      method: 'GET',
      url: '/swell/admin/session',
      headers: { authorization: 'Bearer ' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toMatch(/ADMIN_KEY is not configured/);
  });
});

describe('store API CORS', () => {
  // Only the shop's origin (PUBLIC_URL) and CORS_EXTRA_ORIGINS get CORS headers; foreign
  // origins: test/hardening/storeCors.test.ts.
  it('answers a preflight from an allowed origin as swell-js needs', async () => {
    server = await startTestServer({ CORS_EXTRA_ORIGINS: 'http://localhost:5173' });
    const res = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/cart/items',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type,x-session',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-expose-headers']).toBe('X-Session');
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/);
    expect(allowed).toEqual(
      expect.arrayContaining([
        'authorization',
        'content-type',
        'accept',
        'x-session',
        'x-locale',
        'x-currency',
      ]),
    );
    expect(String(res.headers['access-control-allow-methods'])).toContain('PUT');
  });

  it('exposes X-Session on ordinary responses, errors included', async () => {
    server = await startTestServer();
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { origin: 'http://localhost:8080' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(res.headers['access-control-expose-headers']).toBe('X-Session');
  });

  it('lets any origin read the vault', async () => {
    server = await startTestServer();
    const res = await server.app.inject({ method: 'GET', url: '/vault/tokens' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});
