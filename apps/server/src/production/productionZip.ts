import { PassThrough, type Readable } from 'node:stream';
import type { ProductionSummary } from '@federkiel/machines/fulfilment/dashboardApi';
import {
  DEFAULT_PLOTTER_SETTINGS,
  PenInk,
  type PlotterSettings,
} from '@federkiel/machines/pen/writers/plotterSettings';
import {
  cardCount,
  penChangeAt,
  productionCards,
  type ProductionFileOptions,
  type ProductionFormat,
  type ProductionLine,
} from './cardFiles.ts';
import { COMPRESSION_LEVEL, zipped } from './compression.ts';
import { drawnCard, type DrawnCard } from './drawnCard.ts';
import { drawnCards } from './drawPool.ts';
import { ProductionTally } from './manifest.ts';
import { ZIP_DEFLATED, ZIP_STORED, ZipWriter } from './zipWriter.ts';

// `FK-100042-produktion.zip` (docs/pen-fonts.md): the recipients' TXT export, one SVG per
// written card side and envelope (`FK-100042/0001-vorderseite.svg`, `…/0001-umschlag.svg`),
// and `manifest.json` last, with every card's files and lengths and the totals.
//
// Streamed: worker threads draw the cards, each SVG straight to bytes (`drawingSvgBytes`),
// checksum (zlib's native CRC-32) and compress them (drawPool.ts: one thread per core), and
// hand them back in card order; a small order is drawn here the same way (drawnCard.ts).
// Pen changes are counted here, in card order (a G-code card that needs one is drawn again
// with the pause). Entries are written as they come (zipWriter.ts: 20 bytes and the name
// kept per entry for the central directory); the manifest keeps each card's record as text.
// The writer waits while the download does not take the bytes, and a cancelled download
// stops it. The same order gives the same bytes: the SVGs are
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
  /** Draw on worker threads (default: from `WORKER_MIN_CARDS` cards on). */
  worker?: boolean;
  /** How many (default: one per core, drawPool.ts). */
  threads?: number;
}

export interface ProductionZip {
  stream: Readable;
  /** Resolves with the totals once the last card is made (rejects when making one failed). */
  summary: Promise<ProductionSummary>;
}

/** From this many cards on they are drawn on worker threads. */
export const WORKER_MIN_CARDS = 50;
/** Output buffered for the download before the writer waits. */
const HIGH_WATER_MARK = 1024 * 1024;
/** Let the event loop in at least every few cards (other requests, the socket). */
const YIELD_EVERY_CARDS = 4;

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The order's cards as they go into the ZIP, in order, with the pen changes counted over the
 * whole order (`PenInk`), on worker threads or here.
 */
async function* zipCards(
  lines: readonly ProductionLine[],
  files: ProductionFileOptions,
  level: number,
  workers: { threads?: number } | null,
): AsyncGenerator<DrawnCard> {
  if (!workers) {
    let made = 0;
    for (const card of productionCards(lines, 'bytes', undefined, files)) {
      yield drawnCard(card, level);
      made += 1;
      if (made % YIELD_EVERY_CARDS === 0) await pause();
    }
    return;
  }
  const ink = new PenInk(files.plotter ?? DEFAULT_PLOTTER_SETTINGS);
  for await (const card of drawnCards(lines, files, level, workers.threads)) {
    let penDown = 0;
    for (const file of card.files) penDown += file.penDownMm;
    if (!ink.card(card.problem ? 0 : penDown)) yield card;
    else if (files.format === 'gcode' && !card.problem) {
      // The first G-code file pauses for the new pen: that card again, with the pause.
      const range = { from: card.n - 1, to: card.n };
      const [again] = productionCards(lines, 'bytes', range, files, penChangeAt(ink.pen));
      yield again ? drawnCard(again, level) : { ...card, newPen: ink.pen };
    } else yield { ...card, newPen: ink.pen };
  }
}

export function productionZip(
  input: ProductionZipInput,
  options: ProductionZipOptions = {},
): ProductionZip {
  // What the writing needs of the input, so the TXT's text can go once it is written.
  const { folder, lines } = input;
  let { txt } = input;
  const level = options.level ?? COMPRESSION_LEVEL;
  const workers =
    (options.worker ?? cardCount(lines) >= WORKER_MIN_CARDS)
      ? { ...(options.threads === undefined ? {} : { threads: options.threads }) }
      : null;
  const out = new PassThrough({ highWaterMark: HIGH_WATER_MARK });
  /** Set when the download's buffer is full: the writer waits for `drain`. */
  let full = false;
  // The chunks are not used again after they are handed over: wrapping them copies nothing.
  const zip = new ZipWriter((chunk) => {
    if (!out.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length))) full = true;
  }, input.mtime);
  const tally = new ProductionTally(lines, true, input.plotter);
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

  const method = level === 0 ? ZIP_STORED : ZIP_DEFLATED;
  /** Writes one entry; waits while the download's buffer is full. */
  const write = async (name: string, crc32: number, size: number, data: Uint8Array) => {
    zip.add(name, method, crc32, size, data);
    if (full) {
      full = false;
      await drained();
    }
  };
  /** A file made here (the TXT, the manifest). */
  const writeHere = (name: string, bytes: Uint8Array) => {
    const { crc32, size, data } = zipped(bytes, level);
    return write(name, crc32, size, data);
  };

  const produce = async () => {
    const txtPath = `${folder}/${txt.name}`;
    const txtBytes = Buffer.from(txt.text, 'utf8');
    // The export's text is a string of ~10,000 pieces: not kept while the cards are drawn.
    txt = { name: txt.name, text: '' };
    await writeHere(txtPath, txtBytes);
    for await (const card of zipCards(lines, files, level, workers)) {
      if (failed) return;
      tally.add(card);
      for (const file of card.files)
        await write(`${folder}/${file.name}`, file.crc32, file.size, file.data);
    }
    if (failed) return;
    const manifest = tally.manifestJson(files.order, folder, txtPath, files.format);
    await writeHere(`${folder}/manifest.json`, Buffer.from(`${manifest}\n`));
    if (failed) return;
    zip.end();
    out.end();
    resolveSummary(tally.summary());
  };
  produce().catch(fail);
  return { stream: out, summary };
}
