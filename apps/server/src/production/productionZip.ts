import { PassThrough, Readable } from 'node:stream';
import type { ProductionSummary } from '@federkiel/machines/fulfilment/dashboardApi';
import yazl from 'yazl';
import { productionCards, type ProductionLine } from './cardFiles.ts';
import { ProductionTally } from './manifest.ts';

// `FK-100042-produktion.zip` (docs/pen-fonts.md): the recipients' TXT export, one SVG per
// written card side and envelope (`FK-100042/0001-vorderseite.svg`, `…/0001-umschlag.svg`),
// and `manifest.json` last, with every card's files and lengths and the totals.
//
// Streamed with yazl: cards are made one at a time, a few ahead of the one being written, and
// a slow download holds the writer back. Only those cards' SVGs and the manifest's small
// per-card records stay in memory. The same order gives the same bytes: the SVGs are
// deterministic and every entry carries the order's date as its time.

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
/** Cards made ahead of the one being written. */
const CARDS_AHEAD = 8;
/** Let the event loop (compressed chunks, the socket, other requests) in every few cards. */
const YIELD_EVERY_CARDS = 4;
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A stream of one buffer (cheaper than `Readable.from`, which goes through an iterator). */
function bufferStream(bytes: Buffer): Readable {
  const stream = new Readable({ read() {} });
  stream.push(bytes);
  stream.push(null);
  return stream;
}

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

  // Cards are made a few ahead of the one yazl is writing. Each file is a lazy entry: yazl
  // asks for its data when it reaches it and pipes it (with the download's backpressure)
  // through zlib, whose work runs on the thread pool while the next cards are drawn. The
  // entry keeps its callback until the end (for the central directory), so the callback
  // lets go of the SVG bytes once it has handed them over.
  let handedOver = 0;
  let wake: (() => void) | null = null;
  const produce = async () => {
    let made = 0;
    for (const card of cards) {
      if (failed) return;
      tally.add(card);
      made += 1;
      const last = card.files.length - 1;
      if (last < 0) handedOver += 1; // nothing to write for this card
      card.files.forEach((file, i) => {
        const held: { bytes: Buffer | null } = { bytes: Buffer.from(file.svg, 'utf8') };
        const size = held.bytes?.length ?? 0;
        zip.addReadStreamLazy(`${input.folder}/${file.name}`, { ...options, size }, (done) => {
          const bytes = held.bytes ?? Buffer.alloc(0);
          held.bytes = null;
          if (i === last) {
            handedOver += 1;
            wake?.();
          }
          done(null, bufferStream(bytes));
        });
      });
      while (!failed && made - handedOver > CARDS_AHEAD)
        await new Promise<void>((resolve) => {
          wake = () => {
            wake = null;
            resolve();
          };
        });
      if (made % YIELD_EVERY_CARDS === 0) await pause();
    }
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
