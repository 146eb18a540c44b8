import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ProductionLine } from './cardFiles.ts';
import type { EncodedCard } from './encodedCards.ts';
import type { DrawAnswer, DrawRequest, DrawWorkerData } from './drawWorker.ts';

// Drawing workers for one production ZIP (docs/pen-fonts.md, "Performance"): each worker
// thread gets the order's lines once and then draws, compresses and checksums the cards it is
// asked for (`encode(from, to)`), so drawing runs on every core while the request's thread
// streams. Answers come back as promises; the caller awaits them in card order, so the ZIP's
// order (and bytes) do not depend on which worker was faster.

const ENTRY = new URL('./drawWorker.ts', import.meta.url);

/**
 * The server runs from TypeScript under tsx (`node --import tsx`), and Node 20 does not pass
 * module hooks on to worker threads: a worker whose entry is a `.ts` file registers tsx itself
 * before importing it (the tsx the server was started with). Compiled to `.js`, it would not.
 */
const BOOTSTRAP = process.env.FK_CJS ? `
const { workerData } = require('node:worker_threads');
require(workerData.tsxCjs).register();
require(require('node:url').fileURLToPath(workerData.entry));
` : `
const { workerData } = require('node:worker_threads');
(async () => {
  if (workerData.tsx) (await import(workerData.tsx)).register();
  await import(workerData.entry);
})();
`;

/** tsx's ESM API (`tsx/esm/api`; its loader `tsx` itself skips worker threads). */
function tsxApiUrl(): string | null {
  if (!ENTRY.pathname.endsWith('.ts')) return null;
  const resolve = (import.meta as { resolve?: (specifier: string) => string }).resolve;
  try {
    const url = resolve?.('tsx/esm/api');
    if (url?.startsWith('file:')) return url;
  } catch {
    // resolved below
  }
  const dir = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  return pathToFileURL(path.join(dir, 'dist', 'esm', 'api', 'index.mjs')).href;
}

/** The parent's Node flags without the ones that load tsx (the worker loads it once itself). */
function workerExecArgv(): string[] {
  const args: string[] = [];
  const flags = process.execArgv;
  for (let i = 0; i < flags.length; i += 1) {
    const flag = flags[i] as string;
    const value = flags[i + 1] ?? '';
    if (['--import', '--require', '-r', '--loader'].includes(flag) && value.includes('tsx')) {
      i += 1;
      continue;
    }
    if (/^--(import|require|loader)=.*tsx/.test(flag)) continue;
    args.push(flag);
  }
  return args;
}

interface Pending {
  resolve: (cards: EncodedCard[]) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

export interface DrawPoolOptions {
  /** Worker threads (at least 1). */
  workers: number;
  /** zlib level of the SVG entries. */
  level: number;
}

export class DrawPool {
  private readonly slots: Slot[];
  private nextSlot = 0;
  private nextId = 0;
  private failure: Error | null = null;
  private closed = false;

  constructor(lines: readonly ProductionLine[], options: DrawPoolOptions) {
    const tsx = tsxApiUrl();
    const data: DrawWorkerData & { entry: string; tsx: string | null } = {
      lines: [...lines],
      level: options.level,
      entry: ENTRY.href,
      tsx,
      tsxCjs: createRequire(import.meta.url).resolve('tsx/cjs/api'),
    } as DrawWorkerData & { entry: string; tsx: string | null };
    this.slots = Array.from({ length: Math.max(1, options.workers) }, () => {
      const worker = new Worker(BOOTSTRAP, {
        eval: true,
        workerData: data,
        execArgv: tsx ? workerExecArgv() : process.execArgv,
        ...(process.env.FK_YOUNG ? { resourceLimits: { maxYoungGenerationSizeMb: Number(process.env.FK_YOUNG), maxOldGenerationSizeMb: Number(process.env.FK_OLD ?? 256) } } : {}),
      });
      const slot: Slot = { worker, pending: new Map() };
      worker.on('message', (answer: DrawAnswer) => {
        const job = slot.pending.get(answer.id);
        if (!job) return;
        slot.pending.delete(answer.id);
        if ('error' in answer) job.reject(new Error(`drawing worker: ${answer.error}`));
        else job.resolve(answer.cards);
      });
      worker.on('error', (error) => this.fail(error));
      worker.on('exit', (code) => {
        if (!this.closed) this.fail(new Error(`drawing worker stopped (exit code ${code})`));
      });
      worker.unref();
      return slot;
    });
  }

  get size(): number {
    return this.slots.length;
  }

  private fail(error: Error) {
    this.failure ??= error;
    for (const slot of this.slots) {
      for (const job of slot.pending.values()) job.reject(this.failure);
      slot.pending.clear();
    }
  }

  /** Cards `from` to `to` (0-based, `to` exclusive), drawn and encoded by the next worker. */
  encode(from: number, to: number): Promise<EncodedCard[]> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new Error('drawing pool closed'));
    const slot = this.slots[this.nextSlot] as Slot;
    this.nextSlot = (this.nextSlot + 1) % this.slots.length;
    const id = this.nextId++;
    return new Promise<EncodedCard[]>((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      const request: DrawRequest = { id, from, to };
      slot.worker.postMessage(request);
    });
  }

  /** Stops the workers; answers still outstanding are rejected. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.fail(new Error('drawing pool closed'));
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }
}
