import fs from 'node:fs';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildWhatIsMissing } from './lib/builds.ts';
import {
  customerSession,
  staffSession,
  useCookies,
  type BenchCookie,
  type SessionKind,
} from './lib/benchSessions.ts';
import { repoRoot, webDir } from './lib/paths.ts';
import { startStack } from './lib/stack.ts';
import { throwAwayStackEnv } from './lib/throwAwayStack.ts';

// `npm run bench -- web [/page …]` (issues #13, #44): builds what changed, starts the whole
// stack on free ports with throw-away databases, and runs Lighthouse (mobile preset:
// simulated slow 4G, 4× slower CPU) with the system Chromium on every page of the spec, or on
// the pages named (`npm run bench -- web /cart /checkout`). A signed-in customer with a filled
// cart and a signed-in staff member are made through the real APIs first; each page is
// measured with the session it needs. Prints each score and metric next to its goal, a table
// of all pages with the machine's load, and the JavaScript the browser must load before the
// first paint of `/` (the entry script and its module preloads, gzip), which is a size: the
// same build gives the same figure.

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

const GOALS = {
  performance: 95,
  /** The landing page, the catalogue and the configurator's entry stay at 100 (issue #44). */
  performanceFirstPages: 100,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.05,
  jsBeforePaintKb: 100,
  transferKb: 350,
};

const mark = (ok: boolean) => (ok ? '✓' : '✗');
const line = (ok: boolean, label: string, value: string, goal: string) =>
  console.log(`${mark(ok)} ${label.padEnd(52)} ${value.padStart(10)}   (goal ${goal})`);

/** gzip bytes of the entry script and every module it preloads, as the built index.html names them. */
export function jsBeforeFirstPaint(dist: string): { files: string[]; gzipBytes: number } {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1] as string);
  const gzipBytes = files.reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length,
    0,
  );
  return { files, gzipBytes };
}

/** Whether the page arrives with content in `#root` (server-rendered) or as the empty shell. */
async function serverRendered(url: string): Promise<boolean> {
  const html = await (await fetch(url, { headers: { accept: '*/*' } })).text();
  return (
    html.includes('<div id="root">') &&
    !/<div id="root">\s*(<!--ssr-outlet-->)?\s*<\/div>/.test(html)
  );
}

/**
 * One Lighthouse run; again (up to twice) when Lighthouse could not record the load at all
 * (`runtimeError`, e.g. NO_NAVSTART: its trace lost the navigation), which says nothing about
 * the page and would otherwise print a score of 0.
 */
/** Lighthouse runs per page; the median run is reported (BENCH_WEB_RUNS, default 3). */
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3) || 3);

async function runLighthouse(url: string, port: number) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const failure = result.lhr.runtimeError;
    if (!failure || attempt === 3) return result;
    console.log(`  Lighthouse could not record ${url} (${failure.code}); running it again`);
  }
}

await buildWhatIsMissing();
const dist = path.join(webDir, 'dist');
const js = jsBeforeFirstPaint(dist);

