import type PDFDocument from 'pdfkit';
import type { HandwritingFont } from './handwritingFont.ts';
import { STANDARD_FONT_COVERAGE, renderableText, type FontCoverage } from './pdfText.ts';

// The production sheet's page and type: A4, one column, Helvetica for everything staff
// read, the handwriting font for what the robot writes. Every page after the first carries
// the order number and page number at the top, so loose pages find their order again.

export const PAGE_MARGIN = 50;
export const A4_WIDTH = 595.28;
export const CONTENT_WIDTH = A4_WIDTH - 2 * PAGE_MARGIN;

const HANDWRITING = 'Handschrift';
const SAMPLE = 'Liebe Anna, vielen Dank für die schöne Zusammenarbeit in diesem Jahr!';
type Face = 'regular' | 'bold' | 'hand';

export interface Sheet {
  doc: PDFKit.PDFDocument;
  handwriting: HandwritingFont;
  /** Switch the type; remembered, so a page break inside a text keeps it. */
  use(face: Face, size: number, color?: string): void;
  /** Text the current-or-given face can draw ("?" for the rest) and what was missing. */
  drawable(text: string, face?: Face): { text: string; missing: string[] };
  /**
   * About how tall `text` sets in the current type: from an average letter width instead of
   * a full line-breaking pass, which would cost as much as drawing the text a second time.
   * Only used to keep a card on one page, where "about" is enough.
   */
  estimateHeight(text: string, width: number): number;
  /**
   * pdfkit keeps the shaped form of every word it has set, for the whole document; with
   * thousands of names that grows by megabytes per thousand cards. Emptying it now and
   * then keeps memory flat; common words are shaped again, which is cheap.
   */
  forgetShapedWords(): void;
  /** Start a new page unless `height` points still fit on this one. */
  ensureSpace(height: number): void;
  bottom(): number;
}

/** pdfkit's document class, loaded on first use (it adds ~25 MB to every server process). */
export type PdfDocumentClass = typeof PDFDocument;

export function createSheet(
  PdfDocument: PdfDocumentClass,
  orderNumber: string,
  handwriting: HandwritingFont,
  info: { title: string },
): Sheet {
  const doc = new PdfDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    info: { Title: info.title, Author: 'Federkiel', Creator: 'Federkiel Dashboard' },
  });
  if (handwriting.kind === 'embedded') {
    doc.registerFont(HANDWRITING, handwriting.font as unknown as PDFKit.Mixins.PDFFontSource);
  }
  const fontNames: Record<Face, string> = {
    regular: 'Helvetica',
    bold: 'Helvetica-Bold',
    hand: handwriting.kind === 'embedded' ? HANDWRITING : 'Helvetica',
  };
  const coverage: Record<Face, FontCoverage> = {
    regular: STANDARD_FONT_COVERAGE,
    bold: STANDARD_FONT_COVERAGE,
    hand: handwriting.kind === 'embedded' ? handwriting.coverage : STANDARD_FONT_COVERAGE,
  };
  let current: { face: Face; size: number; color: string } = {
    face: 'regular',
    size: 10,
    color: 'black',
  };
  let pageNumber = 1;
  const letterWidths = new Map<string, number>();

  const apply = () =>
    doc.font(fontNames[current.face]).fontSize(current.size).fillColor(current.color);

  // Runs also in the middle of a text that flows onto the next page: draw the page head,
  // then put position and type back so the text goes on as it was.
  doc.on('pageAdded', () => {
    pageNumber += 1;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#666666')
      .text(
        renderableText(
          `Produktionsblatt ${orderNumber} · Seite ${pageNumber}`,
          STANDARD_FONT_COVERAGE,
        ).text,
        PAGE_MARGIN,
        PAGE_MARGIN / 2,
        { width: CONTENT_WIDTH, align: 'right', lineBreak: false },
      );
    apply();
    doc.x = PAGE_MARGIN;
    doc.y = PAGE_MARGIN;
  });

  return {
    doc,
    handwriting,
    use(face, size, color = 'black') {
      current = { face, size, color };
      apply();
    },
    drawable(text, face = current.face) {
      return renderableText(text, coverage[face]);
    },
    estimateHeight(text, width) {
      const key = `${current.face}/${current.size}`;
      let letter = letterWidths.get(key);
      if (letter === undefined) {
        // A little wider than measured: a card rather starts a page early than splits.
        letter = (doc.widthOfString(SAMPLE) / SAMPLE.length) * 1.1;
        letterWidths.set(key, letter);
      }
      const perLine = Math.max(1, Math.floor(width / letter));
      const lines = text
        .split('\n')
        .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / perLine)), 0);
      return lines * doc.currentLineHeight(true);
    },
    forgetShapedWords() {
      // pdfkit 0.20 internals: `_fontFamilies` holds the fonts in use, each with its
      // `layoutCache` (a plain object by word). Without them this does nothing.
      const fonts = (doc as unknown as { _fontFamilies?: Record<string, { layoutCache?: object }> })
        ._fontFamilies;
      for (const font of Object.values(fonts ?? {})) {
        if (font.layoutCache) font.layoutCache = Object.create(null) as object;
      }
    },
    ensureSpace(height) {
      if (doc.y + height > this.bottom() && doc.y > PAGE_MARGIN + 1) doc.addPage();
    },
    bottom() {
      return doc.page.height - doc.page.margins.bottom;
    },
  };
}
