import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleRecipients } from '@federkiel/machines/configurator/testing/fixtures';

// Part of `npm run bench` (scripts/bench.ts): the robot's production ZIP of an order with
// 10,000 cards (issue 12) — 10,000 card SVGs and 10,000 envelope SVGs, the manifest and the
// TXT — downloaded over real HTTP from a server on a temporary SQLite file, with a small
// stand-in CMS that serves the order's font with its pen font (EMS Tech from hersheytext).
//
// Goals: the whole ZIP in ≤ 30 s, with the process's memory (RSS) ≤ 300 MB while it streams.

const CARDS = 10_000;
const KEY = 'bench-admin-key-0123456789';
const self = fileURLToPath(import.meta.url);
const repoRoot = path.resolve(path.dirname(self), '..');
const require = createRequire(path.join(repoRoot, 'machines', 'package.json'));
const penSvg = fs.readFileSync(
  path.join(path.dirname(require.resolve('hersheytext/package.json')), 'svg_fonts', 'EMSTech.svg'),
);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'federkiel-bench-production-'));

const cms = http.createServer((req, res) => {
  if (req.url?.startsWith('/api/fonts/11')) {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(
      JSON.stringify({
        data: {
          id: 11,
          name: 'Caveat',
          slug: 'caveat',
          accountId: null,
          file: null,
          penFont: { url: '/uploads/caveat-stift.svg' },
        },
      }),
    );
  }
  if (req.url === '/uploads/caveat-stift.svg') {
    res.writeHead(200, { 'content-type': 'image/svg+xml' });
    return res.end(penSvg);
  }
  res.writeHead(404).end();
});
await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));

