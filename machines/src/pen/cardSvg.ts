import { type WritableArea, writableArea, PRIMARY_PAGE } from '../configurator/canvasGeometry.ts';
import { countryRule } from '../configurator/countries.ts';
import { type FitSettings, fitCard } from '../configurator/fitCheck.ts';
import {
  DEFAULT_HANDWRITING_STYLE,
  type HandwritingStyle,
  handwritePage,
} from '../configurator/handwriting.ts';
import type { Recipient } from '../configurator/recipientSchema.ts';
import type { Canvas, PageIndex } from '../configurator/schema.ts';
import { type TextLayout, layoutPage } from '../configurator/textLayout.ts';
import type { Envelope, TextSize } from '../configurator/vocabulary.ts';
import { type PenFont, type Point, penLayoutFont } from './penFont.ts';
import { estimateWritingSeconds, penDownLength, penUpLength, strokeTour } from './strokeOrder.ts';

// What the robot writes (issue 12): one SVG per written card side and one per envelope, in
// millimetres, the text as stroked centre lines of a pen font. The layout is the fit check's
// (`fitCard`: same composed text, same line breaks, same writable area) and the letters move
// exactly like the preview's (`handwritePage`, seeded with the recipient id): the preview
// turns each glyph about its origin on the baseline (SVG `<text rotate>`), and so does this.
// Logo and background images are printed, not written, so they do not appear here; the
// writing stays in `writableArea`, which already leaves the logo band free.
//
// Output is deterministic: no clock, no randomness except the seeded one, coordinates
// rounded to 1 µm, so the same input gives the same bytes.
//
// Ink may leave the writable area by up to about 1.4 mm: the layout measures advance widths
// and line boxes, not ink, and the natural variation adds slope and jitter (the tests bound
// both). That is accepted: the writable area keeps margins of several millimetres to the
// sheet's edge (canvasGeometry.ts), so the pen never leaves the card.

/** Line width of the pen (a 0.4 mm fineliner); the SVG's `stroke-width`. */
export const DEFAULT_PEN_WIDTH_MM = 0.4;

/** One pen-down stroke on the page: mm, origin at the page's top-left corner, y down. */
export interface PenStroke {
  points: Point[];
  /** The character it belongs to: `line.character` (0-based indexes into the layout's lines). */
  glyph: string;
  char: string;
}

export interface PenDrawing {
  widthMm: number;
  heightMm: number;
  /** Where the text was laid out (page coordinates). */
  area: WritableArea;
  layout: TextLayout;
  /** In drawing order (nearest neighbour from the page origin). */
  strokes: PenStroke[];
  penDownMm: number;
  penUpMm: number;
}

export type PenWritingProblem =
  | { code: 'overflow'; line: number; text: string }
  | { code: 'missingCharacters'; characters: string[] }
  | { code: 'noSuchPage'; page: PageIndex };

/** The robot must not write a card that does not fit or that it cannot write completely. */
export class PenWritingError extends Error {
  override name = 'PenWritingError';
  constructor(readonly problem: PenWritingProblem) {
    super(
      problem.code === 'overflow'
        ? `Text passt nicht: Zeile ${problem.line} („${problem.text}“) läuft über den Schreibbereich.`
        : problem.code === 'missingCharacters'
          ? `Die Stiftschrift kann diese Zeichen nicht schreiben: ${problem.characters.join(' ')}`
          : `Diese Karte hat keine Seite ${problem.page}.`,
    );
  }
}

export interface PenDrawingOptions {
  /** The preview's jitter (default `DEFAULT_HANDWRITING_STYLE`). */
  style?: HandwritingStyle;
  /** Strokes may be drawn backwards when that saves travel (default true). */
  allowReverse?: boolean;
}

export interface CardPenInput extends PenDrawingOptions {
  font: PenFont;
  settings: FitSettings;
  recipient: Recipient;
  /** The page to write; default the canvas kind's primary page. */
  page?: PageIndex;
}

