import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

// WAL checkpoints on a second thread (issue #32). SQLite's automatic checkpoint runs in the
// connection that commits, so every ~10,000 WAL pages one request copied all of them into
// the database file and waited for two fsyncs: 35–45 ms during which the whole server
// answered nothing — the p99 of `npm run bench -- store`. This worker opens its own
// connection to the same file and runs PASSIVE checkpoints (never waits for a lock, never
// blocks a writer) a few times a second. The server's own automatic checkpoint stays on:
// when it comes, the worker has copied nearly every page already, so it only mops up the
// rest, and a WAL that is fully copied starts again from its beginning at the next write.
// If the worker dies, that automatic checkpoint simply does the whole job as before.
//
// Plain JavaScript (no tsx, no bundle): it loads only better-sqlite3.

const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driverPath);
const db = new SQLite(workerData.file);
const checkpoint = () => {
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    if (result && result.checkpointed > 0) parentPort.postMessage(result);
  } catch (error) {
    // SQLITE_BUSY: another checkpoint is running (the server's own, another process's).
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

export interface CheckpointResult {
  busy: number;
  log: number;
  checkpointed: number;
}

export class WalCheckpointer {
  private readonly worker: Worker;
  /** Pages copied into the database file by this worker so far. */
  pagesCheckpointed = 0;
  private readonly listeners = new Set<(result: CheckpointResult) => void>();
  private readonly exited: Promise<void>;

  constructor(file: string, everyMs = 100) {
    const driverPath = createRequire(import.meta.url).resolve('better-sqlite3');
    this.worker = new Worker(SOURCE, {
      eval: true,
      execArgv: [],
      workerData: { driverPath, file, everyMs },
    });
    this.worker.on('message', (result: CheckpointResult) => {
      this.pagesCheckpointed += result.checkpointed;
      for (const listener of this.listeners) listener(result);
    });
    // Nothing depends on the worker: if it fails, the server's automatic checkpoint remains.
    this.worker.on('error', () => {});
    this.exited = new Promise((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.unref();
  }

  /** Resolves with the next checkpoint that copied pages. */
  nextCheckpoint(): Promise<CheckpointResult> {
    return new Promise((resolve) => {
      const listener = (result: CheckpointResult) => {
        this.listeners.delete(listener);
        resolve(result);
      };
      this.listeners.add(listener);
    });
  }

  /** Stops the worker after one last checkpoint; it closes its connection itself. */
  async stop(): Promise<void> {
    this.worker.postMessage('stop');
    await this.exited;
  }
}
