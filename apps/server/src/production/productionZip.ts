import os from 'node:os';
import { PassThrough, type Readable } from 'node:stream';
import type { ProductionSummary } from '@federkiel/machines/fulfilment/dashboardApi';
import { cardCount, type ProductionLine } from './cardFiles.ts';
import { DrawPool } from './drawPool.ts';
import {
  COMPRESSION_LEVEL,
  encodeCards,
  encodeFile,
  type EncodedCard,
  type EncodedFile,
} from './encodedCards.ts';
import { ProductionTally } from './manifest.ts';
import { ZipWriter } from './zipWriter.ts';

// `FK-100042-produktion.zip` (docs/pen-fonts.md): the recipients' TXT export, one SVG per
// written card side and envelope (`FK-100042/0001-vorderseite.svg`, `…/0001-umschlag.svg`),
// and `manifest.json` last, with every card's files and lengths and the totals.
//
// Streamed: the cards are drawn, compressed and checksummed in batches — by worker threads
// for a large order (drawPool.ts), on this thread for a small one — and written in card order
// as each batch arrives, a few batches ahead. The writer (zipWriter.ts) keeps only each
// entry's central directory record, the manifest only its small per-card records; the writer
// waits while the download does not take the bytes, and a cancelled download stops it and the
// workers. The same order gives the same bytes: the SVGs are deterministic, every entry
// carries the order's date, and the order of the entries is the cards' whatever thread drew
// them.

export interface ProductionZipInput {
  /** The folder inside the ZIP, e.g. `FK-100042`. */
  folder: string;
  /** The order number for the manifest. */
  order: string;
  lines: readonly ProductionLine[];
  /** The TXT export (`orderCardsTxt`) and its file name. */
  txt: { name: string; text: string };
  /** Time stamp of every entry (the order's date). */
  mtime: Date;
}

export interface ProductionZipOptions {
  /**
   * Drawing worker threads; 0 draws on this thread. Default: none below `WORKER_MIN_CARDS`
   * cards (starting a worker takes longer than drawing them), else `defaultWorkerCount()`.
   */
  workers?: number;
  /** zlib level of every entry (default `COMPRESSION_LEVEL`; 0 stores). */
  level?: number;
}

export interface ProductionZip {
  stream: Readable;
  /** Resolves with the totals once the last card is made (rejects when making one failed). */
  summary: Promise<ProductionSummary>;
}

/** From this many cards on the ZIP is drawn by worker threads. */
export const WORKER_MIN_CARDS = 400;
/** Cards per batch (a batch of postcards with envelopes: ~150 kB compressed). */
const BATCH_CARDS = 8;
/** Batches requested ahead of the one being written, per worker. */
const AHEAD_PER_WORKER = 3;
/** Output the stream buffers before the writer waits for the download. */
const HIGH_WATER_MARK = 1024 * 1024;

/**
 * One worker per core, at most 2: drawing is ~80 % of the work and the streaming thread
 * needs little, and every worker costs ~40 MB (docs/pen-fonts.md, "Performance").
 */
export function defaultWorkerCount(): number {
  return Math.max(1, Math.min(2, os.availableParallelism()));
}

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

export function productionZip(
  input: ProductionZipInput,
  options: ProductionZipOptions = {},
): ProductionZip {
  const level = options.level ?? COMPRESSION_LEVEL;
  const total = cardCount(input.lines);
  const workers = options.workers ?? (process.env.FK_WORKERS !== undefined ? Number(process.env.FK_WORKERS) : total >= WORKER_MIN_CARDS ? defaultWorkerCount() : 0);
  const out = new PassThrough({ highWaterMark: HIGH_WATER_MARK });
  const zip = new ZipWriter(input.mtime);
  const tally = new ProductionTally(input.lines, true);
  let pool: DrawPool | null = null;

  let resolveSummary: (summary: ProductionSummary) => void = () => {};
  let rejectSummary: (error: unknown) => void = () => {};
  const summary = new Promise<ProductionSummary>((resolve, reject) => {
    resolveSummary = resolve;
    rejectSummary = reject;
  });
  summary.catch(() => {});

  let failed = false;
  const fail = (error: unknown) => {
    if (failed) return;
    failed = true;
    rejectSummary(error);
    void pool?.close();
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  // A cancelled download (the reply destroys the stream) stops the writer.
  out.on('close', () => {
    if (!out.writableFinished) fail(new Error('download cancelled'));
  });

  /** Resolves once the download has taken the buffered output (or went away). */
  const drained = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      out.on('drain', done);
      out.on('close', done);
    });

  const writeEntry = async (
    name: string,
    file: Pick<EncodedFile, 'method' | 'crc32' | 'size' | 'data'>,
  ) => {
    const header = zip.entry({
      name,
      method: file.method,
      crc32: file.crc32,
      size: file.size,
      compressedSize: file.data.length,
    });
    out.write(header);
    const data = Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength);
    if (!out.write(data)) await drained();
  };

  const encode = async (from: number, to: number): Promise<EncodedCard[]> => {
    if (pool) return pool.encode(from, to);
    await pause();
    return encodeCards(input.lines, from, to, level);
  };

  const produce = async () => {
    const txtPath = `${input.folder}/${input.txt.name}`;
    await writeEntry(txtPath, encodeFile(Buffer.from(input.txt.text, 'utf8'), level));
    if (workers > 0 && total > 0) pool = new DrawPool(input.lines, { workers, level });
    const ahead = pool ? pool.size * AHEAD_PER_WORKER : 1;
    const queue: Promise<EncodedCard[]>[] = [];
    let next = 0;
    const refill = () => {
      while (!failed && queue.length < ahead && next < total) {
        const from = next;
        next = Math.min(total, next + BATCH_CARDS);
        const batch = encode(from, next);
        batch.catch(() => {}); // awaited below; a failure is reported there once
        queue.push(batch);
      }
    };
    refill();
    for (let batch = queue.shift(); batch && !failed; batch = queue.shift()) {
      const cards = await batch;
      refill();
      for (const card of cards) {
        if (failed) return;
        tally.add(card);
        for (const file of card.files) await writeEntry(`${input.folder}/${file.name}`, file);
      }
    }
    if (failed) return;
    await pool?.close();
    const manifest = tally.manifest(input.order, input.folder, txtPath);
    const json = Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`, 'utf8');
    await writeEntry(`${input.folder}/manifest.json`, encodeFile(json, level));
    out.end(zip.end());
    resolveSummary(tally.summary());
  };
  produce().catch(fail);
  return { stream: out, summary };
}
