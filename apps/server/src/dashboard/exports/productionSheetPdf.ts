import { Readable } from 'node:stream';
import type { OrderCard, OrderDetail } from '@federkiel/machines/fulfilment/dashboardApi';
import type { ProductionLine } from '../../production/cardFiles.ts';
import { loadHandwritingFont } from './handwritingFont.ts';
import { cardDrawer } from './productionSheetCards.ts';
import { drawCardsHeading, drawOrderHeader } from './productionSheetHeader.ts';
import { cardPens } from './productionSheetPen.ts';
import { createSheet } from './productionSheetLayout.ts';

// `FK-100042-produktionsblatt.pdf`: the order header, then every card in the order the
// robot writes them, the card texts in the ordered handwriting font — with the order's
// production lines, each written side as the pen lays it out (productionSheetCards.ts).
//
// Streamed with backpressure: pdfkit writes each finished page out at once (no page
// buffering), and the cards are drawn a few at a time only when the reader asks for more
// bytes, so 10,000 cards never sit in memory as one document and a slow download slows the
// drawing down instead of piling up output.

export interface ProductionSheetOptions {
  /** The handwriting font file (WOFF, WOFF2, TTF or OTF) as the CMS serves it. */
  font?: Buffer;
  /** Its name as the shop shows it ("Caveat"); default: the font file's family name. */
  fontName?: string;
  /**
   * The order's lines with their pen fonts (production/orderProduction.ts), in the order of
   * `cards`: each card's sides with the pen's line breaks and strokes. Without them the
   * sheet shows the composed text as paragraphs.
   */
  lines?: readonly ProductionLine[];
}

// Output gathered before handing it to the reader: few large writes to the socket, yet
// never more than this much waiting in memory.
const CHUNK_BYTES = 256 * 1024;
const CARDS_PER_WORD_CACHE = 500;

export function productionSheetPdf(
  detail: OrderDetail,
  cards: OrderCard[],
  options: ProductionSheetOptions = {},
): Readable {
  return Readable.from(render(detail, cards, options), { objectMode: false });
}

async function* render(
  detail: OrderDetail,
  cards: OrderCard[],
  options: ProductionSheetOptions,
): AsyncGenerator<Buffer> {
  // Loaded on first use: pdfkit and fontkit add ~25 MB to a server that may never print.
  const [{ default: PdfDocument }, fontkit] = await Promise.all([
    import('pdfkit'),
    import('fontkit'),
  ]);
  const handwriting = loadHandwritingFont(fontkit, options.font, options.fontName);
  const sheet = createSheet(PdfDocument, detail.number, handwriting, {
    title: `Produktionsblatt ${detail.number}`,
  });
  const { doc } = sheet;
  let failure: unknown = null;
  doc.on('error', (error: unknown) => {
    failure = error;
  });
  // Paused mode: `read()` hands over what pdfkit has written so far, synchronously.
  const take = (): Buffer | null => {
    if (failure) throw failure;
    const parts: Buffer[] = [];
    for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read()) {
      parts.push(chunk);
    }
    return parts.length > 0 ? Buffer.concat(parts) : null;
  };

  drawOrderHeader(sheet, detail, cards.length);
  const prepare = cardDrawer(sheet, detail, cards.length);
  const pens = options.lines ? cardPens(options.lines) : null;
  for (const [index, card] of cards.entries()) {
    const pen = pens?.next();
    const prepared = prepare(card, pen && !pen.done ? pen.value : undefined);
    if (index === 0) drawCardsHeading(sheet, cards.length, prepared.height);
    prepared.draw(index === 0);
    if ((index + 1) % CARDS_PER_WORD_CACHE === 0) sheet.forgetShapedWords();
    if (doc.readableLength >= CHUNK_BYTES) {
      const chunk = take();
      if (chunk) yield chunk;
    }
  }
  if (cards.length === 0) drawCardsHeading(sheet, 0, 0);
  doc.end();
  // The rest (fonts, cross-reference table); iterating also waits for anything pdfkit
  // might still finish asynchronously.
  for await (const chunk of doc) yield chunk as Buffer;
  if (failure) throw failure;
}
