import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, writeWebBuild, type TestServer } from './helpers.ts';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const INDEX = '<!doctype html><div id="root"></div>';

let server: TestServer;
afterEach(async () => server.close());

async function withBuild(): Promise<TestServer> {
  server = await startTestServer();
  writeWebBuild(server.dir);
  return server;
}

describe('web app build', () => {
  it('serves index.html at / without caching', async () => {
    const { app } = await withBuild();
    const res = await app.inject({ method: 'GET', url: '/', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
  });

  it('serves hashed assets as immutable for a year', async () => {
    const { app } = await withBuild();
    const res = await app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('console.log("app")');
  });

  it('serves other top-level files with revalidation', async () => {
    const { app } = await withBuild();
    const res = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/products', '/order/123', '/konfigurator/format?step=2'])(
    'falls back to index.html for the client route %s',
    async (url) => {
      const { app } = await withBuild();
      const res = await app.inject({ method: 'GET', url, headers: HTML });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    },
  );

  it('answers a missing asset with 404, not HTML', async () => {
    const { app } = await withBuild();
    const res = await app.inject({ method: 'GET', url: '/assets/gone-123.js', headers: HTML });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('does not fall back for requests that do not ask for HTML', async () => {
    const { app } = await withBuild();
    const res = await app.inject({ method: 'GET', url: '/products', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('never serves dot-files or files outside the build', async () => {
    const { app } = await withBuild();
    for (const url of ['/.secret', '/%2e%2e/db/test.db', '/assets/../.secret']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('not for the web');
    }
  });

  it('answers 503 with instructions when there is no build', async () => {
    server = await startTestServer();
    for (const url of ['/', '/products']) {
      const res = await server.app.inject({ method: 'GET', url, headers: HTML });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('npm run build');
    }
  });

  it('picks up a build made while the server runs', async () => {
    server = await startTestServer();
    expect((await server.app.inject({ method: 'GET', url: '/', headers: HTML })).statusCode).toBe(
      503,
    );
    writeWebBuild(server.dir);
    expect((await server.app.inject({ method: 'GET', url: '/', headers: HTML })).statusCode).toBe(
      200,
    );
  });
});
