import { PassThrough, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { Zip } from 'fflate';
import type { ProductionSummary } from '@federkiel/machines/fulfilment/dashboardApi';
import type { PlotterSettings } from '@federkiel/machines/pen/writers/plotterSettings';
import {
  cardCount,
  productionCards,
  type ProductionFormat,
  type ProductionLine,
} from './cardFiles.ts';
import { deflateHere, DeflateWorker } from './deflateWorker.ts';
import { ProductionTally } from './manifest.ts';
import { DeflatedEntry, ZIP_DEFLATED, ZIP_STORED } from './zipEntry.ts';

// `FK-100042-produktion.zip` (docs/pen-fonts.md): the recipients' TXT export, one SVG per
// written card side and envelope (`FK-100042/0001-vorderseite.svg`, `…/0001-umschlag.svg`),
// and `manifest.json` last, with every card's files and lengths and the totals.
//
// Streamed: the cards are drawn one at a time on this thread, each SVG straight to bytes
// (`drawingSvgBytes`), checksummed (zlib's native CRC-32) and handed to a worker thread that
// only compresses (deflateWorker.ts) while the next cards are drawn — drawing and compressing
// on two cores (docs/pen-fonts.md, "Performance"); a small order is compressed here. Entries
// are written in card order as their compression finishes, at most `IN_FLIGHT` files ahead, by
// fflate's streaming `Zip` (a maintained ZIP writer; the entries hand it their deflate data
// ready made, zipEntry.ts), which keeps only each entry's small central directory facts; the
// manifest keeps only its small per-card records. The writer waits while the download does not take the
// bytes, and a cancelled download stops it. The same order gives the same bytes: the SVGs are
// deterministic and every entry carries the order's date.

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
  /** The files' format (default SVG) and the plotter they are made for (issue 30). */
  format?: ProductionFormat;
  plotter?: PlotterSettings;
}

export interface ProductionZipOptions {
  /** zlib level of every entry (default `COMPRESSION_LEVEL`; 0 stores). */
  level?: number;
  /** Compress on a worker thread (default: from `WORKER_MIN_CARDS` cards on). */
  worker?: boolean;
}

export interface ProductionZip {
  stream: Readable;
  /** Resolves with the totals once the last card is made (rejects when making one failed). */
  summary: Promise<ProductionSummary>;
}

/**
 * zlib level 1: the SVGs compress to 41 % of their size (186 MB for 10,000 postcards with
 * envelopes). Level 6 gives 38 % at 1.8 times the CPU time, Huffman-only 54 % at half of it,
 * storing 100 % (465 MB) at none (docs/pen-fonts.md, "Performance").
 */
export const COMPRESSION_LEVEL = 1;
/** From this many cards on the SVGs are compressed on a worker thread. */
export const WORKER_MIN_CARDS = 50;
/** Files drawn ahead of the one being written. */
const IN_FLIGHT = 16;
/** Output buffered for the download before the writer waits. */
const HIGH_WATER_MARK = 1024 * 1024;
/** Let the event loop in at least every few cards (other requests, the socket). */
const YIELD_EVERY_CARDS = 4;

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

interface PendingEntry {
  name: string;
  method: typeof ZIP_STORED | typeof ZIP_DEFLATED;
  crc32: number;
  size: number;
  data: Promise<Uint8Array>;
}

export function productionZip(
  input: ProductionZipInput,
  options: ProductionZipOptions = {},
): ProductionZip {
  const level = options.level ?? COMPRESSION_LEVEL;
  const worker =
    level > 0 && (options.worker ?? cardCount(input.lines) >= WORKER_MIN_CARDS)
      ? new DeflateWorker(level)
      : null;
  const out = new PassThrough({ highWaterMark: HIGH_WATER_MARK });
  /** Set when the download's buffer is full: the writer waits for `drain`. */
  let full = false;
  const zip = new Zip((error, chunk) => {
    if (error) return fail(error);
    // fflate reuses no chunk after handing it over: wrapping it copies nothing.
    if (chunk.length > 0 && !out.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length)))
      full = true;
  });
  const tally = new ProductionTally(input.lines, true, input.plotter);
  const files = {
    order: input.order,
    format: input.format ?? 'svg',
    ...(input.plotter ? { plotter: input.plotter } : {}),
  };

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
    void worker?.close();
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

  const pending: PendingEntry[] = [];
  /** Checksums the files now and has them compressed (on the worker: while drawing on). */
  const add = (files: { name: string; bytes: Uint8Array }[]) => {
    const sums = files.map(({ bytes }) => ({ crc32: zlib.crc32(bytes), size: bytes.length }));
    const all: Promise<Uint8Array[]> =
      level === 0
        ? Promise.resolve(files.map(({ bytes }) => bytes))
        : worker
          ? worker.deflate(files.map(({ bytes }) => bytes))
          : Promise.resolve(files.map(({ bytes }) => deflateHere(bytes, level)));
    all.catch(() => {}); // awaited in `flush`, which reports a failure once
    files.forEach(({ name }, i) =>
      pending.push({
        name,
        method: level === 0 ? ZIP_STORED : ZIP_DEFLATED,
        ...(sums[i] as { crc32: number; size: number }),
        data: all.then((data) => data[i] as Uint8Array),
      }),
    );
  };
  /** Writes the oldest entries until at most `keep` are pending. */
  const flush = async (keep: number) => {
    while (!failed && pending.length > keep) {
      const entry = pending.shift() as PendingEntry;
      const data = await entry.data;
      if (failed) return;
      const { name, method, crc32, size } = entry;
      new DeflatedEntry(zip, { name, method, crc32, size, mtime: input.mtime }).write(data);
      if (full) {
        full = false;
        await drained();
      }
    }
  };

  const produce = async () => {
    const txtPath = `${input.folder}/${input.txt.name}`;
    add([{ name: txtPath, bytes: Buffer.from(input.txt.text, 'utf8') }]);
    let made = 0;
    for (const card of productionCards(input.lines, 'bytes', undefined, files)) {
      if (failed) return;
      tally.add(card);
      add(
        card.files.map((file) => ({
          name: `${input.folder}/${file.name}`,
          bytes: file.bytes ?? new Uint8Array(0),
        })),
      );
      await flush(IN_FLIGHT);
      made += 1;
      if (made % YIELD_EVERY_CARDS === 0) await pause();
    }
    if (failed) return;
    const manifest = tally.manifest(input.order, input.folder, txtPath, files.format);
    const json = Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`);
    add([{ name: `${input.folder}/manifest.json`, bytes: json }]);
    await flush(0);
    if (failed) return;
    void worker?.close();
    zip.end();
    out.end();
    resolveSummary(tally.summary());
  };
  produce().catch(fail);
  return { stream: out, summary };
}
