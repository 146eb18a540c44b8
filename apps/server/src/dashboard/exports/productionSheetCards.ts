import type { OrderCard, OrderDetail } from '@federkiel/machines/fulfilment/dashboardApi';
import { type PenDrawing, strokePoints } from '@federkiel/machines/pen/pipeline';
import { addressBlock, itemOfCard, pageText } from './cardContent.ts';
import { codePointName } from './pdfText.ts';
import { CONTENT_WIDTH, PAGE_MARGIN, type Sheet } from './productionSheetLayout.ts';
import type { CardPen } from './productionSheetPen.ts';

// One card on the production sheet: a check box to tick when it is written, its number and
// envelope address, a small picture of the pen strokes of each written side, then each side
// ("Rückseite", "Innen rechts") line by line exactly as the pen layout breaks it — never
// reflowed to the sheet's width — in the handwriting font. A card starts on a new sheet page
// rather than being cut in two, unless it is longer than a page anyway. Without the pen
// layout (no pen font given) the card's composed text is shown as paragraphs.

const HAND_SIZES: Record<string, number> = { small: 13, medium: 15, large: 18 };
const FALLBACK_SIZE = 11;
const CHECK_BOX = 10;
/** Each side's stroke picture is fitted into a box this size (points). */
const THUMB = { width: 120, height: 85, gap: 10, caption: 12 };
/** Points of a stroke closer than this (in sheet points) to the last drawn one are skipped. */
const THUMB_DETAIL = 0.4;

export interface PreparedCard {
  /** About how tall the card sets (points): to keep it, or the heading above it, together. */
  height: number;
  /** Draws the card; `keepHere` when the space was made sure of already (by the heading). */
  draw(keepHere?: boolean): void;
}

/** Prepares one card after the other; what is the same for every card is worked out once. */
export function cardDrawer(
  sheet: Sheet,
  detail: OrderDetail,
  total: number,
): (card: OrderCard, pen?: CardPen) => PreparedCard {
  const of = total.toLocaleString('de-DE');
  return (card, pen) => prepareCard(sheet, detail, card, of, pen);
}

type Drawable = ReturnType<Sheet['drawable']>;

interface SideBlock {
  caption: string;
  lines: Drawable[];
  /** The hand size, made smaller where a line would not fit the sheet's width. */
  size: number;
  drawing: PenDrawing | null;
}

function handSizeOf(sheet: Sheet, detail: OrderDetail, card: OrderCard): number {
  if (sheet.handwriting.kind !== 'embedded') return FALLBACK_SIZE;
  const item = itemOfCard(detail, card);
  return HAND_SIZES[item?.text_size ?? ''] ?? HAND_SIZES.medium ?? 15;
}

function sideBlocks(sheet: Sheet, card: OrderCard, pen: CardPen | undefined, size: number) {
  if (pen && pen.sides.length > 0) {
    return pen.sides.map((side): SideBlock => {
      const lines = side.lines.map((line) => sheet.drawable(line.text, 'hand'));
      sheet.use('hand', size);
      const widest = Math.max(0, ...lines.map((line) => sheet.doc.widthOfString(line.text)));
      return {
        caption: `${side.label} (Datei ${side.file})`,
        lines,
        size: widest > CONTENT_WIDTH ? (size * CONTENT_WIDTH) / widest : size,
        drawing: side.drawing,
      };
    });
  }
  // Without the pen layout: the composed pages, wrapped to the sheet.
  const pages = card.pages.map(pageText).filter((text) => text !== '');
  return pages.map((text, index): SideBlock => ({
    caption: pages.length > 1 ? `Seite ${index + 1}` : '',
    lines: [sheet.drawable(text, 'hand')],
    size,
    drawing: null,
  }));
}

