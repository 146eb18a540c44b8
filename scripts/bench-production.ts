import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProductionSummary } from '@federkiel/machines/fulfilment/dashboardApi';
import { benchServerEnv } from './lib/benchEnv.ts';
import { BULK_CONFIGURATION_ID, bulkOrderData, storeBulkConfiguration } from './lib/bulkOrder.ts';
import { SERVER_ENV, SERVER_NODE_FLAGS, serverEntry } from './lib/stack.ts';
import { freePort } from './lib/throwAwayPostgres.ts';
import { waitForServer } from './lib/waitForServer.ts';

// Part of `npm run bench` (scripts/bench.ts): the robot's production ZIP of an order with
// 10,000 cards (issue 12) — 10,000 card SVGs and 10,000 envelope SVGs, the manifest and the
// TXT — downloaded over real HTTP from a server on a temporary SQLite file, with a small
// stand-in CMS that serves the order's font with its pen font (EMS Tech from hersheytext).
//
// Goals: the whole ZIP in ≤ 30 s, with the server's memory (RSS) ≤ 300 MB while it streams.
//
// Three processes, as in production: this one seeds the database and then only measures; the
// server is the bundle `npm start` runs (scripts/lib/serverBundle.ts), with its V8 flags and
// environment, in a fresh process of its own; the downloading client is a third one, so it
// neither shares the server's memory nor competes with it inside one process. This process
// reads the server's RSS (every 20 ms) and CPU time (all its threads) from /proc, as the
// operating system counts them.

// `BENCH_PRODUCTION_FORMAT=gcode|hpgl` measures the plotter formats (issue 30);
// `BENCH_PRODUCTION_CARDS` a smaller order (the goals are for 10,000);
// `BENCH_SERVER_PROFILE=<dir>` writes the server's CPU profile there (node --cpu-prof).
// Linux only (/proc).
const FORMAT = process.env.BENCH_PRODUCTION_FORMAT ?? 'svg';
const CARDS = Number(process.env.BENCH_PRODUCTION_CARDS ?? 10_000);
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
const serverEnv = (cmsUrl: string) => benchServerEnv(dir, KEY, cmsUrl);

const cmsUrl = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
const app = await buildServer(loadConfig(serverEnv(cmsUrl), repoRoot));

/**
 * The sample recipients make each family name unique by appending syllables, which turns the
 * double names into triple ones („Luise von Hohenzollern-Sigmaringen-Mannmann“, 43
 * characters): no German surname has more than two parts, and at the envelope's medium size
 * such a name line is wider than the C6 address zone (132 mm), so 713 of 10,000 cards were
 * refused by the writing check. A real list is writable: a triple name keeps its first and
 * last part (`von Hohenzollern-Mannmann`), and a name line still longer than
 * `NAME_LINE_MAX` characters keeps only its appended part (`Maximiliane-Charlotte Steinsteinmann`).
 */
const NAME_LINE_MAX = 36;

async function realisticNames(): Promise<void> {
  const row = await app.db
    .selectFrom('configurations')
    .select('data')
    .where('id', '=', BULK_CONFIGURATION_ID)
    .executeTakeFirstOrThrow();
  const data = JSON.parse(row.data) as { recipients: { firstName: string; lastName: string }[] };
  for (const recipient of data.recipients) {
    const parts = recipient.lastName.split('-');
    const unique = parts[parts.length - 1] as string;
    if (parts.length > 2) recipient.lastName = `${parts[0]}-${unique}`;
    if (`${recipient.firstName} ${recipient.lastName}`.length > NAME_LINE_MAX)
      recipient.lastName = unique;
  }
  await app.db
    .updateTable('configurations')
    .set({ data: JSON.stringify(data) })
    .where('id', '=', BULK_CONFIGURATION_ID)
    .execute();
}

