import os from 'node:os';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { cardCount, type ProductionFileOptions, type ProductionLine } from './cardFiles.ts';
import { type DrawAnswer, type DrawnCard, drawRequest, drawSetup } from './drawnCard.ts';

// The production ZIP's cards drawn on every core (docs/pen-fonts.md, "Performance"): worker
// threads each draw, checksum and compress ranges of the order's cards (drawWorker.ts) while
// the request's thread only writes the ZIP — and stays free for other requests, where before
// it drew every card itself between short pauses. The cards come back in card order.
//
// The workers run plain JavaScript: drawWorker.ts and what it imports (the pen pipeline,
// zod) bundled once per process with esbuild, ~0.9 MB, evaluated in each thread. A worker
// that loaded the TypeScript sources through tsx held ~100 MB; one of this bundle ~25 MB.

/** Cards per request: small enough that both threads are busy to the last card. */
const CHUNK = 4;
/** Requests a thread has queued, so it never waits for the next one. */
const QUEUED_PER_THREAD = 2;
/** Ranges drawn ahead of the one the ZIP is writing (bounds the memory of a slow download). */
const AHEAD = 8;
/** More threads than this add memory, not speed, for one download. */
const MAX_THREADS = 4;

/** Drawing threads for one ZIP: one per core, at most `MAX_THREADS`. */
export function drawThreads(): number {
  return Math.max(1, Math.min(MAX_THREADS, os.availableParallelism()));
}

/**
 * The drawing threads' semi-space, MB (docs/pen-fonts.md, „Sixth round“, „Seventh round“). A
 * card makes about 0.7 MB of short-lived objects; with the server's own small young
 * generation (`SERVER_NODE_FLAGS`) a thread collected every few cards, each time promoting
 * the card in progress into an old generation that then needed full collections. V8 rounds
 * the size up to a power of two (10 and 12 MB are 16): 8 MB drew 10,000 cards in 32–33 s
 * of which the collections took a sixth of the CPU, 16 MB in 27–28.6 s. The 32 MB more of
 * two threads fit under the ZIP server's 300 MB since the manifest keeps its records flat
 * (manifestCards.ts) and the request's thread's semi-space is 2 MB.
 */
const THREAD_SEMI_SPACE_MB = 16;

/**
 * V8 reads the semi-space's size when an isolate starts, and a Worker's `resourceLimits`
 * cannot raise it above the process's flag: so the flag itself is set before the threads
 * start. The server's own isolate keeps the size it started with; isolates started later
 * (the next ZIP's threads) get this one.
 */
function youngGenerationForThreads(): void {
  v8.setFlagsFromString(`--max-semi-space-size=${THREAD_SEMI_SPACE_MB}`);
}

let bundled: Promise<string> | null = null;

/** drawWorker.ts and its imports as one script (built on first use, then kept). */
function workerScript(): Promise<string> {
  bundled ??= build({
    entryPoints: [fileURLToPath(new URL('./drawWorker.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // Names stay (a worker's error reaches the log with its stack); a smaller source is less
    // for each thread to hold.
    minifyWhitespace: true,
    minifySyntax: true,
    write: false,
    logLevel: 'silent',
  }).then((result) => (result.outputFiles[0] as { text: string }).text);
  bundled.catch(() => {
    bundled = null;
  });
  return bundled;
}

interface Waiting {
  resolve: (cards: DrawnCard[]) => void;
  reject: (error: Error) => void;
}

/**
 * Every card of the order, drawn by `threads` workers, in order. Stopping the iteration (or a
 * failure) stops the workers.
 */
export async function* drawnCards(
  lines: readonly ProductionLine[],
  options: ProductionFileOptions,
  level: number,
  threads = drawThreads(),
): AsyncGenerator<DrawnCard> {
  const script = await workerScript();
  const setup = drawSetup(lines, options, level);
  const total = cardCount(lines);
  const ranges = Math.ceil(total / CHUNK);
  const results = new Map<number, Promise<DrawnCard[]>>();
  let failure: Error | null = null;
  let stopping = false;
  youngGenerationForThreads();
  const workers = Array.from({ length: Math.min(threads, ranges) }, () => {
    const worker = new Worker(script, { eval: true, workerData: setup, execArgv: [] });
    worker.unref();
    return { worker, waiting: [] as Waiting[] };
  });
  const fail = (error: Error) => {
    failure ??= error;
    for (const { waiting } of workers) for (const job of waiting.splice(0)) job.reject(failure);
  };
  let next = 0;
  let written = 0;
  const fill = () => {
    for (const thread of workers)
      while (
        !failure &&
        next < ranges &&
        next < written + AHEAD &&
        thread.waiting.length < QUEUED_PER_THREAD
      ) {
        const request = drawRequest(lines, next * CHUNK, Math.min(total, (next + 1) * CHUNK));
        const result = new Promise<DrawnCard[]>((resolve, reject) =>
          thread.waiting.push({ resolve, reject }),
        );
        result.catch(() => {}); // awaited below, which reports it
        results.set(next, result);
        thread.worker.postMessage(request);
        next += 1;
      }
  };
  for (const thread of workers) {
    thread.worker.on('message', (answer: DrawAnswer) => {
      const job = thread.waiting.shift();
      if ('error' in answer) job?.reject(new Error(`drawing worker: ${answer.error}`));
      else job?.resolve(answer.cards);
      fill();
    });
    thread.worker.on('error', fail);
    thread.worker.on('exit', (code) => {
      if (!stopping) fail(new Error(`drawing worker stopped (exit code ${code})`));
    });
  }
  try {
    fill();
    for (let range = 0; range < ranges; range += 1) {
      const result = results.get(range);
      if (!result) throw failure ?? new Error('drawing stopped');
      const cards = await result;
      results.delete(range);
      written = range + 1;
      fill();
      yield* cards;
    }
  } finally {
    stopping = true;
    await Promise.all(workers.map(({ worker }) => worker.terminate()));
  }
}