function prepareCard(
  sheet: Sheet,
  detail: OrderDetail,
  card: OrderCard,
  of: string,
  pen: CardPen | undefined,
): PreparedCard {
  const { doc } = sheet;
  const title = `Karte ${card.n} von ${of}${
    detail.items.length > 1 ? ` · Position ${card.item}` : ''
  }`;
  const address = sheet.drawable(addressBlock(card).join('\n') || '(ohne Adresse)', 'regular');
  const sides = sideBlocks(sheet, card, pen, handSizeOf(sheet, detail, card));
  const drawings = sides.flatMap((side) => (side.drawing ? [side.drawing] : []));
  const thumbsWidth = drawings.length * (THUMB.width + THUMB.gap);
  const addressWidth = CONTENT_WIDTH - Math.max(thumbsWidth, 0);
  const missing = [...new Set(sides.flatMap((side) => side.lines.flatMap((l) => l.missing)))];
  const problem = pen?.problem ?? null;

  sheet.use('regular', 10);
  const addressHeight = doc.heightOfString(address.text, { width: addressWidth });
  const thumbsHeight = drawings.length > 0 ? THUMB.height + THUMB.caption : 0;
  const textHeight = sides.reduce((sum, side) => {
    sheet.use('hand', side.size);
    const lines = side.drawing
      ? side.lines.length * doc.currentLineHeight(true)
      : sheet.estimateHeight(side.lines[0]?.text ?? '', CONTENT_WIDTH);
    return sum + 12 + lines + 6;
  }, 0);
  const height =
    18 +
    Math.max(addressHeight, thumbsHeight) +
    8 +
    textHeight +
    (missing.length > 0 ? 28 : 0) +
    (problem ? 28 : 0) +
    14;

  const draw = (keepHere = false) => {
    if (!keepHere) sheet.ensureSpace(Math.min(height, sheet.bottom() - PAGE_MARGIN));
    const top = doc.y;
    doc
      .rect(PAGE_MARGIN, top + 1, CHECK_BOX, CHECK_BOX)
      .lineWidth(0.8)
      .strokeColor('#333333')
      .stroke();
    sheet.use('bold', 11);
    doc.text(title, PAGE_MARGIN + CHECK_BOX + 6, top, {
      width: CONTENT_WIDTH - CHECK_BOX - 6,
    });
    doc.moveDown(0.2);
    const blockTop = doc.y;
    sheet.use('regular', 10);
    doc.text(address.text, PAGE_MARGIN, blockTop, { width: addressWidth - THUMB.gap });
    const addressBottom = doc.y;
    drawings.forEach((drawing, index) => {
      const side = sides.filter((s) => s.drawing)[index];
      const x =
        PAGE_MARGIN +
        CONTENT_WIDTH -
        (drawings.length - index) * (THUMB.width + THUMB.gap) +
        THUMB.gap;
      drawStrokes(doc, drawing, x, blockTop);
      sheet.use('regular', 7, '#666666');
      doc.text(side?.caption.replace(/ \(Datei .*$/, '') ?? '', x, blockTop + THUMB.height + 2, {
        width: THUMB.width,
        lineBreak: false,
      });
    });
    doc.x = PAGE_MARGIN;
    doc.y = Math.max(addressBottom, blockTop + thumbsHeight);
    doc.moveDown(0.5);

    if (problem) {
      sheet.use('bold', 9, '#b00020');
      doc.text(
        `Achtung: Der Roboter kann diese Karte nicht schreiben. ${problem}`,
        PAGE_MARGIN,
        doc.y,
        {
          width: CONTENT_WIDTH,
        },
      );
      doc.moveDown(0.3);
    }
    for (const side of sides) {
      if (side.caption) {
        sheet.use('regular', 8, '#666666');
        doc.text(sheet.drawable(side.caption).text, PAGE_MARGIN, doc.y, { width: CONTENT_WIDTH });
      }
      sheet.use('hand', side.size);
      if (side.drawing) {
        // One line of the sheet per line of the card: the pen's own line breaks.
        for (const line of side.lines) {
          const lineHeight = doc.currentLineHeight(true);
          if (doc.y + lineHeight > sheet.bottom()) doc.addPage();
          const top = doc.y;
          doc.text(line.text || ' ', PAGE_MARGIN, top, { lineBreak: false });
          // Without line breaking pdfkit leaves y where it was: step down by hand.
          doc.y = top + lineHeight;
        }
      } else {
        doc.text(side.lines[0]?.text ?? '', PAGE_MARGIN, doc.y, { width: CONTENT_WIDTH });
      }
      doc.moveDown(0.4);
    }
    if (sides.length === 0 && !problem) {
      sheet.use('regular', 10, '#666666');
      doc.text('(ohne Text)', PAGE_MARGIN, doc.y, { width: CONTENT_WIDTH });
    }
    if (missing.length > 0) {
      sheet.use('bold', 9, '#b00020');
      const names = missing.slice(0, 12).map(codePointName).join(', ');
      doc.text(
        `Achtung: ${missing.length === 1 ? 'Ein Zeichen fehlt' : `${missing.length} Zeichen fehlen`} in der Schrift (im Text als „?“): ${names}${missing.length > 12 ? ' …' : ''}`,
        PAGE_MARGIN,
        doc.y,
        { width: CONTENT_WIDTH },
      );
    }

    doc.moveDown(0.5);
    const y = Math.min(doc.y, sheet.bottom());
    doc
      .moveTo(PAGE_MARGIN, y)
      .lineTo(PAGE_MARGIN + CONTENT_WIDTH, y)
      .lineWidth(0.5)
      .strokeColor('#bbbbbb')
      .stroke();
    doc.moveDown(0.8);
    sheet.use('regular', 10);
  };
  return { height, draw };
}

/** The side's pen strokes, scaled into the thumbnail box, with the card's outline. */
function drawStrokes(doc: PDFKit.PDFDocument, drawing: PenDrawing, x: number, y: number): void {
  const scale = Math.min(THUMB.width / drawing.widthMm, THUMB.height / drawing.heightMm);
  const left = x + (THUMB.width - drawing.widthMm * scale) / 2;
  const top = y;
  doc.save();
  doc
    .rect(left, top, drawing.widthMm * scale, drawing.heightMm * scale)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  let any = false;
  for (const stroke of drawing.strokes) {
    const [first, ...rest] = strokePoints(stroke);
    if (!first) continue;
    let lastX = left + first.x * scale;
    let lastY = top + first.y * scale;
    doc.moveTo(lastX, lastY);
    let drawn = 0;
    rest.forEach((point, index) => {
      const px = left + point.x * scale;
      const py = top + point.y * scale;
      // Small as it is, the picture needs no detail finer than the pen line: fewer points
      // keep a sheet of thousands of cards small. The stroke's end is always drawn.
      if (Math.hypot(px - lastX, py - lastY) < THUMB_DETAIL && index < rest.length - 1) return;
      doc.lineTo(px, py);
      lastX = px;
      lastY = py;
      drawn += 1;
    });
    // A dot (the i's) is a stroke of one point: a zero-length line with a round cap.
    if (drawn === 0) doc.lineTo(lastX, lastY);
    any = true;
  }
  if (any) doc.lineWidth(0.35).lineCap('round').lineJoin('round').strokeColor('#1a1a1a').stroke();
  doc.restore();
}
