import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
afterEach(async () => server.close());

describe('GET /healthz', () => {
  it('reports the server and database healthy', async () => {
    server = await startTestServer();
    const res = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database cannot be queried', async () => {
    server = await startTestServer();
    await server.app.db.destroy();
    const res = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', db: 'error' });
  });
});

describe('GET /app-config.json', () => {
  it('publishes the browser configuration, uncached', async () => {
    server = await startTestServer({
      CMS_URL: 'https://cms.example.de/',
      PUBLIC_URL: 'https://shop.example.de',
      STORE_ID: 'federkiel',
      STORE_PUBLIC_KEY: 'pk_test_123',
      TRACKING_ID: 'G-TEST',
    });
    const res = await server.app.inject({ method: 'GET', url: '/app-config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      // The browser reads the CMS through the shop (issue #31), whatever CMS_URL is.
      cmsUrl: '/content',
      storeId: 'federkiel',
      publicKey: 'pk_test_123',
      publicUrl: 'https://shop.example.de',
      trackingId: 'G-TEST',
    });
  });

  it('sends trackingId null when TRACKING_ID is unset', async () => {
    server = await startTestServer();
    const res = await server.app.inject({ method: 'GET', url: '/app-config.json' });
    expect(res.json()).toMatchObject({ trackingId: null });
  });
});

describe('listening', () => {
  it('serves real HTTP on an ephemeral port', async () => {
    server = await startTestServer();
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: 'ok' });
  });
});
