import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/helpers.ts';
import { WEBHOOK_SECRET_HEADER } from '../../cms/cmsWebhook.ts';
import { MEDIA_IMMUTABLE } from './mediaProxy.ts';

// Issue #31: the browser reads the CMS's content and media through the shop's own origin.

const SECRET = 'webhook-secret-0123456789abcdef';
const PREVIEW_SECRET = 'preview-secret-0123456789abcdef';
const LIST = '/api/templates?populate=*&sort=order:asc&pagination[page]=1&status=published';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

interface FakeCms {
  url: string;
  title: string;
  requests: string[];
  logs: unknown[];
  stop: () => Promise<void>;
}

async function startFakeCms(): Promise<FakeCms> {
  const cms: FakeCms = {
    url: '',
    title: 'Sommergruß',
    requests: [],
    logs: [],
    stop: async () => {},
  };
  const server = http.createServer((request, response) => {
    const url = request.url ?? '';
    cms.requests.push(`${request.method} ${url}`);
    if (url === LIST) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: [{ id: 1, name: cms.title }], meta: {} }));
    } else if (url.startsWith('/api/templates/abc?') && request.headers['x-federkiel-preview']) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: { id: 1, name: 'Entwurf' } }));
    } else if (url === '/uploads/card_1a2b.png') {
      response.writeHead(200, {
        'content-type': 'image/png',
        'content-length': String(PNG.length),
        'last-modified': 'Sat, 28 Nov 2026 10:00:00 GMT',
        'cache-control': 'max-age=60',
      });
      response.end(PNG);
    } else if (url === '/api/logs' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        cms.logs.push(JSON.parse(body));
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end('{"data":{"id":7}}');
      });
    } else {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{}}');
    }
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
let cms: FakeCms;
afterEach(async () => {
  await server.close();
  await cms.stop();
});

async function setup() {
  cms = await startFakeCms();
  server = await startTestServer({
    CMS_URL: 'http://cms.example.test:1337',
    CMS_INTERNAL_URL: cms.url,
    CMS_WEBHOOK_SECRET: SECRET,
    CMS_PREVIEW_SECRET: PREVIEW_SECRET,
  });
}

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

function previewToken(expires = Math.floor(Date.now() / 1000) + 3600): string {
  const mac = crypto
    .createHmac('sha256', PREVIEW_SECRET)
    .update(`preview:${expires}`)
    .digest('base64url');
  return `${expires}.${mac}`;
}

describe('GET /content/api/…', () => {
  it('answers from the CMS cache with an ETag, and 304 while nothing changed', async () => {
    await setup();
    const first = await get(`/content${LIST}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: [{ id: 1, name: 'Sommergruß' }], meta: {} });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await get(`/content${LIST}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(await get(`/content${LIST}`, { 'if-none-match': 'W/"other"' })).toMatchObject({
      statusCode: 200,
    });
    // One CMS request for all three: the server rendering's cache is the browser's too.
    expect(cms.requests.filter((r) => r.startsWith('GET /api/'))).toHaveLength(1);
  });

  it('a publish (webhook) changes the ETag; the old one then gets the new answer', async () => {
    await setup();
    const etag = String((await get(`/content${LIST}`)).headers.etag);
    cms.title = 'Herbstgruß';
    const hook = await server.app.inject({
      method: 'POST',
      url: '/swell/cms-webhook',
      headers: { [WEBHOOK_SECRET_HEADER]: SECRET },
      payload: { event: 'entry.publish', uid: 'api::template.template' },
    });
    expect(hook.statusCode).toBe(200);
    const after = await get(`/content${LIST}`, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().data[0].name).toBe('Herbstgruß');
    expect(after.headers.etag).not.toBe(etag);
  });

  it('the CMS down → the last good copy; without a copy a German 503', async () => {
    await setup();
    const first = await get(`/content${LIST}`);
    await cms.stop();
    // Marked outdated, so the cache asks the (stopped) CMS again and falls back to its copy.
    await server.app.inject({
      method: 'POST',
      url: '/swell/cms-webhook',
      headers: { [WEBHOOK_SECRET_HEADER]: SECRET },
      payload: { event: 'entry.update', uid: 'api::template.template' },
    });
    const down = await get(`/content${LIST}`);
    expect(down.statusCode).toBe(200);
    expect(down.body).toBe(first.body);
    expect(down.headers.etag).toBe(first.headers.etag);

    const never = await get('/content/api/fonts?sort=name:asc');
    expect(never.statusCode).toBe(503);
    expect(never.json().error.message).toMatch(/nicht erreichbar/);
  });

  it('only the five content types; a CMS 404 stays a 404', async () => {
    await setup();
    for (const url of ['/content/api/logs', '/content/api/users', '/content/api/upload/files']) {
      expect((await get(url)).statusCode).toBe(404);
    }
    expect((await get('/content/api/templates/gibtsnicht?populate=*')).statusCode).toBe(404);
    // Nothing but the one content request reached the CMS.
    expect(cms.requests).toEqual(['GET /api/templates/gibtsnicht?populate=*']);
  });

  it('drafts only with a valid preview token, passed through and never cached', async () => {
    await setup();
    const draftPath = '/content/api/templates/abc?populate=*&status=draft';
    const bad = await get(draftPath, { 'x-federkiel-preview': '123.abc' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error.message).toMatch(/Vorschau-Link/);
    expect(cms.requests).toEqual([]);

    const good = await get(draftPath, { 'x-federkiel-preview': previewToken() });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ data: { id: 1, name: 'Entwurf' } });
    expect(good.headers['cache-control']).toBe('no-store');
    expect(good.headers.etag).toBeUndefined();
  });
});

