import { PassThrough, type Readable } from 'node:stream';
import type { ProductionSummary } from '@federkiel/machines/fulfilment/dashboardApi';
import yazl from 'yazl';
import { productionCards, type ProductionLine } from './cardFiles.ts';
import { ProductionTally } from './manifest.ts';

// `FK-100042-produktion.zip` (docs/pen-fonts.md): the recipients' TXT export, one SVG per
// written card side and envelope (`FK-100042/0001-vorderseite.svg`, `…/0001-umschlag.svg`),
// and `manifest.json` last, with every card's files and lengths and the totals.
//
// Streamed with yazl: cards are made one at a time (`productionCards`) and added as buffers;
// zlib compresses them on its thread pool while the next card is drawn, and the writer waits
// while more than BUFFERED_BYTES of output wait for the download. Only the cards in flight
// and the manifest's small per-card records stay in memory. A download that is cancelled
// stops the writer. The same order gives the same bytes: the SVGs are deterministic and
// every entry carries the order's date as its time.

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

export interface ProductionZip {
  stream: Readable;
  /** Resolves with the totals once the last card is made (rejects when making one failed). */
  summary: Promise<ProductionSummary>;
}

/**
 * zlib level 1: SVG path data compresses to 40 % of its size at level 1 and 38 % at level 6,
 * and level 1 takes a third of the time (the 10,000-card bench, docs/pen-fonts.md).
 */
const COMPRESSION_LEVEL = 1;
/** Compressed output waiting for the download before the writer pauses. */
const BUFFERED_BYTES = 8 * 1024 * 1024;
/** yazl's `Entry.FILE_DATA_DONE`. */
const YAZL_ENTRY_DONE = 3;

/** Entries added but not yet written (each holds a zlib stream's buffers, ~300 kB). */
const ENTRIES_IN_FLIGHT = 24;

/**
 * yazl keeps every entry (for the central directory) and, with it, the closure that holds the
 * entry's compressed data — for 10,000 cards the whole ZIP again in memory. This lets go of
 * the data of the entries already written (from `from` on) and answers how many entries are
 * written, or null when yazl's internals are not as expected. The one place that touches
 * them: if they change, memory grows and the writer no longer counts entries in flight, but
 * nothing breaks.
 */
function releaseWritten(zip: yazl.ZipFile, from: number): number | null {
  const entries = (zip as unknown as { entries?: { state?: unknown; doFileDataPump?: unknown }[] })
    .entries;
  if (!Array.isArray(entries)) return null;
  let i = from;
  for (; i < entries.length; i += 1) {
    const entry = entries[i];
    if (!entry || entry.state !== YAZL_ENTRY_DONE) break;
    entry.doFileDataPump = null;
  }
  return i;
}

/** Output yazl has written that the download has not taken yet (its stream is a PassThrough). */
const waiting = (zip: yazl.ZipFile) =>
  (zip.outputStream as unknown as { readableLength?: number }).readableLength ?? 0;

/** Let the event loop (compressed chunks, the socket, other requests) in every few cards. */
const YIELD_EVERY_CARDS = 4;
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

export function productionZip(input: ProductionZipInput): ProductionZip {
  const zip = new yazl.ZipFile();
  const options = { mtime: input.mtime, compressionLevel: COMPRESSION_LEVEL };
  const out = new PassThrough();
  const tally = new ProductionTally(input.lines, true);
  const cards = productionCards(input.lines);
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
  zip.on('error', fail);
  zip.outputStream.on('error', fail);
  zip.outputStream.pipe(out);

  zip.addBuffer(Buffer.from(input.txt.text, 'utf8'), `${input.folder}/${input.txt.name}`, options);

  // A cancelled download (the reply destroys the stream) stops the writer.
  out.on('close', () => {
    if (!out.writableFinished) fail(new Error('download cancelled'));
  });

  const produce = async () => {
    let made = 0;
    let added = 1; // the TXT
    let written: number | null = 0;
    const busy = () =>
      waiting(zip) + out.readableLength > BUFFERED_BYTES ||
      (written !== null && added - written > ENTRIES_IN_FLIGHT);
    for (const card of cards) {
      if (failed) return;
      tally.add(card);
      made += 1;
      for (const file of card.files) {
        zip.addBuffer(Buffer.from(file.svg, 'utf8'), `${input.folder}/${file.name}`, options);
        added += 1;
      }
      if (made % YIELD_EVERY_CARDS === 0) {
        await pause();
        written = releaseWritten(zip, written ?? 0);
      }
      while (!failed && busy()) {
        await new Promise<void>((resolve) => setTimeout(resolve, 2));
        written = releaseWritten(zip, written ?? 0);
      }
    }
    if (failed) return;
    const txtPath = `${input.folder}/${input.txt.name}`;
    const manifest = tally.manifest(input.order, input.folder, txtPath);
    zip.addBuffer(
      Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`, 'utf8'),
      `${input.folder}/manifest.json`,
      options,
    );
    zip.end();
    resolveSummary(tally.summary());
  };
  produce().catch(fail);
  return { stream: out, summary };
}
