import http from 'node:http';
import type { AddressInfo } from 'node:net';
import yauzl from 'yauzl';
import { readPenFontFile } from '@federkiel/machines/pen/testing/nodePenFont';
import type { OrderConfiguration } from '@federkiel/machines/configurator/schema';
import { CAVEAT_WOFF } from '../swell/swellHelpers.ts';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '../helpers.ts';
import { ORIGIN, placeOrder, type PlacedOrder } from '../dashboard/dashboardSupport.ts';

// What the production tests share: a CMS whose Caveat carries a pen font, and reading the
// ZIPs the server makes.

/** The pen font the seed gives Caveat. */
export const EMS_TECH = readPenFontFile('EMSTech.svg');

export type PenCms = Awaited<ReturnType<typeof startPenCms>>;

/**
 * A CMS whose font 11 (Caveat) carries a pen font, as the seed stores it. A test may swap
 * `pen` (and bump `version`, so the font's address changes as a new upload's would); every
 * request is logged in `requests`.
 */
export async function startPenCms() {
  const cms = { pen: EMS_TECH, version: 1, requests: [] as string[] };
  const server = http.createServer((req, res) => {
    cms.requests.push(`${req.method} ${req.url}`);
    const url = new URL(req.url ?? '/', 'http://cms');
    if (url.pathname === '/api/fonts/11') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({
          data: {
            id: 11,
            documentId: 'caveat0doc0id',
            name: 'Caveat',
            slug: 'caveat',
            accountId: null,
            file: { url: '/uploads/caveat.woff', mime: 'font/woff' },
            penFont: { url: `/uploads/caveat_stift_${cms.version}.svg`, mime: 'image/svg+xml' },
          },
        }),
      );
    }
    if (url.pathname === '/uploads/caveat.woff') {
      res.writeHead(200, { 'content-type': 'font/woff' });
      return res.end(CAVEAT_WOFF);
    }
    if (url.pathname === `/uploads/caveat_stift_${cms.version}.svg`) {
      res.writeHead(200, { 'content-type': 'image/svg+xml' });
      return res.end(cms.pen);
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{"data":null}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(cms, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** The files of a ZIP by name, those `keep` accepts (all by default). */
export function unzip(
  buffer: Buffer,
  keep: (name: string) => boolean = () => true,
): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(files));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!keep(entry.fileName)) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** The files of a ZIP as UTF-8 text, those `keep` accepts (all by default). */
export async function unzipTexts(
  buffer: Buffer,
  keep?: (name: string) => boolean,
): Promise<Map<string, string>> {
  const files = await unzip(buffer, keep);
  return new Map([...files].map(([name, bytes]) => [name, bytes.toString('utf8')]));
}

/**
 * For a test file: before its tests, a pen CMS, a server using it and one order placed with
 * `configuration()`; after them, both stopped. The fields are there once the hooks ran.
 */
export function orderForTests(configuration: () => OrderConfiguration) {
  const run = {} as { cms: PenCms; server: TestServer; order: PlacedOrder };
  beforeAll(async () => {
    run.cms = await startPenCms();
    run.server = await startTestServer({ CMS_URL: run.cms.url, PUBLIC_URL: ORIGIN });
    run.order = await placeOrder(run.server.app, { configuration: configuration() });
  });
  afterAll(async () => {
    await run.server?.close();
    await run.cms?.close();
  });
  return run;
}