describe('GET /content/uploads/…', () => {
  it('streams a versioned file with a year of immutable caching', async () => {
    await setup();
    const res = await get('/content/uploads/card_1a2b.png?v=m9x2k');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe(MEDIA_IMMUTABLE);
    expect(res.headers['last-modified']).toBe('Sat, 28 Nov 2026 10:00:00 GMT');
  });

  it('an unversioned url is revalidated; unknown and odd names are 404', async () => {
    await setup();
    const plain = await get('/content/uploads/card_1a2b.png');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, no-cache');
    expect((await get('/content/uploads/fehlt_9z.png')).statusCode).toBe(404);
    for (const name of ['..%2F..%2Fpackage.json', '.env', 'noextension', '%2Fetc%2Fpasswd.png']) {
      expect((await get(`/content/uploads/${name}`)).statusCode).toBe(404);
    }
    expect(cms.requests).toEqual(['GET /uploads/card_1a2b.png', 'GET /uploads/fehlt_9z.png']);
  });

  it('the CMS down → 503, not a 500', async () => {
    await setup();
    await cms.stop();
    expect((await get('/content/uploads/card_1a2b.png?v=1')).statusCode).toBe(503);
  });
});

describe('POST /content/api/logs', () => {
  it('passes an error report on to the CMS and its answer back', async () => {
    await setup();
    const report = {
      data: {
        eventLevel: 'ERROR',
        message: 'TypeError: x',
        eventDate: '2026-11-28T10:00:00Z',
        data: { url: '/' },
      },
    };
    const res = await server.app.inject({
      method: 'POST',
      url: '/content/api/logs',
      payload: report,
    });
    expect(res.statusCode).toBe(201);
    expect(cms.logs).toEqual([report]);
  });

  it('refuses anything that is not a log entry, without asking the CMS', async () => {
    await setup();
    for (const payload of [
      {},
      { data: { message: 'x' } },
      { data: { ...{ eventLevel: 'ERROR', message: 'x', data: {} }, admin: true } },
    ]) {
      const res = await server.app.inject({ method: 'POST', url: '/content/api/logs', payload });
      expect(res.statusCode).toBe(400);
    }
    expect(cms.logs).toEqual([]);
  });
});

describe('framing: only the preview page, only by the CMS admin', () => {
  it('GET /vorschau may be framed by the CMS origin; other pages by nobody', async () => {
    await setup();
    const dist = path.join(server.dir, 'dist');
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const preview = await get('/vorschau?token=x&vorlage=abc', { accept: 'text/html' });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-security-policy']).toContain(
      'frame-ancestors http://cms.example.test:1337;',
    );
    expect(preview.headers['x-frame-options']).toBeUndefined();

    for (const url of [
      '/',
      '/products',
      '/configurator?template=1',
      '/vorschau/x',
      '/content/api/templates',
    ]) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });
});
