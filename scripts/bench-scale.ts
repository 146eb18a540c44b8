import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot, serverDir } from './lib/paths.ts';
import { freePort, startThrowAwayPostgres } from './lib/throwAwayPostgres.ts';
import { waitForServer } from './lib/waitForServer.ts';

// `npm run bench -- scale` (issue 16): the store's throughput with 1, 2 and 4 server
// processes (SERVER_PROCESSES, node:cluster) on one throwaway PostgreSQL, next to a bare
// node:http server answering the same bytes, all on loopback with autocannon in this
// process. Two workloads: GET /api/products (reads) and POST /api/cart/items on fresh
// sessions (each request writes a session and a cart, under the session's lock).
// Processes beyond the machine's cores cannot add throughput — the figures are printed
// with the core count so they can be read on any machine. No goal is asserted.

const CONNECTIONS = 50;
const DURATION_S = 8;
const WARMUP_S = 2;
const PROCESSES = [1, 2, 4];
const PUBLIC_KEY = 'pk_bench';
const AUTH = `Basic ${Buffer.from(PUBLIC_KEY).toString('base64')}`;

interface Figures {
  label: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function measure(label: string, options: autocannon.Options): Promise<Figures> {
  await autocannon({ connections: CONNECTIONS, ...options, duration: WARMUP_S });
  const result = await autocannon({ connections: CONNECTIONS, ...options, duration: DURATION_S });
  return {
    label,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function startStore(processes: number, databaseUrl: string, dir: string) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(serverDir, 'src', 'main.ts')],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        PATH: process.env.PATH,
        FEDERKIEL_NO_DOTENV: '1',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        // Load test: every request comes from one address.
        RATE_LIMITS: 'off',
        SERVER_PROCESSES: String(processes),
        DATABASE_URL: databaseUrl,
        STORE_PUBLIC_KEY: PUBLIC_KEY,
        UPLOAD_DIR: path.join(dir, 'uploads'),
        OUTBOX_DIR: path.join(dir, 'outbox'),
        WEB_DIST: path.join(dir, 'web'),
      },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForServer(`${base}/healthz`, child);
  return { child, base };
}

async function startBare(body: Buffer) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const body = Buffer.from(process.env.BODY, 'base64');
       require('node:http').createServer((q, s) => {
         s.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
         s.end(body);
       }).listen(${port}, '127.0.0.1');`,
    ],
    { stdio: 'ignore', env: { BODY: body.toString('base64') } },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForServer(base, child);
  return { child, base };
}

const products = (base: string): autocannon.Options => ({
  url: `${base}/api/products`,
  headers: { authorization: AUTH },
});
const addItem = (base: string): autocannon.Options => ({
  url: `${base}/api/cart/items`,
  method: 'POST',
  headers: { authorization: AUTH, 'content-type': 'application/json' },
  body: JSON.stringify({ product_id: 'prd_a6_postkarte', quantity: 1 }),
});

const pg = await startThrowAwayPostgres();
if (!pg) {
  console.log('NOT RUN: PostgreSQL is not installed (README, "PostgreSQL tests")');
  process.exit(2);
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'federkiel-scale-'));
fs.mkdirSync(path.join(dir, 'web', 'assets'), { recursive: true });
const rows: Figures[] = [];
try {
  let body: Buffer | null = null;
  for (const processes of PROCESSES) {
    const database = `scale_${processes}`;
    pg.createDatabase(database);
    const store = await startStore(processes, pg.urlOf(database), dir);
    try {
      body ??= Buffer.from(
        await (
          await fetch(`${store.base}/api/products`, { headers: { authorization: AUTH } })
        ).arrayBuffer(),
      );
      const label = `${processes} process${processes > 1 ? 'es' : ''}`;
      rows.push(await measure(`GET /api/products, ${label}`, products(store.base)));
      rows.push(await measure(`POST /api/cart/items, ${label}`, addItem(store.base)));
    } finally {
      await stop(store.child);
    }
  }
  if (!body) throw new Error('no product list to serve from the bare server');
  const bare = await startBare(body);
  try {
    rows.push(await measure('bare node:http, same bytes', { url: bare.base }));
  } finally {
    await stop(bare.child);
  }
} finally {
  pg.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}

const bareRps = rows.at(-1)?.requestsPerSecond ?? 1;
const width = Math.max(...rows.map((r) => r.label.length));
console.log(
  `\n${os.availableParallelism()} cores, ${CONNECTIONS} connections, ${DURATION_S} s each, PostgreSQL ${pg.url.replace(/\/\/.*@/, '//…@')}`,
);
console.log(
  `${'run'.padEnd(width)}  ${'req/s'.padStart(8)}  ${'p99 ms'.padStart(7)}  ${'vs bare'.padStart(7)}  non-2xx  errors`,
);
for (const row of rows) {
  console.log(
    `${row.label.padEnd(width)}  ${row.requestsPerSecond.toFixed(0).padStart(8)}  ${String(row.p99Ms).padStart(7)}  ${`${((100 * row.requestsPerSecond) / bareRps).toFixed(0)} %`.padStart(7)}  ${String(row.non2xx).padStart(7)}  ${String(row.errors).padStart(6)}`,
  );
}
