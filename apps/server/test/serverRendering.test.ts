import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_SECRET_HEADER } from '../src/cms/cmsWebhook.ts';
import { startTestServer, type TestServer } from './helpers.ts';

// Issue #13: pages rendered by the web app's SSR entry inside the server, with the CMS
// content from the server's cache, which the CMS's webhook clears. The entry here is a
// stand-in with the real contract (apps/web builds the real one to dist/server/).

const SECRET = 'webhook-secret-0123456789abcdef';
const TEXTS_PATH = '/api/text-contents?filters[key][$eq]=hero.title';

const INDEX = `<!doctype html>
<html lang="de">
  <head>
    <title>Federkiel</title>
    <!--ssr-head-->
  </head>
  <body>
    <div id="root"><!--ssr-outlet--></div><!--ssr-state-->
    <script type="module" src="/assets/index-3f9a1c.js"></script>
  </body>
</html>
`;

/** The stand-in SSR entry: the hero title from the CMS, and a route for each failure. */
const ENTRY = `
export async function render({ url, cmsFetch, appConfig, consent }) {
  if (url.startsWith('/dashboard')) return null;
  if (url.startsWith('/consent')) {
    return { html: '<p>consent=' + JSON.stringify(consent) + '</p>', head: '', state: '', status: 200 };
  }
  if (url.startsWith('/boom')) throw new Error('render broke');
  const texts = await cmsFetch(${JSON.stringify(TEXTS_PATH)});
  const title = texts.data[0].content;
  return {
    html: '<main><h1>' + title + '</h1>' + 'x'.repeat(2000) + '</main>',
    head: '<meta name="x-rendered" content="$&">',
    state: '<script type="application/json" id="fk-ssr-state">' +
      JSON.stringify({ cmsUrl: appConfig.cmsUrl }) + '</script>',
    status: url.startsWith('/gone') ? 404 : 200,
  };
}
`;

