import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { buildTargets, buildWhatIsMissing } from './builds.ts';
import { cmsDir, repoRoot, serverDir } from './paths.ts';
import { serverBundle } from './serverBundle.ts';

export interface StackOptions {
  /** The complete environment for both processes (`.env` values plus overrides). */
  env: Record<string, string | undefined>;
  port: number;
  cmsPort: number;
  /** Print both processes' output with a prefix (npm start) or write it to files (tests). */
  output: { kind: 'console' } | { kind: 'files'; dir: string };
  startTimeoutMs?: number;
  /**
   * The server from its bundle (default: as `npm start` runs it, built first when its sources
   * changed) or from the TypeScript sources through tsx (`npm run dev`).
   */
  server?: 'bundle' | 'sources';
}

export interface RunningStack {
  shopUrl: string;
  cmsUrl: string;
  /** Resolves with the name of the first process that exits, for whatever reason. */
  firstExit: Promise<string>;
  stop: () => Promise<void>;
}

interface ManagedProcess {
  name: string;
  child: ChildProcess;
  recent: string[];
  exited: Promise<number | null>;
}

function launch(
  name: string,
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  output: StackOptions['output'],
): ManagedProcess {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const recent: string[] = [];
  let file: WriteStream | undefined;
  if (output.kind === 'files') {
    mkdirSync(output.dir, { recursive: true });
    file = createWriteStream(path.join(output.dir, `${name}.log`));
  }
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      recent.push(line);
      if (recent.length > 40) recent.shift();
      if (file) file.write(`${line}\n`);
      else console.log(`[${name}] ${line}`);
    });
  }
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      file?.end();
      resolve(code);
    });
  });
  return { name, child, recent, exited };
}

async function waitUntilReady(
  proc: ManagedProcess,
  url: string,
  okStatuses: number[],
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void proc.exited.then((code) => {
    exitCode = code;
  });
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(
        `${proc.name} stopped during start (exit ${exitCode}). Last output:\n${proc.recent.join('\n')}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (okStatuses.includes(response.status)) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `${proc.name} was not ready at ${url} after ${timeoutMs / 1000} s. Last output:\n${proc.recent.join('\n')}`,
  );
}

async function stopProcess(proc: ManagedProcess): Promise<void> {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill('SIGINT');
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), 15_000);
  await proc.exited;
  clearTimeout(timer);
}

/**
 * V8 flags of the server process (docs/pen-fonts.md, "Performance", „Seventh round“). Drawing
 * 10,000 production cards makes hundreds of MB of short-lived garbage; the request's thread
 * allocates little of it (it writes the ZIP), so a 2 MB semi-space (instead of up to 16 MB)
 * and an old generation that grows by 5 % at a time (instead of V8's factor of up to 4) keep
 * the server under its 300 MB while it streams. The drawing threads start with a 16 MB
 * semi-space instead (production/drawPool.ts), where the garbage is made. The production
 * bench runs the server with the same flags.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2', '--heap-growing-percent=5'];

/**
 * Environment of the server process (glibc's malloc). The production ZIP draws on worker
 * threads (apps/server/src/production/drawPool.ts) and hands their file buffers to the
 * request's thread. glibc gives every thread its own malloc arenas (up to 8 per core) and
 * keeps memory freed across threads in them, and it raises its mmap threshold each time a
 * large block is freed, so the drawing's 60–260 kB buffers (SVGs, zlib's state) end up in
 * fragmented arenas instead of being returned: two arenas and a fixed 64 kB threshold took
 * 10,000 cards from ~320 to ~292 MB peak RSS, for no measurable time (docs/pen-fonts.md,
 * "Performance").
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536' };

/** The server's entry on node's command line: its bundle, built when out of date, or its sources. */
export async function serverEntry(from: 'bundle' | 'sources'): Promise<string[]> {
  if (from === 'sources') return ['--import', 'tsx', path.join(serverDir, 'src', 'main.ts')];
  await buildWhatIsMissing({
    only: buildTargets.filter((target) => target.output === serverBundle),
  });
  return [serverBundle];
}

/** Starts Strapi, waits until it answers, then the server; stops both on failure. */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const timeout = options.startTimeoutMs ?? 300_000;
  const cmsUrl = options.env.CMS_URL ?? `http://localhost:${options.cmsPort}`;
  const env: NodeJS.ProcessEnv = {
    ...options.env,
    PORT: String(options.port),
    CMS_PORT: String(options.cmsPort),
    CMS_URL: cmsUrl,
    STRAPI_TELEMETRY_DISABLED: 'true',
    NODE_ENV: options.env.NODE_ENV ?? 'production',
    // The launcher already merged `.env` into `env`; the server must not read it again.
    FEDERKIEL_NO_DOTENV: '1',
  };
  const started: ManagedProcess[] = [];
  try {
    const cms = launch(
      'cms',
      process.execPath,
      [path.join(cmsDir, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'start'],
      cmsDir,
      env,
      options.output,
    );
    started.push(cms);
    await waitUntilReady(cms, `http://127.0.0.1:${options.cmsPort}/_health`, [200, 204], timeout);

    const server = launch(
      'server',
      process.execPath,
      [...SERVER_NODE_FLAGS, ...(await serverEntry(options.server ?? 'bundle'))],
      repoRoot,
      { ...SERVER_ENV, ...env },
      options.output,
    );
    started.push(server);
    await waitUntilReady(server, `http://127.0.0.1:${options.port}/healthz`, [200], 60_000);
  } catch (error) {
    await Promise.all(started.map(stopProcess));
    throw error;
  }
  return {
    shopUrl: env.PUBLIC_URL ?? `http://localhost:${options.port}`,
    cmsUrl,
    firstExit: Promise.race(started.map((proc) => proc.exited.then(() => proc.name))),
    stop: async () => {
      // The server first, so it stops taking requests before the CMS it reads from goes away.
      for (const proc of [...started].reverse()) await stopProcess(proc);
    },
  };
}
