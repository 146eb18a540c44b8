import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleRecipients } from '@federkiel/machines/configurator/testing/fixtures';
import type { ProductionSummary } from '@federkiel/machines/fulfilment/dashboardApi';

// Part of `npm run bench` (scripts/bench.ts): the robot's production ZIP of an order with
// 10,000 cards (issue 12) — 10,000 card SVGs and 10,000 envelope SVGs, the manifest and the
// TXT — downloaded over real HTTP from a server on a temporary SQLite file, with a small
// stand-in CMS that serves the order's font with its pen font (EMS Tech from hersheytext).
//
// Goals: the whole ZIP in ≤ 30 s, with the server's memory (RSS) ≤ 300 MB while it streams.

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

// The downloading client runs in a process of its own (as the robot's computer would), so the
// figures below are the server's alone: its wall time to the last byte, its CPU time (all
// threads: request thread, drawing workers) and its peak RSS. The client reports the bytes,
// the time to the first byte and a SHA-256 of the ZIP (equal on every run of the same code).
const CLIENT = `
const crypto = require('node:crypto');
(async () => {
  const start = performance.now();
  const res = await fetch(process.argv[1], { headers: { authorization: 'Bearer ' + process.argv[2] } });
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  let firstByteMs = 0;
  for await (const chunk of res.body) {
    if (bytes === 0) firstByteMs = performance.now() - start;
    bytes += chunk.length;
    hash.update(chunk);
  }
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage();
  process.stdout.write(JSON.stringify({
    status: res.status, bytes, firstByteMs, seconds, sha256: hash.digest('hex'),
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
  }));
})().catch((error) => { console.error(error); process.exit(1); });
`;

interface ClientResult {
  status: number;
  bytes: number;
  firstByteMs: number;
  seconds: number;
  sha256: string;
  cpuSeconds: number;
}

function download(url: string): Promise<ClientResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', CLIENT, url, KEY], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output) as ClientResult)
        : reject(new Error(`download client exited with ${code}`)),
    );
  });
}

const id = await seed();
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const loadBefore = os.loadavg()[0] ?? 0;
if (process.env.FK_PROBE) {
  for (const url of ['cards/1.svg', 'cards/2.svg', 'cards/3.svg']) {
    const r0 = process.memoryUsage().rss;
    const t0 = performance.now();
    const r = await fetch(`${base}/swell/admin/orders/${id}/${url}`, { headers: { authorization: `Bearer ${KEY}` } });
    await r.text();
    console.log('probe', url, r.status, (performance.now() - t0).toFixed(0), 'ms', 'rss', Math.round(r0 / 1e6), '→', Math.round(process.memoryUsage().rss / 1e6), JSON.stringify(Object.fromEntries(Object.entries(process.memoryUsage()).map(([k, v]) => [k, Math.round(v / 1e6)]))));
  }
}