/** A CMS on a free port whose hero title the test changes, and which it can switch off. */
async function startFakeCms() {
  const cms = { title: 'Karten von Hand', requests: 0, url: '', stop: async () => {} };
  const server = http.createServer((request, response) => {
    cms.requests += 1;
    if (request.url !== TEXTS_PATH) {
      response.writeHead(404).end('{}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ data: [{ key: 'hero.title', content: cms.title }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cms.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cms.stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return cms;
}

let server: TestServer;
let cms: Awaited<ReturnType<typeof startFakeCms>>;
afterEach(async () => {
  await server.close();
  await cms.stop();
});

async function setup(options: { entry?: string | null; env?: Record<string, string> } = {}) {
  cms = await startFakeCms();
  server = await startTestServer({
    CMS_INTERNAL_URL: cms.url,
    CMS_WEBHOOK_SECRET: SECRET,
    ...options.env,
  });
  const dist = path.join(server.dir, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
  const entry = options.entry === undefined ? ENTRY : options.entry;
  if (entry !== null) {
    fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'server', 'entry-server.js'), entry);
  }
  return server.app;
}

const page = (url: string, headers: Record<string, string> = { accept: '*/*' }) =>
  server.app.inject({ method: 'GET', url, headers });

const webhook = (secret: string | undefined, body: object = { event: 'entry.publish' }) =>
  server.app.inject({
    method: 'POST',
    url: '/swell/cms-webhook',
    headers: secret === undefined ? {} : { [WEBHOOK_SECRET_HEADER]: secret },
    payload: {
      createdAt: new Date().toISOString(),
      uid: 'api::text-content.text-content',
      ...body,
    },
  });

describe('server rendering', () => {
  it('fills the markers of index.html from the SSR entry, for */* too', async () => {
    await setup();
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(
      '<title>Federkiel</title>\n    <meta name="x-rendered" content="$&">\n  </head>',
    );
    expect(res.body).toContain(`<div id="root"><main><h1>Karten von Hand</h1>`);
    expect(res.body).toContain(
      `</main></div><script type="application/json" id="fk-ssr-state">{"cmsUrl":"/content"}</script>\n    <script type="module"`,
    );
    expect(res.body).not.toContain('<!--ssr-');
  });

  it('renders / once as it starts listening, before any visitor asks', async () => {
    await setup();
    expect(cms.requests).toBe(0);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    // The warm-up render asked the CMS for the landing's texts (and filled the cache).
    await vi.waitFor(() => expect(cms.requests).toBe(1));
    expect((await page('/')).body).toContain('<h1>Karten von Hand</h1>');
    expect(cms.requests).toBe(1);
  });

  it("hands the visitor's cookie choice (fk_consent) to the render, null without one", async () => {
    await setup();
    expect((await page('/consent')).body).toContain('<p>consent=null</p>');
    const chosen = await page('/consent', {
      accept: 'text/html',
      cookie: 'swell-session=abc; fk_consent=restricted; other=1',
    });
    expect(chosen.body).toContain('<p>consent="restricted"</p>');
  });

  it('keeps the status the render names (a 404 page)', async () => {
    await setup();
    const res = await page('/gone/away', { accept: 'text/html' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>Karten von Hand</h1>');
  });

  it('compresses the rendered page by Accept-Encoding, with Vary', async () => {
    await setup();
    const br = await page('/products', { accept: 'text/html', 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('Karten von Hand');
    const gz = await page('/products', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('Karten von Hand');
    const plain = await page('/products', { accept: 'text/html', 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Karten von Hand');
  });

  it('serves the shell for routes the entry does not render, for HEAD, and when it throws', async () => {
    await setup();
    for (const url of ['/dashboard/orders', '/boom']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
    const head = await server.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
  });

  it('serves the shell when the entry does not load or exports no render', async () => {
    await setup({ entry: 'export const render = 1;' });
    expect((await page('/')).body).toBe(INDEX);
    await server.close();
    await cms.stop();
    await setup({ entry: 'this is not javascript (' });
    expect((await page('/')).body).toBe(INDEX);
  });

  it('serves the shell without an SSR build', async () => {
    await setup({ entry: null });
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });

  it('never serves the SSR bundle as a file', async () => {
    await setup();
    const res = await page('/server/entry-server.js', { accept: '*/*' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('cmsFetch');
  });

  it('asks the CMS once and answers later pages from the cache', async () => {
    await setup();
    await page('/');
    await page('/products');
    await page('/');
    expect(cms.requests).toBe(1);
  });
});

describe('CMS webhook', () => {
  it('clears the cache with the right secret: the next page shows the change', async () => {
    await setup();
    expect((await page('/')).body).toContain('Karten von Hand');
    cms.title = 'Neu veröffentlicht';
    expect((await page('/')).body).toContain('Karten von Hand');
    const res = await webhook(SECRET);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ invalidated: 1 });
    expect((await page('/')).body).toContain('Neu veröffentlicht');
    expect(cms.requests).toBe(2);
  });

  it.each(['entry.update', 'entry.delete', 'entry.unpublish', 'media.update'])(
    'clears it for %s',
    async (event) => {
      await setup();
      await page('/');
      cms.title = 'Geändert';
      expect((await webhook(SECRET, { event })).statusCode).toBe(200);
      expect((await page('/')).body).toContain('Geändert');
    },
  );

  it('answers 401 to a wrong or missing secret and keeps the cache', async () => {
    await setup();
    await page('/');
    cms.title = 'Geändert';
    for (const secret of ['wrong-secret-0123456789abcdef', '', undefined]) {
      const res = await webhook(secret);
      expect(res.statusCode, String(secret)).toBe(401);
      expect(res.json()).toMatchObject({ error: { code: 'unauthorized' } });
    }
    expect((await page('/')).body).toContain('Karten von Hand');
  });

  it('answers 401 to everything when no secret is configured', async () => {
    await setup({ env: { CMS_WEBHOOK_SECRET: '' } });
    expect((await webhook(SECRET)).statusCode).toBe(401);
    expect((await webhook('')).statusCode).toBe(401);
  });

  it('ignores error logs written to the CMS (anyone may write them)', async () => {
    await setup();
    await page('/');
    const res = await webhook(SECRET, { event: 'entry.create', uid: 'api::log.log' });
    expect(res.json()).toEqual({ invalidated: 0 });
    await page('/');
    expect(cms.requests).toBe(1);
  });

  it('refuses a body that is not a webhook payload', async () => {
    await setup();
    const res = await server.app.inject({
      method: 'POST',
      url: '/swell/cms-webhook',
      headers: { [WEBHOOK_SECRET_HEADER]: SECRET },
      payload: { nothing: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'invalid_request' } });
  });
});

describe('a CMS that is down', () => {
  it('serves the last good copy after an editor’s change was announced', async () => {
    await setup();
    expect((await page('/')).body).toContain('Karten von Hand');
    await cms.stop();
    expect((await webhook(SECRET)).statusCode).toBe(200);
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Karten von Hand</h1>');
  });

  it('serves the shell when there is no copy yet', async () => {
    await setup();
    await cms.stop();
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });
});