const { dataDir, port, cmsPort, env } = await throwAwayStackEnv('bench-web');
env.NODE_ENV = 'production';
const stack = await startStack({
  env,
  port,
  cmsPort,
  output: { kind: 'files', dir: path.join(repoRoot, 'var', 'bench-web-logs') },
});
let chrome: chromeLauncher.LaunchedChrome | undefined;
let failed = false;
try {
  // Inside the try: a missing Chromium must not leave the stack running.
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const templates = (await (
    await fetch(`${stack.cmsUrl}/api/templates?pagination[pageSize]=1`)
  ).json()) as { data: { id: number }[] };
  const sessions: Record<SessionKind, BenchCookie[]> = {
    none: [],
    customer: [await customerSession(stack.shopUrl, stack.cmsUrl)],
    staff: [await staffSession(stack.shopUrl, env.ADMIN_KEY ?? '')],
  };
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const asked = process.argv.slice(2).filter((word) => word.startsWith('/'));
  const pages = (
    [
      ['/', 'landing', 'none', true],
      ['/products', 'product list', 'none', true],
      [`/configurator?template=${templates.data[0]?.id ?? 1}`, 'configurator entry', 'none', true],
      ['/cart', 'cart (filled)', 'customer', false],
      ['/checkout', 'checkout', 'customer', false],
      ['/signin', 'sign-in', 'none', false],
      ['/signup', 'sign-up', 'none', false],
      ['/contact', 'contact', 'none', false],
      ['/profile/orders', 'profile orders (customer)', 'customer', false],
      ['/dashboard/login', 'dashboard login', 'none', false],
      ['/dashboard', 'dashboard overview (staff)', 'staff', false],
      ['/dashboard/orders', 'dashboard orders (staff)', 'staff', false],
      ['/dashboard/wunderlinks', 'dashboard wunderlinks (staff)', 'staff', false],
      ['/dashboard/invoices', 'dashboard invoices (staff)', 'staff', false],
      ['/dashboard/shipping', 'dashboard shipping (staff)', 'staff', false],
      ['/dashboard/staff', 'dashboard staff (staff)', 'staff', false],
    ] as const
  ).filter(([url]) => asked.length === 0 || asked.includes(url.split('?')[0] ?? url));
  if (pages.length === 0) throw new Error(`no page of the bench is named ${asked.join(', ')}`);
  const summary: string[] = [];
  for (const [url, name, session, firstPage] of pages) {
    await useCookies(browser, stack.shopUrl, sessions[session]);
    const performanceGoal = firstPage ? GOALS.performanceFirstPages : GOALS.performance;
    // The goal is the median of RUNS runs (issue 32): the run with the median performance
    // score is reported whole, so every figure below comes from one page load.
    const runs: Awaited<ReturnType<typeof runLighthouse>>[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await runLighthouse(`${stack.shopUrl}${url}`, chrome.port));
    }
    const performanceOf = (r: (typeof runs)[number]) => r.lhr.categories.performance?.score ?? 0;
    const sorted = [...runs].sort((a, b) => performanceOf(a) - performanceOf(b));
    const result = sorted[Math.floor((sorted.length - 1) / 2)] ?? runs[0];
    if (!result) throw new Error(`no Lighthouse run for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const ms = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    console.log(`\n${name} (${url}, session: ${session})`);
    const scores = runs.map((r) => Math.round(performanceOf(r) * 100)).join(', ');
    const tbts = runs
      .map((r) => Math.round(r.lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN))
      .join(', ');
    console.log(`  ${`runs: ${RUNS} (performance ${scores}; TBT ${tbts} ms)`.padEnd(52)} median`);
    // Lighthouse slows the CPU by 4× from whatever this machine is: its default is meant for
    // a desktop with a benchmark index of 1500–2000; on a slower or busy machine the same
    // page measures slower (TBT above all). Printed so runs on different machines compare.
    const benchmarkIndex = Math.round(result.lhr.environment.benchmarkIndex);
    console.log(
      `  ${'machine speed (Lighthouse benchmark index)'.padEnd(52)} ${String(benchmarkIndex).padStart(10)}` +
        (benchmarkIndex < 1500 ? '   (below the 1500 the 4× slowdown assumes)' : ''),
    );
    const rendered = await serverRendered(`${stack.shopUrl}${url}`);
    console.log(
      `  ${'HTML from the server'.padEnd(52)} ${(rendered ? 'rendered' : 'empty shell').padStart(10)}`,
    );
    const checks: [boolean, string, string, string][] = [
      [
        score('performance') >= performanceGoal,
        'performance',
        String(score('performance')),
        `≥ ${performanceGoal}`,
      ],
      [score('accessibility') === 100, 'accessibility', String(score('accessibility')), '100'],
      [score('best-practices') === 100, 'best practices', String(score('best-practices')), '100'],
      [score('seo') === 100, 'SEO', String(score('seo')), '100'],
      [
        true,
        'first contentful paint',
        `${(ms('first-contentful-paint') / 1000).toFixed(1)} s`,
        '—',
      ],
      [
        ms('largest-contentful-paint') <= GOALS.lcpMs,
        'largest contentful paint',
        `${(ms('largest-contentful-paint') / 1000).toFixed(1)} s`,
        `≤ ${GOALS.lcpMs / 1000} s`,
      ],
      [
        ms('total-blocking-time') <= GOALS.tbtMs,
        'total blocking time',
        `${Math.round(ms('total-blocking-time'))} ms`,
        `≤ ${GOALS.tbtMs} ms`,
      ],
      [
        ms('cumulative-layout-shift') <= GOALS.cls,
        'cumulative layout shift',
        ms('cumulative-layout-shift').toFixed(3),
        `≤ ${GOALS.cls}`,
      ],
    ];
    if (url === '/') {
      const transferKb = ms('total-byte-weight') / 1024;
      checks.push([
        transferKb <= GOALS.transferKb,
        'total transfer on first visit',
        `${transferKb.toFixed(0)} kB`,
        `≤ ${GOALS.transferKb} kB`,
      ]);
    }
    for (const [ok, label, value, goal] of checks) {
      line(ok, label, value, goal);
      if (!ok) failed = true;
    }
    const lcp = ms('largest-contentful-paint');
    const tbt = ms('total-blocking-time');
    const cls = ms('cumulative-layout-shift');
    summary.push(
      `| \`${url}\` | ${scores} | ${(lcp / 1000).toFixed(1)} s ${mark(lcp <= GOALS.lcpMs)} | ` +
        `${Math.round(tbt)} ms ${mark(tbt <= GOALS.tbtMs)} | ${cls.toFixed(3)} ${mark(cls <= GOALS.cls)} | ` +
        `${mark(score('performance') >= performanceGoal)} (≥ ${performanceGoal}) |`,
    );
    // What to fix: the whole report to open in a viewer, the LCP element, the long scripts.
    const reportDir = path.join(repoRoot, 'var', 'bench-web');
    mkdirSync(reportDir, { recursive: true });
    const reportFile = path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
    writeFileSync(reportFile, JSON.stringify(result.lhr));
    console.log(`  report: ${path.relative(repoRoot, reportFile)}`);
    const lcpItems = (
      audits['largest-contentful-paint-element']?.details as
        { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
    )?.items;
    const lcpNode = lcpItems?.[0]?.items?.[0]?.node?.snippet;
    if (lcpNode) console.log(`  LCP element: ${lcpNode.slice(0, 160)}`);
    const bootup = (
      audits['bootup-time']?.details as { items?: { url: string; scripting: number }[] } | undefined
    )?.items;
    for (const item of (bootup ?? []).slice(0, 3))
      console.log(
        `  script time: ${Math.round(item.scripting)} ms ${item.url.replace(stack.shopUrl, '')}`,
      );
    // A run that did not load the page, and the audits that cost the 100s.
    if (result.lhr.runtimeError) {
      console.log(`  Lighthouse could not measure: ${result.lhr.runtimeError.message}`);
    }
    for (const id of ['accessibility', 'best-practices', 'seo']) {
      const failing = (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      for (const audit of failing) {
        const items = (audits[audit]?.details as { items?: unknown[] } | undefined)?.items ?? [];
        console.log(`  ${id} loses points on ${audit}: ${JSON.stringify(items).slice(0, 400)}`);
      }
    }
  }
  await browser.disconnect();
  // Lighthouse's timings move with the machine's load (shared machine): printed with them.
  const load = os.loadavg().map((value) => value.toFixed(2));
  console.log(
    `\nAll pages (median of ${RUNS}; load average ${load.join(' / ')} on ${os.cpus().length} cores)`,
  );
  console.log(
    '| page | performance (runs) | LCP (≤ 2.0 s) | TBT (≤ 150 ms) | CLS (≤ 0.05) | goal |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const row of summary) console.log(row);
  console.log('');
  const jsKb = js.gzipBytes / 1024;
  line(
    jsKb <= GOALS.jsBeforePaintKb,
    `JS before first paint on / (${js.files.length} files, gzip)`,
    `${jsKb.toFixed(0)} kB`,
    `≤ ${GOALS.jsBeforePaintKb} kB`,
  );
  if (jsKb > GOALS.jsBeforePaintKb) failed = true;
} finally {
  await chrome?.kill();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
