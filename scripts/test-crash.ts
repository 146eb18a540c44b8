// `npm run test:crash` (issue 16): kills a server process in the middle of 200 checkouts and
// checks that nothing a client was told is lost and nothing is charged twice.
//
//   postgres: two server processes on one throwaway PostgreSQL cluster, the shoppers
//             alternating between them; one is killed with SIGKILL; the shoppers whose
//             request died retry through the other one, as a browser's retry would.
//   sqlite:   one server process on a SQLite file, killed with SIGKILL and started again
//             on the same file; the shoppers retry until it answers.
//
// Then, read from the database: every order a shopper saw acknowledged exists; no order
// has two payments and no succeeded charge is without its order; every cart is converted
// into exactly its order or still payable (a last submission of it succeeds).
//
// `npm run test:crash -- postgres` or `-- sqlite` runs one half. Without PostgreSQL (no
// initdb, see README) the PostgreSQL half reports "not run" and exits 2.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  baseEnv,
  designRow,
  INSERT_DESIGN,
  resetInterruptedCalls,
  KILL_AFTER_ACKS,
  type Rows,
  type Server,
  runShoppers,
  SHOPPERS,
  startServer,
  type StoreDesign,
  verify,
} from './lib/crashShoppers.ts';
import { freePort, startThrowAwayPostgres } from './lib/throwAwayPostgres.ts';

async function crashOnPostgres(): Promise<'passed' | 'failed' | 'not run'> {
  const pg = await startThrowAwayPostgres();
  if (!pg) return 'not run';
  const dir = mkdtempSync(path.join(os.tmpdir(), 'federkiel-crash-'));
  const servers: Server[] = [];
  try {
    pg.createDatabase('crash');
    const env = { ...baseEnv(dir), DATABASE_URL: pg.urlOf('crash') };
    // One after the other, so the second finds the schema migrated.
    const serverA = await startServer('server A', env, await freePort());
    servers.push(serverA);
    const serverB = await startServer('server B', env, await freePort());
    servers.push(serverB);
    let alive = servers.map((s) => s.base);
    let killedAt = 0;
    const started = Date.now();
    const { default: pgLib } = await import('pg');
    const designs = new pgLib.Pool({ connectionString: pg.urlOf('crash'), max: 4 });
    const storeOnPostgres: StoreDesign = async (session, quantity) => {
      const row = designRow(session, quantity);
      await designs.query(`${INSERT_DESIGN} ($1, $2, null, $3, $4, $5, $6, $7)`, [...row]);
      return row[0];
    };
    const { shoppers, failures } = await runShoppers(
      () => alive,
      storeOnPostgres,
      (acks) => {
        if (acks !== KILL_AFTER_ACKS) return;
        killedAt = acks;
        serverB.child.kill('SIGKILL');
        alive = [serverA.base];
        console.log(`[crash]   SIGKILL to server B after ${acks} acknowledged orders`);
      },
    );
    console.log(
      `[crash]   ${SHOPPERS} checkouts in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    await designs.end();
    const client = new pgLib.Client({ connectionString: pg.urlOf('crash') });
    await client.connect();
    try {
      const problems = [
        ...failures,
        ...(killedAt ? [] : ['the kill never happened']),
        ...(await verify(
          async (text, params) => (await client.query(text, params)).rows,
          shoppers,
          serverA.base,
        )),
      ];
      return report('PostgreSQL, two processes', problems);
    } finally {
      await client.end();
    }
  } finally {
    for (const server of servers) server.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function crashOnSqlite(): Promise<'passed' | 'failed'> {
  resetInterruptedCalls();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'federkiel-crash-'));
  const env = { ...baseEnv(dir), SQLITE_FILE: path.join(dir, 'shop.db') };
  const port = await freePort();
  let server = await startServer('server', env, port);
  try {
    let restart: Promise<void> | null = null;
    const started = Date.now();
    const { default: SQLite } = await import('better-sqlite3');
    // A second connection beside the server's (WAL): it outlives the server's kill.
    const designs = new SQLite(env.SQLITE_FILE, { timeout: 20_000 });
    const insert = designs.prepare(`${INSERT_DESIGN} (?, ?, null, ?, ?, ?, ?, ?)`);
    const storeOnSqlite: StoreDesign = async (session, quantity) => {
      const row = designRow(session, quantity);
      insert.run(...row);
      return row[0];
    };
    const { shoppers, failures } = await runShoppers(
      () => [server.base],
      storeOnSqlite,
      (acks) => {
        if (acks !== KILL_AFTER_ACKS) return;
        server.child.kill('SIGKILL');
        console.log(
          `[crash]   SIGKILL to the server after ${acks} acknowledged orders; restarting`,
        );
        restart = server.exited.then(async () => {
          server = await startServer('server (restarted)', env, port);
        });
      },
    );
    await restart;
    designs.close();
    console.log(
      `[crash]   ${SHOPPERS} checkouts in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const db = new SQLite(env.SQLITE_FILE, { readonly: true });
    try {
      const problems = [
        ...failures,
        ...(restart ? [] : ['the kill never happened']),
        ...(await verify(async (text) => db.prepare(text).all() as Rows, shoppers, server.base)),
      ];
      return report('SQLite, one process killed and restarted', problems);
    } finally {
      db.close();
    }
  } finally {
    server.child.kill('SIGKILL');
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

function report(name: string, problems: string[]): 'passed' | 'failed' {
  if (problems.length === 0) {
    console.log(`[crash] ok: ${name}`);
    return 'passed';
  }
  console.log(`[crash] FAILED: ${name}`);
  for (const problem of problems.slice(0, 30)) console.log(`[crash]   ${problem}`);
  if (problems.length > 30) console.log(`[crash]   … and ${problems.length - 30} more`);
  return 'failed';
}

const which = process.argv[2] ?? 'all';
const results: Record<string, string> = {};
if (which === 'all' || which === 'postgres') {
  console.log('[crash] PostgreSQL: two server processes, one killed');
  results.postgres = await crashOnPostgres();
  if (results.postgres === 'not run') {
    console.log('[crash] NOT RUN: PostgreSQL is not installed (see README, "PostgreSQL tests")');
  }
}
if (which === 'all' || which === 'sqlite') {
  console.log('[crash] SQLite: one server process, killed and restarted');
  results.sqlite = await crashOnSqlite();
}
console.log(
  `[crash] ${Object.entries(results)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ')}`,
);
const values = Object.values(results);
process.exit(values.includes('failed') ? 1 : values.includes('not run') ? 2 : 0);
