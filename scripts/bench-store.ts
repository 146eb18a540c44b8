import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

// Part of `npm run bench` (scripts/bench.ts): the store's throughput and tail latency on loopback, next to a bare
// node:http server in the same run, so the figures say something on any machine.
//
// Four measurements, each DURATION_S seconds at CONNECTIONS connections (after a short
// warm-up), with autocannon in this process and each server in its own child process:
//   1. bare node:http answering a fixed JSON — the same bytes as the store's product list;
//   2. the store: GET /api/products (public key, no session: a new one is minted each time);
//   3. the bare server again (the reference is the mean of 1 and 3);
//   4. the store: POST /api/cart/items on fresh sessions (every request creates a session
//      and a cart in SQLite).
// Targets: the store reaches ≥ 40 % of the bare server's requests/s on GET /api/products,
// with p99 < 20 ms (issue 3), and ≥ 15 % on POST /api/cart/items on fresh sessions, with
// p99 < 40 ms (issue #32). The machine's load average is printed with them: on a busy
// machine the absolute figures mean little, the ratio somewhat more. The store runs with LOG_LEVEL=warn (no per-request
// log lines), on a throw-away SQLite file.
//
// The same file is the child: `bench.ts --serve store|bare <port> <dir>`.

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 2;
const PUBLIC_KEY = 'pk_bench';
const AUTH = `Basic ${Buffer.from(PUBLIC_KEY).toString('base64')}`;
const TARGET_RATIO = 0.4;
const TARGET_P99_MS = 20;
const TARGET_WRITE_RATIO = 0.15;
const TARGET_WRITE_P99_MS = 40;

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ');

const self = fileURLToPath(import.meta.url);
const repoRoot = path.resolve(path.dirname(self), '..');

