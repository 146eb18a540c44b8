import type { PageIndex } from '../configurator/schema.ts';
import {
  type CardSideLayoutInput,
  cardLayout,
  cardSideLayout,
  type EnvelopeSideLayoutInput,
  envelopeSideLayout,
  writtenPages,
} from './layout/penLayout.ts';
import { layoutStrokes } from './glyphs/placedGlyphs.ts';
import type { PenVariation } from './glyphs/variation.ts';
import { penDrawing } from './strokes/penDrawing.ts';
import type { PenDrawing } from './types/penDrawing.ts';

// The pen pipeline's one entry (docs/pen-fonts.md, "Pipeline"). A written side — a card page
// or an envelope — goes
//
//   text → 1 layout (layout/: lines and glyph places, the fit check's own layout)
//        → 2 glyphs (glyphs/: font, composed marks, curves, variation, line clearance)
//        → 3 stroke order (strokes/: the order the pen draws them, lengths)
//        → a writer (writers/: SVG, G-code, HPGL), chosen by the caller.
//
// The configurator's preview, the dashboard's production sheet and production
// (apps/server/src/production/cardFiles.ts) call `penPipeline` once per side and hand the
// drawing to a writer; the fit check lays text out with `penLayoutFont`, the measure stage 1
// uses, so its verdict and the pen's lines are the same. Seeds: production
// `<order number>:<card n>`, the preview `vorschau:<card index>`, otherwise the recipient id;
// an envelope adds `:envelope`.
//
// Ink may leave the writable area by a fraction of a millimetre where a glyph's ink stands
// out of its advance box (the layout measures advance widths and line boxes, not ink); the
// variation never adds to that (variation.ts). The writable area keeps margins of several
// millimetres to the sheet's edge (canvasGeometry.ts), so the pen never leaves the card.

export interface PenDrawingOptions {
  /** The natural variation's limits (default `DEFAULT_PEN_VARIATION`). */
  variation?: PenVariation;
  /** Strokes may be drawn backwards when that saves travel (default true). */
  allowReverse?: boolean;
  /**
   * Draw a side the pen would refuse, strokes in reading order (the preview shows the lines
   * that fit and marks the rest). Never for the plotter: without it such a side throws
   * `PenWritingError`.
   */
  partial?: boolean;
}

/** A card page (default the canvas kind's primary page). */
export interface CardSideInput extends CardSideLayoutInput, PenDrawingOptions {
  side: 'card';
}

/** The card's envelope; a blank one ("no address printed") gives no drawing. */
export interface EnvelopeSideInput extends EnvelopeSideLayoutInput, PenDrawingOptions {
  side: 'envelope';
}

export type PenInput = CardSideInput | EnvelopeSideInput;

/**
 * One written side as the placed, ordered strokes a writer consumes (`drawingSvgBytes`,
 * `drawingGcodeBytes`, `drawingHpglBytes`). Throws `PenWritingError` when the side does not
 * fit or the font lacks a character (the fit check refuses such orders before; this is the
 * last guard), unless `partial`.
 */
export function penPipeline(input: CardSideInput): PenDrawing;
export function penPipeline(input: PenInput): PenDrawing | null;
export function penPipeline(input: PenInput): PenDrawing | null {
  const side = input.side === 'envelope' ? envelopeSideLayout(input) : cardSideLayout(input);
  if (!side) return null;
  const strokes = layoutStrokes(
    input.font,
    side.layout,
    side.area,
    side.seed,
    side.page,
    input.variation,
  );
  return penDrawing(side, strokes, {
    readingOrder: input.partial === true,
    ...(input.allowReverse === undefined ? {} : { allowReverse: input.allowReverse }),
  });
}

/**
 * The card's pages that have writing, in page order, each as the `penPipeline` input of that
 * side. The card is laid out once for all of them (a folded card's inside pages are two
 * sheets of the canvas's size: the robot writes the right page offset by the card's width on
 * the open card).
 */
export function writtenSides(
  input: Omit<CardSideInput, 'side' | 'page' | 'fit'>,
): (CardSideInput & { page: PageIndex })[] {
  const fit = cardLayout(input.font, input.settings, input.recipient);
  return writtenPages(fit).map((page) => ({ ...input, side: 'card', page, fit }));
}

// What callers need besides the entry: loading a pen font, the fit check's measure, the
// refusal and the drawing's types. Callers outside machines/src/pen use the pen only through
// this file and a writer (pipelineStages.test.ts checks that).
export { cardLayout, PenWritingError, type PenWritingProblem } from './layout/penLayout.ts';
export { penLayoutFont } from './layout/layoutFont.ts';
export { parsePenFont, PenFontError } from './glyphs/penFont.ts';
export { PEN_FONT_FILES, penFontFor, type PenFontFile } from './glyphs/fontPairing.ts';
export { DEFAULT_PEN_VARIATION, NO_VARIATION, type PenVariation } from './glyphs/variation.ts';
export type { PenDrawing } from './types/penDrawing.ts';
export type { PenFont, PenGlyph, Point } from './types/penTypes.ts';
export type { PenStroke } from './types/variationTypes.ts';
export { strokeOf, strokePoints } from './strokes/strokePoints.ts';
