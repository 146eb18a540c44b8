import { Worker } from 'node:worker_threads';
import zlib from 'node:zlib';

// Compression for the production ZIP on a second core (docs/pen-fonts.md, "Performance"):
// one worker thread that only runs zlib. The request's thread draws the cards and hands each
// card's SVG bytes over (transferred, not copied); the worker answers with the raw deflate
// data, in order. It is plain JavaScript and loads nothing but zlib, so it costs a few MB —
// unlike a worker that draws, which would load the drawing code (and tsx) and hold its own
// garbage (measured: ~100 MB per worker).
//
// Why not zlib's asynchronous API, which compresses on libuv's thread pool: every call builds
// a zlib stream object that lives until the thread pool is done with it — long enough to be
// promoted by the drawing's frequent young-generation collections — and the old generation
// then filled up to ~370 MB between full collections (RSS 557 MB) in the 10,000-card bench.

const SOURCE = `
const { parentPort } = require('node:worker_threads');
const zlib = require('node:zlib');
parentPort.on('message', ({ level, files }) => {
  try {
    const out = files.map((bytes) => {
      const deflated = zlib.deflateRawSync(bytes, { level });
      const exact = new Uint8Array(deflated.length);
      exact.set(deflated);
      return exact;
    });
    parentPort.postMessage({ files: out }, out.map((file) => file.buffer));
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.stack || error) });
  }
});
`;

interface Job {
  resolve: (files: Uint8Array[]) => void;
  reject: (error: Error) => void;
}

/** Raw deflate (ZIP method 8) of `bytes` on this thread. */
export function deflateHere(bytes: Uint8Array, level: number): Uint8Array {
  return zlib.deflateRawSync(bytes, { level });
}

export class DeflateWorker {
  private readonly worker: Worker;
  /** Answers come in the order of the requests. */
  private readonly jobs: Job[] = [];
  private failure: Error | null = null;
  private closed = false;

  constructor(private readonly level: number) {
    // Plain JavaScript: none of the parent's Node flags (loaders, test runners' hooks) apply.
    this.worker = new Worker(SOURCE, { eval: true, execArgv: [] });
    this.worker.on('message', (answer: { files?: Uint8Array[]; error?: string }) => {
      const job = this.jobs.shift();
      if (!job) return;
      if (answer.files) job.resolve(answer.files);
      else job.reject(new Error(`deflate worker: ${answer.error}`));
    });
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => {
      if (!this.closed) this.fail(new Error(`deflate worker stopped (exit code ${code})`));
    });
    this.worker.unref();
  }

  private fail(error: Error) {
    this.failure ??= error;
    for (const job of this.jobs.splice(0)) job.reject(this.failure);
  }

  /**
   * The raw deflate data of each file, in order. The files' buffers are transferred: they are
   * unusable here afterwards (checksum them first).
   */
  deflate(files: Uint8Array[]): Promise<Uint8Array[]> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new Error('deflate worker closed'));
    return new Promise<Uint8Array[]>((resolve, reject) => {
      this.jobs.push({ resolve, reject });
      // Only whole buffers can be transferred; a view into a larger one is copied.
      const transfer = files
        .filter((file) => file.byteOffset === 0 && file.byteLength === file.buffer.byteLength)
        .map((file) => file.buffer as ArrayBuffer);
      this.worker.postMessage({ level: this.level, files }, [...new Set(transfer)]);
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.fail(new Error('deflate worker closed'));
    await this.worker.terminate();
  }
}
