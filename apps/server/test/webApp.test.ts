import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { STORE_AUTH, startTestServer, writeWebBuild, type TestServer } from './helpers.ts';

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

  // Issue #13: curl, uptime monitors and many crawlers send `*/*` or no Accept at all.
  it.each([['*/*'], [''], ['text/*']])('answers a page for Accept "%s"', async (accept) => {
    const { app } = await withBuild();
    for (const url of ['/', '/products']) {
      const res = await app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('does not fall back for a missing file, an API path or a client that wants only JSON', async () => {
    const { app } = await withBuild();
    for (const [url, accept] of [
      ['/products', 'application/json'],
      ['/missing.js', '*/*'],
      ['/api/nothing', '*/*'],
      ['/swell/nothing', '*/*'],
      ['/vault/nothing', '*/*'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers: { accept, ...STORE_AUTH } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('sends the build’s precompressed files by Accept-Encoding, brotli first', async () => {
    const { app } = await withBuild();
    const dist = path.join(server.dir, 'dist');
    const js = 'console.log("app")';
    fs.writeFileSync(path.join(dist, 'assets', 'index-3f9a1c.js.br'), zlib.brotliCompressSync(js));
    fs.writeFileSync(path.join(dist, 'assets', 'index-3f9a1c.js.gz'), zlib.gzipSync(js));
    fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(INDEX));
    const asset = (encoding: string) =>
      app.inject({
        method: 'GET',
        url: '/assets/index-3f9a1c.js',
        headers: { 'accept-encoding': encoding },
      });
    const br = await asset('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await asset('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
    const page = await app.inject({
      method: 'GET',
      url: '/products',
      headers: { ...HTML, 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);
  });

  it('compresses JSON over 1 kB on the fly, and leaves small answers alone', async () => {
    const { app } = await withBuild();
    const big = await app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'accept-encoding': 'br, gzip', ...STORE_AUTH },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    const json = JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString()) as {
      results: unknown[];
    };
    expect(json.results.length).toBeGreaterThan(0);
    const gz = await app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'accept-encoding': 'gzip', ...STORE_AUTH },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const small = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
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