function refuse(layout: TextLayout) {
  if (layout.missingCharacters.length > 0)
    throw new PenWritingError({
      code: 'missingCharacters',
      characters: layout.missingCharacters,
    });
  if (layout.overflowAt)
    throw new PenWritingError({
      code: 'overflow',
      line: layout.overflowAt.line,
      text: layout.overflowAt.text,
    });
}

/** The glyphs of a laid-out page as page strokes, in reading order (not yet ordered). */
export function layoutStrokes(
  font: PenFont,
  layout: Pick<TextLayout, 'lines'>,
  area: Pick<WritableArea, 'xMm' | 'yMm'>,
  seed: string,
  page: number,
  style: HandwritingStyle = DEFAULT_HANDWRITING_STYLE,
): PenStroke[] {
  const placements = handwritePage(penLayoutFont(font), layout, seed, page, style);
  const strokes: PenStroke[] = [];
  layout.lines.forEach((line, l) => {
    const scale = line.fontSizeMm / font.unitsPerEm;
    (placements[l] ?? []).forEach((placement, i) => {
      const glyph = font.glyphs.get(placement.char);
      if (!glyph || glyph.strokes.length === 0) return;
      const angle = (placement.rotationDeg * Math.PI) / 180;
      const cos = Math.cos(angle);
      const sin = Math.sin(angle);
      const originX = area.xMm + placement.xMm;
      const originY = area.yMm + placement.baselineMm;
      for (const stroke of glyph.strokes) {
        strokes.push({
          glyph: `${l}.${i}`,
          char: placement.char,
          points: stroke.map((point) => {
            // Font units have y up; the page has y down. SVG's rotate(θ) turns clockwise
            // on screen, as `<text rotate>` does.
            const x = point.x * scale;
            const y = -point.y * scale;
            return { x: originX + x * cos - y * sin, y: originY + x * sin + y * cos };
          }),
        });
      }
    });
  });
  return strokes;
}

function drawing(
  size: { widthMm: number; heightMm: number },
  area: WritableArea,
  layout: TextLayout,
  strokes: PenStroke[],
  allowReverse: boolean,
): PenDrawing {
  const tour = strokeTour(
    strokes.map((stroke) => stroke.points),
    { allowReverse },
  );
  const ordered = tour.map(({ index, reversed }) => {
    const stroke = strokes[index] as PenStroke;
    return reversed ? { ...stroke, points: [...stroke.points].reverse() } : stroke;
  });
  const points = ordered.map((stroke) => stroke.points);
  return {
    widthMm: size.widthMm,
    heightMm: size.heightMm,
    area,
    layout,
    strokes: ordered,
    penDownMm: penDownLength(points),
    penUpMm: penUpLength(points),
  };
}

function pageDrawing(
  input: CardPenInput,
  fit: ReturnType<typeof fitCard>,
  index: PageIndex,
): PenDrawing {
  const { font, settings, recipient } = input;
  const page = fit.pages.find((candidate) => candidate.index === index);
  if (!page) throw new PenWritingError({ code: 'noSuchPage', page: index });
  refuse(page.layout);
  const area = writableArea(settings.canvas, index, settings.hasLogo);
  const strokes = layoutStrokes(font, page.layout, area, recipient.id, index, input.style);
  return drawing(settings.canvas, area, page.layout, strokes, input.allowReverse ?? true);
}

/**
 * One card page as pen strokes. Throws `PenWritingError` when the page does not fit or the
 * font lacks a character (the fit check refuses such orders before; this is the last guard).
 */
export function penCardPage(input: CardPenInput): PenDrawing {
  const fit = fitCard(penLayoutFont(input.font), input.settings, input.recipient);
  return pageDrawing(input, fit, input.page ?? PRIMARY_PAGE[input.settings.canvas.kind]);
}

/**
 * Every page of the card that has writing, in page order, as drawings (one `fitCard` for
 * all of them). See `cardSvgs`.
 */
export function penCardPages(
  input: Omit<CardPenInput, 'page'>,
): { page: PageIndex; drawing: PenDrawing }[] {
  const fit = fitCard(penLayoutFont(input.font), input.settings, input.recipient);
  return fit.pages
    .filter((page) => page.layout.lines.some((line) => line.text.trim() !== ''))
    .map((page) => ({ page: page.index, drawing: pageDrawing(input, fit, page.index) }));
}

