import { PassThrough, Readable } from 'node:stream';
import type { ProductionSummary } from '@federkiel/machines/fulfilment/dashboardApi';
import yazl from 'yazl';
import { productionCards, type ProductionCard, type ProductionLine } from './cardFiles.ts';
import { ProductionTally } from './manifest.ts';

// `FK-100042-produktion.zip` (docs/pen-fonts.md): the recipients' TXT export, one SVG per
// written card side and envelope (`FK-100042/0001-vorderseite.svg`, `…/0001-umschlag.svg`),
// and `manifest.json` last, with every card's files and lengths and the totals.
//
// Streamed with yazl: each card is made only when the ZIP has written everything before it
// and the download has taken it (a lazy entry is opened when yazl reaches it, and its data is
// piped, so a slow download holds the writer back). Only one card's SVGs and the manifest's
// small per-card records stay in memory. The same order gives the same bytes: the SVGs are
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

/** Cards made ahead of the one being written (keeps yazl's queue short). */
const AHEAD = 2;

export function productionZip(input: ProductionZipInput): ProductionZip {
  const zip = new yazl.ZipFile();
  const options = { mtime: input.mtime, compress: true };
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

  let finished = false;
  const finish = () => {
    finished = true;
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

  /** Makes the next card with files and queues them; its first file's opening queues the next. */
  const queueNext = () => {
    while (!finished && !failed) {
      let next: IteratorResult<ProductionCard>;
      try {
        next = cards.next();
      } catch (error) {
        fail(error);
        return;
      }
      if (next.done) {
        finish();
        return;
      }
      const card = next.value;
      tally.add(card);
      if (card.files.length === 0) continue; // a card the robot cannot write: manifest only
      card.files.forEach((file, i) => {
        const bytes = Buffer.from(file.svg, 'utf8');
        zip.addReadStreamLazy(
          `${input.folder}/${file.name}`,
          { ...options, size: bytes.length },
          (done) => {
            if (i === 0) setImmediate(queueNext);
            done(null, Readable.from([bytes]));
          },
        );
      });
      return;
    }
  };
  for (let i = 0; i < AHEAD; i += 1) queueNext();
  return { stream: out, summary };
}