async function seed(): Promise<string> {
  const now = '2026-11-20T10:00:00.000Z';
  await storeBulkConfiguration(app.db, {
    cards: CARDS,
    body: (form) =>
      `{{Anrede}}\n\nherzlichen Dank für das gute Jahr – „${form}“ waren großartig. Wir freuen uns auf alles, was kommt, und wünschen frohe Feiertage…\n\nViele Grüße aus Köln`,
    shippingDate: '2026-11-27',
    now,
  });
  await realisticNames();
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
      data: bulkOrderData(CARDS),
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

/** A process's resident memory (bytes), as /proc counts it. */
function processRss(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
}

/** A process's CPU time so far, all its threads (user + system, seconds). */
function processCpuSeconds(pid: number): number {
  // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** Linux's clock ticks per second for /proc (USER_HZ; 100 on every Linux node runs on). */
const CLOCK_TICKS = 100;

let failed = false;
function report(label: string, value: number, goal: number, unit: string) {
  const ok = value <= goal;
  if (!ok) failed = true;
  console.log(
    `${ok ? '✓' : '✗'} ${label.padEnd(52)} ${value.toFixed(1).padStart(9)} ${unit}   (goal ≤ ${goal} ${unit})`,
  );
}

// The downloading client (as the robot's computer would download): it reports the bytes, the
// time to the first byte and a SHA-256 of the ZIP (equal on every run of the same code).
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
await app.close();

// The server as `npm start` runs it: its bundle, V8 flags and environment (scripts/lib/stack.ts).
const port = await freePort();
const server = spawn(
  process.execPath,
  [
    ...SERVER_NODE_FLAGS,
    ...(process.env.BENCH_SERVER_PROFILE
      ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_SERVER_PROFILE]
      : []),
    ...(await serverEntry('bundle')),
  ],
  {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      PATH: process.env.PATH,
      ...SERVER_ENV,
      ...serverEnv(cmsUrl),
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      FEDERKIEL_NO_DOTENV: '1',
    },
  },
);
const base = `http://127.0.0.1:${port}`;
await waitForServer(`${base}/healthz`, server);
const pid = server.pid as number;
const loadBefore = os.loadavg()[0] ?? 0;

const rssBefore = processRss(pid);
let peak = rssBefore;
const sampler = setInterval(() => (peak = Math.max(peak, processRss(pid))), 20);
const cpuBefore = processCpuSeconds(pid);
const start = performance.now();
const client = await download(
  `${base}/swell/admin/orders/${id}/production.zip${FORMAT === 'svg' ? '' : `?format=${FORMAT}`}`,
);
// The server is done when the client has the last byte.
const seconds = (performance.now() - start) / 1000;
clearInterval(sampler);
peak = Math.max(peak, processRss(pid));
const measured = { rssBefore, peak, cpuSeconds: processCpuSeconds(pid) - cpuBefore };
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
  `${CARDS.toLocaleString('en')} cards → ${summary.files.toLocaleString('en')} ${FORMAT.toUpperCase()} files, ZIP ${(client.bytes / 1e6).toFixed(1)} MB (sha256 ${client.sha256.slice(0, 16)}…), first byte after ${client.firstByteMs.toFixed(0)} ms`,
);
console.log(
  `writing time estimate: ${(summary.seconds / 3600).toFixed(1)} h (${(summary.seconds / summary.cards).toFixed(1)} s per card), pen-down ${(summary.pen_down_mm / 1e6).toFixed(2)} km, pen-up ${(summary.pen_up_mm / 1e6).toFixed(2)} km, problems ${summary.problem_count}`,
);
// On a shared machine the wall time depends on the load; the CPU time much less.
console.log(
  `server CPU time ${measured.cpuSeconds.toFixed(1)} s (all its threads), client ${client.cpuSeconds.toFixed(1)} s; load average ${loadBefore.toFixed(1)} → ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
);
report(
  `production.zip (${FORMAT}), ${CARDS.toLocaleString('en')} cards + envelopes`,
  seconds,
  (30 * CARDS) / 10_000,
  's',
);
report('  peak memory of the server process (RSS)', measured.peak / 1e6, 300, 'MB');
console.log(
  `  of which added while streaming: ${((measured.peak - measured.rssBefore) / 1e6).toFixed(0)} MB (RSS before: ${(measured.rssBefore / 1e6).toFixed(0)} MB)`,
);

server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
await new Promise<void>((resolve) => cms.close(() => resolve()));
fs.rmSync(dir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