/** A coordinate rounded to 1 µm, written without trailing zeros (`12.5`, `-0.031`, `3`). */
export function fmt(value: number): string {
  const micro = Math.round(value * 1000);
  if (micro === 0) return '0';
  const negative = micro < 0;
  const abs = negative ? -micro : micro;
  const whole = Math.floor(abs / 1000);
  let fraction = abs - whole * 1000;
  let text = negative ? `-${whole}` : `${whole}`;
  if (fraction !== 0) {
    let digits = fraction < 10 ? `00${fraction}` : fraction < 100 ? `0${fraction}` : `${fraction}`;
    while (fraction % 10 === 0) {
      fraction /= 10;
      digits = digits.slice(0, -1);
    }
    text += `.${digits}`;
  }
  return text;
}

const textEncoder = new TextEncoder();

/** Decimal digits of a non-negative integer. */
function digitCount(value: number): number {
  let count = 1;
  for (let power = 10; power <= value; power *= 10) count += 1;
  return count;
}

/**
 * The SVG's bytes are written straight into a byte buffer (the SVG is ASCII): a postcard side
 * has ~2,000 coordinates, and formatting each into a string and joining them was the largest
 * cost of the production ZIP (docs/pen-fonts.md, "Performance"). One scratch buffer is reused
 * (the code is synchronous), each SVG is copied out once.
 */
class AsciiWriter {
  private bytes: Uint8Array;
  length = 0;

  constructor(capacity: number) {
    this.bytes = new Uint8Array(capacity);
  }

  reset(capacity: number) {
    if (this.bytes.length < capacity) this.bytes = new Uint8Array(capacity);
    this.length = 0;
  }

  private room(more: number) {
    if (this.length + more <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + more));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  /** Text; the rare character beyond ASCII as UTF-8. */
  text(value: string) {
    this.room(value.length);
    const { bytes } = this;
    let at = this.length;
    for (let i = 0; i < value.length; i += 1) {
      const code = value.charCodeAt(i);
      if (code >= 128) {
        this.length = at;
        return this.utf8(value.slice(i));
      }
      bytes[at++] = code;
    }
    this.length = at;
  }

  private utf8(value: string) {
    const encoded = textEncoder.encode(value);
    this.room(encoded.length);
    this.bytes.set(encoded, this.length);
    this.length += encoded.length;
  }

  byte(code: number) {
    this.room(1);
    this.bytes[this.length++] = code;
  }

  /** Exactly `fmt(value)`. */
  coordinate(value: number) {
    const micro = Math.round(value * 1000);
    const abs = micro < 0 ? -micro : micro;
    // NaN, infinities and anything beyond 2 km as `fmt` writes them.
    if (!(abs < 2147483648)) return this.text(fmt(value));
    if (micro === 0) return this.byte(48);
    this.room(13);
    const { bytes } = this;
    if (micro < 0) bytes[this.length++] = 45;
    // Below 2^31: integer arithmetic.
    const int = abs | 0;
    let whole = (int / 1000) | 0;
    const fraction = int - whole * 1000;
    let at = this.length + digitCount(whole);
    this.length = at;
    do {
      const rest = (whole / 10) | 0;
      bytes[--at] = 48 + whole - rest * 10;
      whole = rest;
    } while (whole > 0);
    if (fraction === 0) return;
    const hundreds = (fraction / 100) | 0;
    const tens = ((fraction / 10) | 0) - hundreds * 10;
    const ones = fraction - hundreds * 100 - tens * 10;
    bytes[this.length++] = 46;
    bytes[this.length++] = 48 + hundreds;
    if (tens === 0 && ones === 0) return;
    bytes[this.length++] = 48 + tens;
    if (ones !== 0) bytes[this.length++] = 48 + ones;
  }

