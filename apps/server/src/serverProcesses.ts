import cluster, { type Worker } from 'node:cluster';
import type { ServerConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';

// SERVER_PROCESSES > 1 (issue 16): this process becomes a supervisor that migrates the
// database once, then forks that many server processes (node:cluster) which share the one
// port — the primary hands connections round-robin to them. They share nothing in memory:
// sessions, carts, orders and rate limits live in the database (db/locks.ts,
// http/rateLimitStore.ts); uploads and the outbox in folders every process reaches
// (docs/operations.md). A process that dies is replaced; its in-flight requests are lost
// as with any crash, but nothing it acknowledged (every write is a committed transaction).

/** A process that dies sooner than this after its start counts as a crash loop. */
const MIN_UPTIME_MS = 5_000;
const MAX_QUICK_DEATHS = 5;

function log(message: string): void {
  console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg: message }));
}

export async function superviseServerProcesses(config: ServerConfig): Promise<void> {
  // Once, before any worker starts: workers then find the schema current. (On PostgreSQL
  // Kysely's advisory lock would also serialise them; on SQLite nothing would.)
  const db = await createDatabase(config.database);
  try {
    for (const result of await migrateToLatest(db)) {
      log(`database migration ${result.migrationName} applied`);
    }
  } finally {
    await db.destroy();
  }

  let stopping = false;
  let quickDeaths = 0;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on('exit', (worker, code, signal) => {
    const uptime = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    log(`server process ${worker.process.pid} exited (${signal ?? code}); starting another`);
    quickDeaths = uptime < MIN_UPTIME_MS ? quickDeaths + 1 : 0;
    if (quickDeaths >= MAX_QUICK_DEATHS) {
      log('server processes keep dying right after their start; giving up');
      stopping = true;
      for (const other of startedAt.keys()) other.kill('SIGTERM');
      process.exitCode = 1;
      if (startedAt.size === 0) process.exit(1);
      return;
    }
    fork();
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) process.exit(1);
      stopping = true;
      log(`${signal} received, stopping ${startedAt.size} server processes`);
      // Each worker finishes its in-flight requests (main.ts's own shutdown).
      for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    });
  }

  log(`starting ${config.serverProcesses} server processes on port ${config.port}`);
  for (let i = 0; i < config.serverProcesses; i++) fork();
}
