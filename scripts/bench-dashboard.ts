import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ORDER_STATUSES, PRODUCTION_STATUSES } from '@federkiel/machines/fulfilment/statuses';
import { benchServerEnv } from './lib/benchEnv.ts';
import { bulkOrderData, storeBulkConfiguration } from './lib/bulkOrder.ts';

// Part of `npm run bench` (scripts/bench.ts): the order dashboard on a temporary SQLite file
// with 100,000 orders and one order of 10,000 cards (issue 9). Requests go through
// Fastify's inject (the whole route: auth, validation, query, JSON), so the figures are the
// server's own time without the network.
//
// Goals: list page p99 ≤ 50 ms with each filter and the search; the 10,000-card order
// p99 ≤ 150 ms (detail and cards); its XLSX ≤ 3 s; its PDF ≤ 15 s with memory ≤ 300 MB.

const ORDERS = 100_000;
const BIG_ORDER_CARDS = 10_000;
const RUNS = 100;
const KEY = 'bench-admin-key-0123456789';

const self = fileURLToPath(import.meta.url);
const repoRoot = path.resolve(path.dirname(self), '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'federkiel-bench-dashboard-'));

const { buildServer, loadConfig } = await import('@federkiel/server');
// No CMS runs here: the PDF falls back to a standard font, as it says on the sheet.
const app = await buildServer(loadConfig(benchServerEnv(dir, KEY, 'http://127.0.0.1:9'), repoRoot));

const NAMES = [
  'Anna Schmidt',
  'Jörg Müller',
  'Özlem Kaya',
  'Ben Weiß',
  'Clara Fuchs',
  'Dieter Groß',
];
const TEMPLATES = [
  'Konfetti-Geburtstag',
  'Danke für Ihren Auftrag',
  'Frohe Weihnachten',
  'Einladung',
];

function isoDay(offset: number): string {
  return new Date(Date.UTC(2026, 10, 24) + offset * 86_400_000).toISOString().slice(0, 10);
}

async function seed(): Promise<string> {
  const started = performance.now();
  const db = app.db;
  const chunk = 500;
  for (let start = 0; start < ORDERS; start += chunk) {
    const rows = [];
    const listRows = [];
    for (let i = start; i < Math.min(ORDERS, start + chunk); i++) {
      const name = `${NAMES[i % NAMES.length]} ${i}`;
      const number = `FK-${200000 + i}`;
      const email = `kunde${i}@example.de`;
      const cards = 1 + (i % 250);
      const created = new Date(Date.UTC(2026, 0, 1) + i * 240_000).toISOString();
      const status = ORDER_STATUSES[i % 7 === 0 ? 4 : 3] as string;
      const production = PRODUCTION_STATUSES[i % PRODUCTION_STATUSES.length] as string;
      const total = 500 + ((i * 37) % 90_000);
      listRows.push({
        order_id: `ord_bench${i}`,
        number,
        email,
        status,
        production_status: production,
        grand_total_cents: total,
        date_created: created,
        card_count: cards,
        template_name: TEMPLATES[i % TEMPLATES.length] as string,
        shipping_date: isoDay((i % 120) - 30),
        billing_name: name,
        search_text: `${number} ${name} ${email}`.toLowerCase(),
        payment_status: 'paid',
      });
      rows.push({
        id: `ord_bench${i}`,
        number,
        account_id: null,
        session_id: `ses_bench${i}`,
        cart_id: `cart_bench${i}`,
        checkout_id: `chk_bench${i}`,
        status,
        production_status: production,
        email,
        grand_total_cents: total,
        data: JSON.stringify({
          items: [
            {
              id: `itm${i}`,
              quantity: cards,
              product: { name: 'A6 Postkarte', images: [] },
              metadata: null,
              price_total: 10,
            },
          ],
          billing: { name },
          shipping: { service: 'to_recipients' },
          sub_total: 10,
          discount_total: 0,
          shipment_total: 0,
          tax_total: 0,
          comments: null,
        }),
        date_created: created,
        date_updated: created,
        client_comment: '',
        additional_comment: '',
      });
    }
    await db.insertInto('orders').values(rows).execute();
    await db.insertInto('order_rows').values(listRows).execute();
  }

  // The big one: a stored configuration with 10,000 recipients, through the real columns.
  await storeBulkConfiguration(db, {
    cards: BIG_ORDER_CARDS,
    body: (form) =>
      `{{Anrede}}\n\nherzlichen Dank für das gute Jahr (${form}). Wir freuen uns auf alles, was kommt.\n\nViele Grüße`,
    shippingDate: isoDay(3),
    now: new Date().toISOString(),
  });
  await db
    .updateTable('orders')
    .set({ data: bulkOrderData(BIG_ORDER_CARDS) })
    .where('id', '=', 'ord_bench0')
    .execute();
  await db
    .updateTable('order_rows')
    .set({ card_count: BIG_ORDER_CARDS })
    .where('order_id', '=', 'ord_bench0')
    .execute();
  console.log(
    `seeded ${ORDERS.toLocaleString('en')} orders + one of ${BIG_ORDER_CARDS.toLocaleString('en')} cards in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return 'ord_bench0';
}

const headers = { authorization: `Bearer ${KEY}` };

async function timed(url: string): Promise<{ ms: number; status: number; bytes: number }> {
  const start = performance.now();
  const res = await app.inject({ method: 'GET', url, headers });
  return { ms: performance.now() - start, status: res.statusCode, bytes: res.rawPayload.length };
}

function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] as number;
}

let failed = false;
function report(label: string, value: number, goal: number, unit: string) {
  const ok = value <= goal;
  if (!ok) failed = true;
  console.log(
    `${ok ? '✓' : '✗'} ${label.padEnd(52)} ${value.toFixed(unit === 'ms' ? 1 : 2).padStart(9)} ${unit}   (goal ≤ ${goal} ${unit})`,
  );
}

async function p99Of(url: string): Promise<number> {
  const first = await timed(url);
  if (first.status !== 200) throw new Error(`${url} → ${first.status}`);
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push((await timed(url)).ms);
  return p99(times);
}

const bigId = await seed();

console.log(`\nOrder list (${RUNS} requests each, p99):`);
const listQueries: [string, string][] = [
  ['no filter (newest first)', ''],
  ['status=hold', 'status=hold'],
  ['production_status=in_qa', 'production_status=in_qa'],
  ['shipping date range (2 weeks)', `shipping_from=${isoDay(0)}&shipping_to=${isoDay(14)}`],
  ['sort by shipping date', 'sort=shipping_date&dir=asc'],
  ['sort by value, page 500', 'sort=value&dir=desc&page=500'],
  ['search billing name "müller"', 'search=m%C3%BCller'],
  ['search order number', 'search=FK-254321'],
  ['search e-mail', 'search=kunde77777%40'],
  [
    'all filters + search',
    `status=delivery_pending&production_status=in_production&shipping_from=${isoDay(0)}&shipping_to=${isoDay(30)}&search=anna`,
  ],
];
for (const [label, query] of listQueries) {
  report(label, await p99Of(`/swell/admin/orders?${query}`), 50, 'ms');
}
report('overview', await p99Of('/swell/admin/overview'), 50, 'ms');

console.log(`\nOrder with ${BIG_ORDER_CARDS.toLocaleString('en')} cards:`);
const cold = await timed(`/swell/admin/orders/${bigId}/cards`);
console.log(
  `  first request (composes every card once): ${cold.ms.toFixed(1)} ms, ${(cold.bytes / 1e6).toFixed(1)} MB JSON`,
);
report('detail p99', await p99Of(`/swell/admin/orders/${bigId}`), 150, 'ms');
report('cards (every card text) p99', await p99Of(`/swell/admin/orders/${bigId}/cards`), 150, 'ms');

async function exportTime(
  url: string,
): Promise<{ s: number; peakMb: number; baseMb: number; status: number; bytes: number }> {
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const start = performance.now();
  const res = await app.inject({ method: 'GET', url, headers });
  const s = (performance.now() - start) / 1000;
  clearInterval(sampler);
  return {
    s,
    peakMb: (peak - base) / 1e6,
    baseMb: base / 1e6,
    status: res.statusCode,
    bytes: res.rawPayload.length,
  };
}

for (const [label, suffix, goal] of [
  ['XLSX export', 'export.xlsx', 3],
  ['PDF production sheet', 'export.pdf', 15],
] as const) {
  const result = await exportTime(`/swell/admin/orders/${bigId}/${suffix}`);
  if (result.status !== 200) {
    failed = true;
    console.log(`✗ ${label}: HTTP ${result.status}`);
    continue;
  }
  report(`${label} (${(result.bytes / 1e6).toFixed(1)} MB)`, result.s, goal, 's');
  // The process already holds 100,000 seeded orders and the composed cards; what counts is
  // the memory the export adds on top.
  if (suffix === 'export.pdf') {
    report(
      `  memory added while making it (RSS before: ${result.baseMb.toFixed(0)} MB)`,
      result.peakMb,
      300,
      'MB',
    );
  }
}

await app.close();
fs.rmSync(dir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