  /** A copy of what was written. */
  take(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}

const writer = new AsciiWriter(64 * 1024);
const PATH_START = '<path data-glyph="';
const PATH_D = '" d="';
const PATH_END = '"/>\n';
const M = 77;
const L = 76;
const SPACE = 32;

/**
 * The SVG the robot plots, as UTF-8 (ASCII) bytes — exactly `drawingSvg`'s text. The
 * production ZIP uses this; `drawingSvg` decodes it.
 */
export function drawingSvgBytes(
  drawing: PenDrawing,
  penWidthMm = DEFAULT_PEN_WIDTH_MM,
): Uint8Array {
  const seconds = estimateWritingSeconds({
    penDownMm: drawing.penDownMm,
    penUpMm: drawing.penUpMm,
    strokeCount: drawing.strokes.length,
  });
  let points = 0;
  for (const stroke of drawing.strokes) points += stroke.points.length;
  writer.reset(1024 + drawing.strokes.length * 40 + points * 20);
  writer.text(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${fmt(drawing.widthMm)}mm" height="${fmt(drawing.heightMm)}mm"` +
      ` viewBox="0 0 ${fmt(drawing.widthMm)} ${fmt(drawing.heightMm)}"` +
      ` data-pen-down-mm="${fmt(drawing.penDownMm)}" data-pen-up-mm="${fmt(drawing.penUpMm)}"` +
      ` data-strokes="${drawing.strokes.length}" data-writing-seconds="${seconds.toFixed(1)}">\n` +
      `<g fill="none" stroke="#000" stroke-width="${fmt(penWidthMm)}" stroke-linecap="round" stroke-linejoin="round">\n`,
  );
  for (const stroke of drawing.strokes) {
    writer.text(PATH_START);
    writer.text(stroke.glyph);
    writer.text(PATH_D);
    let first = true;
    for (const point of stroke.points) {
      writer.byte(first ? M : L);
      first = false;
      writer.coordinate(point.x);
      writer.byte(SPACE);
      writer.coordinate(point.y);
    }
    writer.text(PATH_END);
  }
  writer.text('</g>\n</svg>\n');
  return writer.take();
}

const utf8 = new TextDecoder();

/**
 * The SVG the robot plots: `width`/`height` in mm, `viewBox` = the sheet in mm, one `<path>`
 * per stroke in drawing order (`data-glyph` = line.character of the layout). The root carries
 * `data-pen-down-mm`, `data-pen-up-mm`, `data-strokes` and `data-writing-seconds`
 * (`estimateWritingSeconds`).
 */
export function drawingSvg(drawing: PenDrawing, penWidthMm = DEFAULT_PEN_WIDTH_MM): string {
  return utf8.decode(drawingSvgBytes(drawing, penWidthMm));
}

/** The SVG of one card page (default: the primary page). See `penCardPage`, `drawingSvg`. */
export function cardSvg(input: CardPenInput & { penWidthMm?: number }): string {
  return drawingSvg(penCardPage(input), input.penWidthMm);
}

/**
 * Every page of the card that has writing, in page order, each as its own SVG of the page
 * size (a folded card's inside pages are two sheets of `canvas` size: the robot writes the
 * right page offset by the card's width on the open card).
 */
export function cardSvgs(
  input: Omit<CardPenInput, 'page'> & { penWidthMm?: number },
): { page: PageIndex; svg: string }[] {
  return penCardPages(input).map(({ page, drawing }) => ({
    page,
    svg: drawingSvg(drawing, input.penWidthMm),
  }));
}

// --- Envelopes --------------------------------------------------------------------------

export interface EnvelopeFormat {
  name: 'C6' | 'DL' | 'C5' | 'C4';
  widthMm: number;
  heightMm: number;
}

/** DIN 678 envelope sizes, landscape, smallest first. */
export const ENVELOPE_FORMATS: readonly EnvelopeFormat[] = [
  { name: 'C6', widthMm: 162, heightMm: 114 },
  { name: 'DL', widthMm: 220, heightMm: 110 },
  { name: 'C5', widthMm: 229, heightMm: 162 },
  { name: 'C4', widthMm: 324, heightMm: 229 },
];

/** Play the card needs in its envelope, in each direction (to slide it in). */
export const ENVELOPE_PLAY_MM = 5;

/**
 * The envelope a canvas goes out in: a letter (A4) is folded in three into a DL envelope;
 * everything else takes the smallest DIN envelope it fits in with `ENVELOPE_PLAY_MM` play
 * (A6 postcard and A6 folded card → C6, DIN lang card → DL, A5 folded card → C5). A folded
 * card's canvas is its closed size, so that is what goes in.
 */
export function envelopeFormatFor(
  canvas: Pick<Canvas, 'kind' | 'widthMm' | 'heightMm'>,
): EnvelopeFormat {
  if (canvas.kind === 'letter') return ENVELOPE_FORMATS[1] as EnvelopeFormat;
  const long = Math.max(canvas.widthMm, canvas.heightMm) + ENVELOPE_PLAY_MM;
  const short = Math.min(canvas.widthMm, canvas.heightMm) + ENVELOPE_PLAY_MM;
  return (
    ENVELOPE_FORMATS.find((format) => format.widthMm >= long && format.heightMm >= short) ??
    (ENVELOPE_FORMATS[ENVELOPE_FORMATS.length - 1] as EnvelopeFormat)
  );
}

/**
 * Where the address is written on an envelope: the lower right, clear of the stamp zone
 * (Deutsche Post: top 40 mm, right 74 mm) and 15 mm from the right and bottom edges. The
 * block starts at 45 % of the width and 45 % of the height (C6: 72.9 × 51.3 mm from the top
 * left, 74.1 × 47.7 mm large: six lines at medium size).
 */
export function addressArea(format: Pick<EnvelopeFormat, 'widthMm' | 'heightMm'>): WritableArea {
  const xMm = Math.round(format.widthMm * 0.45 * 10) / 10;
  const yMm = Math.max(40, Math.round(format.heightMm * 0.45 * 10) / 10);
  return { xMm, yMm, widthMm: format.widthMm - 15 - xMm, heightMm: format.heightMm - 15 - yMm };
}

/**
 * The address block, DIN 5008 order: company, name (with academic title), street, second
 * line, postal code and city, and the country in capitals when it is not Germany. Empty
 * lines are left out.
 */
export function addressLines(recipient: Recipient): string[] {
  const name = [recipient.title, recipient.firstName, recipient.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const { line1, line2, postalCode, city, country } = recipient.address;
  const code = country.trim().toUpperCase();
  return [
    recipient.company,
    name,
    line1,
    line2,
    [postalCode, city]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' '),
    code && code !== 'DE' ? (countryRule(code)?.name ?? code).toUpperCase() : '',
  ]
    .map((line) => line.trim())
    .filter(Boolean);
}

export interface EnvelopePenInput extends PenDrawingOptions {
  font: PenFont;
  recipient: Recipient;
  canvas: Pick<Canvas, 'kind' | 'widthMm' | 'heightMm'>;
  envelope: Envelope;
  /** Default medium, whatever the card uses: an address should be plain to read. */
  textSize?: TextSize;
}

/**
 * The envelope's address as pen strokes, or null for a blank envelope ("no address
 * printed"). Seeded with `<recipient id>:envelope`. Throws `PenWritingError` like the card.
 */
export function penEnvelope(input: EnvelopePenInput): PenDrawing | null {
  if (input.envelope === 'blank') return null;
  const format = envelopeFormatFor(input.canvas);
  const area = addressArea(format);
  const layout = layoutPage({
    font: penLayoutFont(input.font),
    textSize: input.textSize ?? 'medium',
    area,
    heading: '',
    body: addressLines(input.recipient).join('\n'),
  });
  refuse(layout);
  const seed = `${input.recipient.id}:envelope`;
  const strokes = layoutStrokes(input.font, layout, area, seed, 0, input.style);
  return drawing(format, area, layout, strokes, input.allowReverse ?? true);
}

/** The envelope SVG (size of `envelopeFormatFor(canvas)`), or null for a blank envelope. */
export function envelopeSvg(input: EnvelopePenInput & { penWidthMm?: number }): string | null {
  const envelope = penEnvelope(input);
  return envelope ? drawingSvg(envelope, input.penWidthMm) : null;
}
