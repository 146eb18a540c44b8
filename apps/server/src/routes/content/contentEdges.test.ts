import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/helpers.ts';

// Issue #40: what an attacker found on /content — a query that hangs, a flood of distinct
// query strings, a range past the end of a file, anonymous log reports without limit.

const FILE = Buffer.from('0123456789abcdefghij'); // 20 bytes

interface StubCms {
  url: string;
  requests: string[];
  /** Requests the stub never answered, and whether their connection was closed. */
  hung: { url: string; closed: boolean }[];
  logs: number;
  stop: () => Promise<void>;
}

/** A CMS that never answers pages divisible by 5, and answers the others. */
async function startStubCms(): Promise<StubCms> {
  const cms: StubCms = { url: '', requests: [], hung: [], logs: 0, stop: async () => {} };
  const server = http.createServer((request, response) => {
    const url = request.url ?? '';
    cms.requests.push(url);
    const page = /pagination\[page\]=(\d+)/.exec(url)?.[1];
    if (page !== undefined && Number(page) % 5 === 0) {
      const hung = { url, closed: false };
      cms.hung.push(hung);
      request.socket.on('close', () => (hung.closed = true));
      return;
    }
    if (url.startsWith('/api/templates')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: [{ page: Number(page) }], meta: {} }));
    } else if (url === '/uploads/clip_1a.mp4') {
      response.writeHead(200, {
        'content-type': 'video/mp4',
        'content-length': String(FILE.length),
        etag: '"v1"',
      });
      response.end(FILE);
    } else if (url === '/api/logs') {
      cms.logs += 1;
      request.resume();
      request.on('end', () => response.writeHead(201).end('{"data":{}}'));
    } else {
      response.writeHead(404).end('{}');
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
let cms: StubCms;
afterEach(async () => {
  await server.close();
  await cms.stop();
});

async function setup() {
  cms = await startStubCms();
  // A shorter CMS time-out than the 3 s of production, so the hanging queries are given up
  // sooner; long enough for a busy test machine's first connection.
  server = await startTestServer(
    { CMS_INTERNAL_URL: cms.url },
    { cmsCache: { timeoutMs: 1_500, retryAfterFailureMs: 60_000 } },
  );
}

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

const page = (n: number) =>
  `/content/api/templates?populate=*&sort=order:asc&pagination[page]=${n}&pagination[pageSize]=6&status=published`;

describe('/content under attack (issue #40)', () => {
  it('40 distinct query strings at once all answer, the hanging ones too; none hangs afterwards', async () => {
    await setup();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => get(page(i + 1))));
    answers.forEach((answer, i) => {
      const hangs = (i + 1) % 5 === 0;
      // The slow key is refused; the others are not refused because of it.
      expect(answer.statusCode, page(i + 1)).toBe(hangs ? 503 : 200);
      if (!hangs) expect(answer.json()).toEqual({ data: [{ page: i + 1 }], meta: {} });
    });
    expect(cms.hung).toHaveLength(8);
    // The shop gave each hung CMS request up and closed it, holding no connection.
    await expect.poll(() => cms.hung.every((h) => h.closed)).toBe(true);
    // Afterwards: a hung key answers at once (paused, not asked again), the others from memory.
    const before = cms.requests.length;
    expect((await get(page(5))).statusCode).toBe(503);
    expect((await get(page(7))).statusCode).toBe(200);
    expect(cms.requests).toHaveLength(before);
    // A key nobody asked for yet is asked, not refused for the hung ones.
    expect((await get(page(41))).statusCode).toBe(200);
  });

  it('bounds the cache keys: reordered queries share one key, unknown parameters get a 400', async () => {
    await setup();
    const reordered =
      '/content/api/templates?status=published&pagination%5BpageSize%5D=6&pagination[page]=2&sort=order:asc&populate=*';
    expect((await get(reordered)).statusCode).toBe(200);
    expect((await get(page(2))).statusCode).toBe(200);
    expect(cms.requests).toEqual([
      '/api/templates?populate=*&sort=order:asc&pagination[page]=2&pagination[pageSize]=6&status=published',
    ]);
    const probe = await get('/content/api/templates?url=http://127.0.0.1:8080/healthz');
    expect(probe.statusCode).toBe(400);
    expect(probe.json().error).toMatchObject({ code: 'invalid_request', param: 'url' });
    expect(probe.json().error.message).toMatch(/„url“/);
    expect((await get(`${page(1)}&populate=*`)).statusCode).toBe(400);
    expect((await get('/content/api/templates?sort=secret:asc')).statusCode).toBe(400);
    expect((await get('/content/api/templates?pagination[page]=10000')).statusCode).toBe(400);
    expect(cms.requests).toHaveLength(1);
  });
});

describe('GET /content/uploads/… with a Range', () => {
  it('past the end → 416 with the file’s size', async () => {
    await setup();
    const res = await get('/content/uploads/clip_1a.mp4', { range: 'bytes=99999999-' });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${FILE.length}`);
    expect(res.json().error.code).toBe('range_not_satisfiable');
  });

  it.each([
    ['bytes=5-9', 5, 9],
    ['bytes=15-', 15, 19],
    ['bytes=-4', 16, 19],
    ['bytes=18-99', 18, 19],
  ])('%s → 206 with those bytes', async (range, start, end) => {
    await setup();
    const res = await get('/content/uploads/clip_1a.mp4', { range });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${FILE.length}`);
    expect(res.rawPayload.equals(FILE.subarray(start, end + 1))).toBe(true);
  });

  it('a stale If-Range or a multi-range gets the whole file', async () => {
    await setup();
    const cases: Record<string, string>[] = [
      { range: 'bytes=5-9', 'if-range': '"v0"' },
      { range: 'bytes=0-1,5-9' },
    ];
    for (const headers of cases) {
      const res = await get('/content/uploads/clip_1a.mp4', headers);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(FILE)).toBe(true);
      expect(res.headers['accept-ranges']).toBe('bytes');
    }
  });
});

describe('POST /content/api/logs limits', () => {
  const report = { data: { eventLevel: 'ERROR', message: 'TypeError: x', data: {} } };
  const post = (payload: unknown) =>
    server.app.inject({ method: 'POST', url: '/content/api/logs', payload: payload as object });

  it('takes 30 reports per address in ten minutes, then a 429 saying when', async () => {
    await setup();
    for (let i = 0; i < 30; i += 1) expect((await post(report)).statusCode).toBe(201);
    const refused = await post(report);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.message).toMatch(/Zu viele Fehlerberichte.*in 10 Minuten/);
    expect(cms.logs).toBe(30);
  });

  it('refuses a report larger than the CMS keeps with a 413', async () => {
    await setup();
    const big = { data: { ...report.data, data: { stack: 'x'.repeat(130 * 1024) } } };
    const res = await post(big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
    expect(cms.logs).toBe(0);
  });
});