async function serveStore(port: number, dir: string): Promise<void> {
  const { buildServer, loadConfig } = await import('@federkiel/server');
  fs.mkdirSync(path.join(dir, 'web', 'assets'), { recursive: true });
  const config = loadConfig(
    {
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SQLITE_FILE: path.join(dir, 'bench.db'),
      OUTBOX_DIR: path.join(dir, 'outbox'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      WEB_DIST: path.join(dir, 'web'),
      STORE_PUBLIC_KEY: PUBLIC_KEY,
    },
    repoRoot,
  );
  const app = await buildServer(config);
  await app.listen({ port, host: '127.0.0.1' });
  console.log('ready');
}

function serveBare(port: number, dir: string): void {
  const body = fs.readFileSync(path.join(dir, 'body.json'));
  http
    .createServer((_request, response) => {
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': body.length,
      });
      response.end(body);
    })
    .listen(port, '127.0.0.1', () => console.log('ready'));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = http.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function startChild(kind: 'store' | 'bare', port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', self, '--serve', kind, String(port), dir],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'development' },
    },
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${kind} server did not start in 60 s`)),
      60_000,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => reject(new Error(`${kind} server exited (${code}) during start`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Figures {
  label: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function measure(
  label: string,
  options: autocannon.Options,
  duration = DURATION_S,
): Promise<Figures> {
  const result = await autocannon({ connections: CONNECTIONS, ...options, duration });
  return {
    label,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'federkiel-bench-'));
  const children: ChildProcess[] = [];
  try {
    const storePort = await freePort();
    children.push(await startChild('store', storePort, dir));
    const store = `http://127.0.0.1:${storePort}`;

    const products = await fetch(`${store}/api/products`, { headers: { authorization: AUTH } });
    if (!products.ok) throw new Error(`GET /api/products answered ${products.status}`);
    const body = Buffer.from(await products.arrayBuffer());
    fs.writeFileSync(path.join(dir, 'body.json'), body);

    const barePort = await freePort();
    children.push(await startChild('bare', barePort, dir));
    const bare = `http://127.0.0.1:${barePort}`;

    console.log(`Machine load (1 / 5 / 15 min) at the start: ${loadAverage()}`);
    console.log(
      `Benchmark: ${CONNECTIONS} connections, ${DURATION_S} s per run (+${WARMUP_S} s warm-up), ` +
        `${os.cpus().length} CPUs, Node ${process.version}; response body ${body.length} bytes`,
    );

    const productsRequest: autocannon.Options = {
      url: `${store}/api/products`,
      headers: { authorization: AUTH },
    };
    const addItemRequest: autocannon.Options = {
      url: `${store}/api/cart/items`,
      method: 'POST',
      headers: { authorization: AUTH, 'content-type': 'application/json' },
      body: JSON.stringify({ product_id: 'prd_a6_postkarte', quantity: 10 }),
    };

    // The bare server is measured before and after the store's GET run and the two are
    // averaged, so a machine that gets busier or quieter during the run skews the ratio less.
    await measure('warm-up', { url: bare }, WARMUP_S);
    const bareBefore = await measure('bare node:http, fixed JSON', { url: bare });
    await measure('warm-up', productsRequest, WARMUP_S);
    const productFigures = await measure('store GET /api/products', productsRequest);
    const bareAfter = await measure('bare node:http, fixed JSON', { url: bare });
    await measure('warm-up', addItemRequest, WARMUP_S);
    const addItemFigures = await measure(
      'store POST /api/cart/items (fresh sessions)',
      addItemRequest,
    );
    const bareFigures: Figures = {
      label: 'bare node:http, fixed JSON (mean of 2)',
      requestsPerSecond: (bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2,
      p99Ms: Math.max(bareBefore.p99Ms, bareAfter.p99Ms),
      non2xx: bareBefore.non2xx + bareAfter.non2xx,
      errors: bareBefore.errors + bareAfter.errors,
    };

    const rows = [bareFigures, productFigures, addItemFigures];
    const width = Math.max(...rows.map((r) => r.label.length));
    console.log('');
    console.log(
      `bare runs: ${bareBefore.requestsPerSecond.toFixed(0)} and ${bareAfter.requestsPerSecond.toFixed(0)} req/s`,
    );
    console.log(
      `${'run'.padEnd(width)}  ${'req/s'.padStart(9)}  ${'p99 ms'.padStart(7)}  ${'vs bare'.padStart(7)}  non-2xx  errors`,
    );
    for (const row of rows) {
      const ratio = row.requestsPerSecond / bareFigures.requestsPerSecond;
      console.log(
        `${row.label.padEnd(width)}  ${row.requestsPerSecond.toFixed(0).padStart(9)}  ` +
          `${row.p99Ms.toFixed(1).padStart(7)}  ${`${(ratio * 100).toFixed(0)} %`.padStart(7)}  ` +
          `${String(row.non2xx).padStart(7)}  ${String(row.errors).padStart(6)}`,
      );
    }

    const ratio = productFigures.requestsPerSecond / bareFigures.requestsPerSecond;
    const met =
      ratio >= TARGET_RATIO && productFigures.p99Ms < TARGET_P99_MS && productFigures.non2xx === 0;
    console.log('');
    console.log(
      `Target GET /api/products ≥ ${TARGET_RATIO * 100} % of bare and p99 < ${TARGET_P99_MS} ms: ` +
        `${(ratio * 100).toFixed(0)} %, p99 ${productFigures.p99Ms.toFixed(1)} ms → ${met ? 'MET' : 'NOT MET'}`,
    );
    const writeRatio = addItemFigures.requestsPerSecond / bareFigures.requestsPerSecond;
    const writeMet =
      writeRatio >= TARGET_WRITE_RATIO &&
      addItemFigures.p99Ms < TARGET_WRITE_P99_MS &&
      addItemFigures.non2xx === 0;
    console.log(
      `Target POST /api/cart/items (fresh sessions) ≥ ${TARGET_WRITE_RATIO * 100} % of bare and ` +
        `p99 < ${TARGET_WRITE_P99_MS} ms: ${(writeRatio * 100).toFixed(1)} %, ` +
        `p99 ${addItemFigures.p99Ms.toFixed(1)} ms → ${writeMet ? 'MET' : 'NOT MET'}`,
    );
    console.log(
      `Machine load (1 / 5 / 15 min) at the end: ${loadAverage()} on ${os.cpus().length} CPUs`,
    );
    if (productFigures.non2xx > 0 || addItemFigures.non2xx > 0) {
      console.log('Some requests were not answered with 2xx: the figures are not trustworthy.');
      process.exitCode = 1;
    }
  } finally {
    await Promise.all(children.map(stopChild));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex >= 0) {
  const [kind, port, dir] = process.argv.slice(serveIndex + 1);
  if (kind === 'store') await serveStore(Number(port), String(dir));
  else serveBare(Number(port), String(dir));
} else {
  await main();
}