const { buildServer, loadConfig } = await import('@federkiel/server');
const app = await buildServer(
  loadConfig(
    {
      LOG_LEVEL: 'warn',
      SQLITE_FILE: path.join(dir, 'bench.db'),
      OUTBOX_DIR: path.join(dir, 'outbox'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      WEB_DIST: path.join(dir, 'web'),
      ADMIN_KEY: KEY,
      RATE_LIMITS: 'off',
      CMS_URL: `http://127.0.0.1:${(cms.address() as AddressInfo).port}`,
    },
    repoRoot,
  ),
);

async function seed(): Promise<string> {
  const now = '2026-11-20T10:00:00.000Z';
  const configuration = {
    version: 1,
    canvas: {
      id: '1',
      key: 'a6-postkarte',
      name: 'A6 Postkarte',
      kind: 'postcard',
      widthMm: 148,
      heightMm: 105,
    },
    template: { id: '21', name: 'Konfetti-Geburtstag' },
    personalisation: 'salutation_address',
    font: { id: '11', slug: 'caveat', name: 'Caveat' },
    textSize: 'medium',
    texts: Object.fromEntries(
      (['du', 'sie', 'ihr'] as const).map((form) => [
        form,
        {
          pages: [
            {
              heading: '',
              body: `{{Anrede}}\n\nherzlichen Dank für das gute Jahr – „${form}“ waren großartig. Wir freuen uns auf alles, was kommt, und wünschen frohe Feiertage…\n\nViele Grüße aus Köln`,
            },
            { heading: '', body: '' },
          ],
        },
      ]),
    ),
    customSalutation: null,
    customVariables: [],
    images: { logo: null, outerBackground: null, innerBackground: null },
    recipients: sampleRecipients(CARDS),
    shipping: { mode: 'to_recipients', date: '2026-11-27', envelope: 'closed' },
  };
  await app.db
    .insertInto('configurations')
    .values({
      id: 'cfg_bench_big',
      session_id: 'ses_big',
      account_id: null,
      product_id: 'prd_a6_postkarte',
      card_count: CARDS,
      data: JSON.stringify(configuration),
      date_created: now,
      date_updated: now,
    })
    .execute();
  await app.db
    .insertInto('orders')
    .values({
      id: 'ord_big',
      number: 'FK-100042',
      account_id: null,
      session_id: 'ses_big',
      cart_id: 'cart_big',
      checkout_id: 'chk_big',
      status: 'delivery_pending',
      production_status: 'order_received',
      email: 'grosskunde@example.de',
      grand_total_cents: 2_000_000,
      data: JSON.stringify({
        items: [
          {
            id: 'itm_big',
            quantity: CARDS,
            product: { name: 'A6 Postkarte', images: [] },
            metadata: { configurationId: 'cfg_bench_big' },
            price_total: 20000,
          },
        ],
        billing: { name: 'Großkunde GmbH' },
        shipping: { service: 'to_recipients' },
        sub_total: 20000,
        discount_total: 0,
        shipment_total: 0,
        tax_total: 0,
        comments: null,
      }),
      date_created: now,
      date_updated: now,
      client_comment: '',
      additional_comment: '',
    })
    .execute();
  await app.db
    .insertInto('order_rows')
    .values({
      order_id: 'ord_big',
      number: 'FK-100042',
      email: 'grosskunde@example.de',
      status: 'delivery_pending',
      production_status: 'order_received',
      grand_total_cents: 2_000_000,
      date_created: now,
      card_count: CARDS,
      template_name: 'Konfetti-Geburtstag',
      shipping_date: '2026-11-27',
      billing_name: 'Großkunde GmbH',
      search_text: 'fk-100042 großkunde gmbh grosskunde@example.de',
      payment_status: 'paid',
    })
    .execute();
  return 'ord_big';
}

let failed = false;
function report(label: string, value: number, goal: number, unit: string) {
  const ok = value <= goal;
  if (!ok) failed = true;
  console.log(
    `${ok ? '✓' : '✗'} ${label.padEnd(52)} ${value.toFixed(1).padStart(9)} ${unit}   (goal ≤ ${goal} ${unit})`,
  );
}

const id = await seed();
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const rssBefore = process.memoryUsage().rss;
let peak = rssBefore;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const cpuBefore = process.cpuUsage();
const start = performance.now();
const res = await fetch(`${base}/swell/admin/orders/${id}/production.zip`, {
  headers: { authorization: `Bearer ${KEY}` },
});
let bytes = 0;
let firstByteMs = 0;
if (!res.body) throw new Error(`no body: HTTP ${res.status}`);
for await (const chunk of res.body) {
  if (bytes === 0) firstByteMs = performance.now() - start;
  bytes += (chunk as Uint8Array).length;
}
const seconds = (performance.now() - start) / 1000;
const cpu = process.cpuUsage(cpuBefore);
clearInterval(sampler);
if (res.status !== 200) {
  failed = true;
  console.log(`✗ production.zip: HTTP ${res.status}`);
}

const summary = await (
  await fetch(`${base}/swell/admin/orders/${id}/production`, {
    headers: { authorization: `Bearer ${KEY}` },
  })
).json();

console.log(
  `${CARDS.toLocaleString('en')} cards → ${summary.files.toLocaleString('en')} SVG files, ZIP ${(bytes / 1e6).toFixed(1)} MB, first byte after ${firstByteMs.toFixed(0)} ms`,
);
console.log(
  `writing time estimate: ${(summary.seconds / 3600).toFixed(1)} h (${(summary.seconds / summary.cards).toFixed(1)} s per card), pen-down ${(summary.pen_down_mm / 1e6).toFixed(2)} km, pen-up ${(summary.pen_up_mm / 1e6).toFixed(2)} km, problems ${summary.problem_count}`,
);
// On a shared machine the wall time depends on the load; the CPU time (this process: server,
// zlib threads and the downloading client together) much less.
console.log(
  `CPU time ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores)`,
);
report('production.zip, 10,000 cards + envelopes', seconds, 30, 's');
report('  peak memory of the process (RSS)', peak / 1e6, 300, 'MB');
console.log(
  `  of which added while streaming: ${((peak - rssBefore) / 1e6).toFixed(0)} MB (RSS before: ${(rssBefore / 1e6).toFixed(0)} MB)`,
);

await app.close();
await new Promise<void>((resolve) => cms.close(() => resolve()));
fs.rmSync(dir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