const rssBefore = process.memoryUsage().rss;
let peak = rssBefore;
let peakUsage = process.memoryUsage();
console.log('before', JSON.stringify(Object.fromEntries(Object.entries(process.memoryUsage()).map(([k, v]) => [k, Math.round(v / 1e6)]))));
let tick = 0;
const sampler = setInterval(() => {
  const u = process.memoryUsage();
  if (tick === 249) {
    const smaps = fs.readFileSync('/proc/self/smaps', 'utf8').split('\n');
    const regions: [number, string][] = [];
    let head = '';
    for (const line of smaps) {
      if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) head = line;
      else if (line.startsWith('Rss:')) regions.push([Number(line.split(/\s+/)[1]), head]);
    }
    regions.sort((a, b) => b[0] - a[0]);
    const groups = new Map<string, [number, number]>();
    for (const [kb, h] of regions) {
      const [range, , , , , file] = h.split(/\s+/);
      const [lo, hi] = (range ?? '0-0').split('-').map((x) => parseInt(x, 16));
      const size = ((hi ?? 0) - (lo ?? 0)) / 1024;
      const key = file ? file.split('/').pop() ?? '' : `anon ${size >= 60000 ? '64MB-arena' : size === 256 ? '256k' : size < 256 ? '<256k' : size < 4096 ? '<4M' : '>=4M'}`;
      const g = groups.get(key) ?? [0, 0];
      g[0] += kb; g[1] += 1;
      groups.set(key, g);
    }
    console.log([...groups].sort((a, b) => b[1][0] - a[1][0]).slice(0, 12).map(([k, [kb, n]]) => `${(kb / 1024).toFixed(1)} MB in ${n} ${k}`).join('\n'));
    console.log(regions.slice(0, 0).map(([kb, h]) => `${(kb / 1024).toFixed(1)} MB ${h}`).join('\n'));
    console.log('threads', fs.readdirSync('/proc/self/task').length);
  }
  if (tick % 50 === 0 && tick <= 300) {
    const rows: string[] = [];
    for (const t of fs.readdirSync('/proc/self/task')) {
      const stat = fs.readFileSync(`/proc/self/task/${t}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      rows.push(`${name}:${Number(f[11]) + Number(f[12])}`);
    }
    console.log('threads', rows.join(' '));
  }
  if (++tick % 50 === 0) console.log('t', (tick / 50).toFixed(0), 'rss', Math.round(u.rss / 1e6), 'heap', Math.round(u.heapTotal / 1e6), Math.round(u.heapUsed / 1e6), 'ext', Math.round(u.external / 1e6));
  if (u.rss > peak) peakUsage = u;
  peak = Math.max(peak, u.rss);
}, 20);
const cpuBefore = process.cpuUsage();
const start = performance.now();
const client = await download(`${base}/swell/admin/orders/${id}/production.zip`);
// The server is done when the client has the last byte.
const seconds = (performance.now() - start) / 1000;
const cpu = process.cpuUsage(cpuBefore);
clearInterval(sampler);
if (client.status !== 200) {
  failed = true;
  console.log(`✗ production.zip: HTTP ${client.status}`);
}

const summary = (await (
  await fetch(`${base}/swell/admin/orders/${id}/production`, {
    headers: { authorization: `Bearer ${KEY}` },
  })
).json()) as ProductionSummary;

console.log(
  `${CARDS.toLocaleString('en')} cards → ${summary.files.toLocaleString('en')} SVG files, ZIP ${(client.bytes / 1e6).toFixed(1)} MB (sha256 ${client.sha256.slice(0, 16)}…), first byte after ${client.firstByteMs.toFixed(0)} ms`,
);
console.log(
  `writing time estimate: ${(summary.seconds / 3600).toFixed(1)} h (${(summary.seconds / summary.cards).toFixed(1)} s per card), pen-down ${(summary.pen_down_mm / 1e6).toFixed(2)} km, pen-up ${(summary.pen_up_mm / 1e6).toFixed(2)} km, problems ${summary.problem_count}`,
);
// On a shared machine the wall time depends on the load; the CPU time much less.
console.log(
  `server CPU time ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (all its threads), client ${client.cpuSeconds.toFixed(1)} s; load average ${loadBefore.toFixed(1)} → ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
);
console.log('peak', JSON.stringify(Object.fromEntries(Object.entries(peakUsage).map(([k, v]) => [k, Math.round(v / 1e6)]))));
report('production.zip, 10,000 cards + envelopes', seconds, 30, 's');
report('  peak memory of the server process (RSS)', peak / 1e6, 300, 'MB');
console.log(
  `  of which added while streaming: ${((peak - rssBefore) / 1e6).toFixed(0)} MB (RSS before: ${(rssBefore / 1e6).toFixed(0)} MB)`,
);

await app.close();
await new Promise<void>((resolve) => cms.close(() => resolve()));
fs.rmSync(dir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
