import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers.ts';
import { CAVEAT_WOFF } from '../swell/swellHelpers.ts';
import { validConfiguration } from '../swell/configurationFixtures.ts';
import { BEARER, ORIGIN, placeOrder, type PlacedOrder } from '../dashboard/dashboardSupport.ts';

// Issue 26: a paid card is never missing. The order is checked and placed with a pen font
// that writes it; then the font changes in the CMS and loses a letter. Making the production
// files flags the order (overview, list, detail), production waits at „Bestellung
// eingegangen“ until staff decide (a note), and the ZIP's manifest names the cards.

const require = createRequire(import.meta.url);
const EMS_TECH = fs
  .readFileSync(
    path.join(
      path.dirname(require.resolve('hersheytext/package.json')),
      'svg_fonts',
      'EMSTech.svg',
    ),
  )
  .toString('utf8');
/** The same pen font without its „z“ (a letter only some recipients' texts use). */
const WITHOUT_Z = EMS_TECH.replace(/<glyph unicode="z"[^>]*\/>/, '');

/** A CMS whose font 11 (Caveat) carries a pen font that a test may swap. */
async function startPenCms() {
  const cms = { pen: EMS_TECH, version: 1 };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cms');
    if (url.pathname === '/api/fonts/11') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({
          data: {
            id: 11,
            name: 'Caveat',
            slug: 'caveat',
            accountId: null,
            file: { url: '/uploads/caveat.woff', mime: 'font/woff' },
            penFont: { url: `/uploads/caveat_stift_${cms.version}.svg` },
          },
        }),
      );
    }
    if (url.pathname === '/uploads/caveat.woff') {
      res.writeHead(200, { 'content-type': 'font/woff' });
      return res.end(CAVEAT_WOFF);
    }
    if (url.pathname.startsWith('/uploads/caveat_stift_')) {
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

function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(files));
      zip.on('entry', (entry: yauzl.Entry) => {
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

let cms: Awaited<ReturnType<typeof startPenCms>>;
let server: TestServer;
let order: PlacedOrder;

beforeAll(async () => {
  cms = await startPenCms();
  server = await startTestServer({ CMS_URL: cms.url, PUBLIC_URL: ORIGIN });
  const configuration = validConfiguration(3);
  configuration.personalisation = 'free_text';
  configuration.recipients.forEach((r) => (r.freeText = 'Alles Gute!'));
  const second = configuration.recipients[1];
  if (!second) throw new Error('fixture');
  second.freeText = 'Alles Gute zum Jubiläum, Herzlichst!';
  order = await placeOrder(server.app, { configuration });
  // After the order: the pen font in the CMS changes and can no longer write „z“.
  cms.pen = WITHOUT_Z;
  cms.version = 2;
});

afterAll(async () => {
  await server?.close();
  await cms?.close();
});

const get = (url: string) => server.app.inject({ method: 'GET', url, headers: BEARER });
const post = (url: string, body: unknown) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: { ...BEARER, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

describe('a card that cannot be drawn after the order', () => {
  it('flags the order in the detail, the list and the overview', async () => {
    const detail = (await get(`/swell/admin/orders/${order.id}`)).json();
    expect(detail.unwritable).toEqual({
      count: 1,
      label: '1 Karte kann nicht geschrieben werden',
      cards: [{ n: 2, message: 'Die Stiftschrift kann diese Zeichen nicht schreiben: z' }],
    });
    const list = (await get('/swell/admin/orders')).json();
    expect(list.results.find((row: { id: string }) => row.id === order.id)).toMatchObject({
      unwritable_cards: 1,
    });
    const overview = (await get('/swell/admin/overview')).json();
    expect(overview.unwritable.map((row: { id: string }) => row.id)).toEqual([order.id]);
  });

  it('keeps production at „Bestellung eingegangen“ until staff decide (a note)', async () => {
    const url = `/swell/admin/orders/${order.id}/production-status`;
    const refused = await post(url, { to: 'material_ordered' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'cards_not_writable' });
    expect(refused.json().error.message).toMatch(
      /^1 Karte kann nicht geschrieben werden \(Karte 2\)\. Die Produktion bleibt auf „Bestellung eingegangen“/,
    );
    const decided = await post(url, {
      to: 'material_ordered',
      note: 'Karte 2 mit der Kundin geklärt: wird von Hand ergänzt.',
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().production_status).toBe('material_ordered');
  });

  it('names the card in the ZIP manifest', async () => {
    const res = await get(`/swell/admin/orders/${order.id}/production.zip`);
    expect(res.statusCode).toBe(200);
    const files = await unzip(res.rawPayload);
    const name = [...files.keys()].find((file) => file.endsWith('/manifest.json')) as string;
    const manifest = JSON.parse(files.get(name)?.toString('utf8') ?? '{}');
    expect(manifest.unwritable).toEqual({
      count: 1,
      cards: [
        {
          n: 2,
          item: 1,
          receiver: expect.any(String),
          problem: 'Die Stiftschrift kann diese Zeichen nicht schreiben: z',
        },
      ],
    });
  });
});
