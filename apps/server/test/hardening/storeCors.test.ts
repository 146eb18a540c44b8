import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { startTestServer, STORE_AUTH, type TestServer } from '../helpers.ts';

// Issue #17, defect 5: /api echoed any Origin with Access-Control-Allow-Credentials. Only
// the shop's own origin (PUBLIC_URL) and the origins in CORS_EXTRA_ORIGINS get CORS headers.

const SHOP = 'http://localhost:8080'; // PUBLIC_URL of the test configuration

describe('store API CORS', () => {
  let server: TestServer;
  afterEach(async () => server.close());

  function preflight(origin: string) {
    return server.app.inject({
      method: 'OPTIONS',
      url: '/api/cart/items',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-session',
      },
    });
  }

  function storeGet(origin: string) {
    return server.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { ...STORE_AUTH, origin },
    });
  }

  it('gives a foreign origin no CORS headers, neither on preflight nor on answers', async () => {
    server = await startTestServer();
    const answers = [
      await preflight('https://evil.example'),
      await storeGet('https://evil.example'),
    ];
    for (const res of answers) {
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers['access-control-expose-headers']).toBeUndefined();
    }
    // The store still answers (CORS is the browser's rule; the data is the session's own).
    expect(answers[1]?.statusCode).toBe(200);
  });

  it('allows the shop origin as swell-js needs it', async () => {
    server = await startTestServer();
    const pre = await preflight(SHOP);
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(SHOP);
    // swell-js fetches with credentials: 'include'; without this the browser drops the answer.
    expect(pre.headers['access-control-allow-credentials']).toBe('true');
    const res = await storeGet(SHOP);
    expect(res.headers['access-control-allow-origin']).toBe(SHOP);
    expect(res.headers['access-control-expose-headers']).toBe('X-Session');
    expect(String(res.headers.vary)).toMatch(/origin/i);
  });

  it('allows the origins named in CORS_EXTRA_ORIGINS, and only them', async () => {
    server = await startTestServer({
      PUBLIC_URL: 'https://www.federkiel.de',
      CORS_EXTRA_ORIGINS: 'https://federkiel.de, http://localhost:5173',
    });
    for (const origin of [
      'https://www.federkiel.de',
      'https://federkiel.de',
      'http://localhost:5173',
    ]) {
      expect((await preflight(origin)).headers['access-control-allow-origin'], origin).toBe(origin);
    }
    for (const origin of ['http://localhost:8080', 'https://federkiel.de.evil.example', 'null']) {
      const res = await preflight(origin);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});

describe('CORS_EXTRA_ORIGINS', () => {
  it('takes origins only, and adds them to PUBLIC_URL', () => {
    for (const value of ['https://shop.example/pfad', '*', 'shop.example', 'ftp://shop.example']) {
      expect(() => loadConfig({ CORS_EXTRA_ORIGINS: value }, '/tmp'), value).toThrow(
        /CORS_EXTRA_ORIGINS/,
      );
    }
    const config = loadConfig(
      { CORS_EXTRA_ORIGINS: 'https://a.example , http://b.example:5173/' },
      '/tmp',
    );
    expect(config.corsOrigins).toEqual([
      'http://localhost:8080',
      'https://a.example',
      'http://b.example:5173',
    ]);
  });
});
