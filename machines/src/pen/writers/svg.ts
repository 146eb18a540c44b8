import { type WritableArea, writableArea, PRIMARY_PAGE } from '../configurator/canvasGeometry.ts';
import { layoutEnvelope } from '../configurator/envelopeLayout.ts';
import { type FitSettings, fitCard } from '../configurator/fitCheck.ts';
import type { Recipient } from '../configurator/recipientSchema.ts';
import type { Canvas, PageIndex } from '../configurator/schema.ts';
import type { TextLayout } from '../configurator/textLayout.ts';
import type { Envelope, TextSize } from '../configurator/vocabulary.ts';
import { AsciiWriter, fmt } from './asciiWriter.ts';
import { clearLines } from './lineClearance.ts';
import { type PenFont, penLayoutFont } from './penFont.ts';
import {
  estimateWritingSeconds,
  penDownLength,
  penTravelLength,
  strokeTour,
} from './strokeOrder.ts';
import {
  DEFAULT_PEN_VARIATION,
  type PenStroke,
  type PenVariation,
  variedStrokes,
} from './variation.ts';

export { fmt } from './asciiWriter.ts';
export {
  DEFAULT_PEN_VARIATION,
  NO_VARIATION,
  type PenStroke,
  type PenVariation,
} from './variation.ts';

// What the robot writes (issue 12): one SVG per written card side and one per envelope, in
// millimetres, the text as stroked centre lines of a pen font. The layout is the fit check's
// (`fitCard`: same composed text, same line breaks, same writable area) and the letters move
// with the natural variation of variation.ts (issue 30), seeded per card: production seeds
// with the order and card number, the configurator's preview with the card's index. Where
// two lines' ink then comes within 0.45 mm, lineClearance.ts shortens the letters that meet
// (issue 38); no line break changes.
// Logo and background images are printed, not written, so they do not appear here; the
// writing stays in `writableArea`, which already leaves the logo band free.
//
// Output is deterministic: no clock, no randomness except the seeded one, coordinates
// rounded to 1 µm, so the same input gives the same bytes.
//
// Ink may leave the writable area by a fraction of a millimetre where a glyph's ink stands
// out of its advance box (the layout measures advance widths and line boxes, not ink); the
// variation never adds to that (variation.ts). The writable area keeps margins of several
// millimetres to the sheet's edge (canvasGeometry.ts), so the pen never leaves the card.

/** Line width of the pen (a 0.4 mm fineliner); the SVG's `stroke-width`. */
export const DEFAULT_PEN_WIDTH_MM = 0.4;

export interface PenDrawing {
  widthMm: number;
  heightMm: number;
  /** Where the text was laid out (page coordinates). */
  area: WritableArea;
  layout: TextLayout;
  /** In drawing order (nearest neighbour from the page origin). */
  strokes: PenStroke[];
  penDownMm: number;
  /** Pen-up travel from home (the sheet's bottom-left corner) through the strokes and back. */
  penUpMm: number;
}

export type PenWritingProblem =
  | { code: 'overflow'; line: number; text: string }
  | { code: 'missingCharacters'; characters: string[] }
  | { code: 'addressLineTooLong'; text: string }
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
          : problem.code === 'addressLineTooLong'
            ? `Die Adresszeile „${problem.text}“ ist zu lang für das Adressfeld des Umschlags.`
            : `Diese Karte hat keine Seite ${problem.page}.`,
    );
  }
}

export interface PenDrawingOptions {
  /** The natural variation's limits (default `DEFAULT_PEN_VARIATION`). */
  variation?: PenVariation;
  /**
   * The variation's seed (default the recipient id). Production: `<order number>:<card n>`;
   * the configurator's preview: `vorschau:<card index>`.
   */
  seed?: string;
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
  area: WritableArea,
  seed: string,
  page: number,
  variation: PenVariation = DEFAULT_PEN_VARIATION,
): PenStroke[] {
  const strokes = variedStrokes(font, layout, area, seed, page, variation);
  clearLines(font, layout, area, strokes);
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
    // Home is the plotter files' origin, the sheet's bottom-left corner (gcode.ts).
    penUpMm: penTravelLength(points, { x: 0, y: size.heightMm }),
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
  const seed = input.seed ?? recipient.id;
  const strokes = layoutStrokes(font, page.layout, area, seed, index, input.variation);
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

// The envelope's layout is shared with the writing check (configurator/envelopeLayout.ts).
export {
  addressArea,
  addressLines,
  addressZone,
  ENVELOPE_FORMATS,
  ENVELOPE_PLAY_MM,
  envelopeFormatFor,
  type EnvelopeFormat,
} from '../configurator/envelopeLayout.ts';

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
  const { format, area, layout, tooLong } = layoutEnvelope({
    font: penLayoutFont(input.font),
    canvas: input.canvas,
    recipient: input.recipient,
    ...(input.textSize ? { textSize: input.textSize } : {}),
  });
  if (layout.missingCharacters.length === 0 && tooLong[0] !== undefined)
    throw new PenWritingError({ code: 'addressLineTooLong', text: tooLong[0] });
  refuse(layout);
  const seed = `${input.seed ?? input.recipient.id}:envelope`;
  const strokes = layoutStrokes(input.font, layout, area, seed, 0, input.variation);
  return drawing(format, area, layout, strokes, input.allowReverse ?? true);
}

/** The envelope SVG (size of `envelopeFormatFor(canvas)`), or null for a blank envelope. */
export function envelopeSvg(input: EnvelopePenInput & { penWidthMm?: number }): string | null {
  const envelope = penEnvelope(input);
  return envelope ? drawingSvg(envelope, input.penWidthMm) : null;
}
