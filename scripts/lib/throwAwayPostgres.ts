import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

// A throwaway PostgreSQL cluster for tests and benches (issue 16): initdb into a fresh
// folder in /tmp, started on a free loopback port, removed by `stop()`. No Docker — the
// Debian packages' binaries (`.ci/run` installs `postgresql` when they are missing). As
// root the cluster runs as the `postgres` user (PostgreSQL refuses to run as root).
// Durability is switched off (fsync, synchronous_commit): the data is thrown away anyway,
// and the crash test kills server processes, never PostgreSQL.

export interface ThrowAwayPostgres {
  /** Superuser URL of the `postgres` database, e.g. postgres://postgres@127.0.0.1:54321/postgres */
  url: string;
  /** The URL of another database on the same cluster. */
  urlOf(database: string): string;
  createDatabase(name: string): void;
  stop(): void;
}

/** The folder with initdb and pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/<n>/bin. */
export function postgresBin(): string | null {
  if (process.env.PG_BIN)
    return existsSync(path.join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : null;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function runAs(user: string | null, command: string, args: string[]): void {
  const [file, argv] = user ? ['runuser', ['-u', user, '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
}

/** Starts a cluster; null when PostgreSQL is not installed. */
export async function startThrowAwayPostgres(): Promise<ThrowAwayPostgres | null> {
  const bin = postgresBin();
  if (!bin) return null;
  const user = process.getuid?.() === 0 ? 'postgres' : null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'federkiel-pg-'));
  // The postgres user must reach its data folder and socket folder.
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const port = await freePort();
  runAs(user, path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-locale',
    '--no-sync',
  ]);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    // Test files run in parallel, each server with its own pool.
    '-c max_connections=400',
  ].join(' ');
  runAs(user, path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    options,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ]);
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let stopped = false;
  return {
    url: urlOf('postgres'),
    urlOf,
    createDatabase(name) {
      execFileSync(path.join(bin, 'createdb'), [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        name,
      ]);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        runAs(user, path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
