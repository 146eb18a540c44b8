// Test helper: the pen's drawings and SVGs in the shapes the pen tests have always used
// (one page, all written pages, the envelope), each made by the one entry (pipeline.ts) and
// the SVG writer, as production and the preview make them. Never imported by library code.
import type { PageIndex } from '../../configurator/schema.ts';
import {
  type CardSideInput,
  type EnvelopeSideInput,
  penPipeline,
  type PenDrawing,
  writtenSides,
} from '../pipeline.ts';
import { drawingSvg } from '../writers/svg.ts';

export {
  addressArea,
  addressLines,
  addressZone,
  ENVELOPE_FORMATS,
  ENVELOPE_PLAY_MM,
  envelopeFormatFor,
  type EnvelopeFormat,
} from '../../configurator/envelopeLayout.ts';
export { layoutStrokes } from '../glyphs/placedGlyphs.ts';
export {
  DEFAULT_PEN_VARIATION,
  NO_VARIATION,
  type PenDrawing,
  type PenStroke,
  type PenVariation,
  PenWritingError,
} from '../pipeline.ts';
export { DEFAULT_PEN_WIDTH_MM, drawingSvg, drawingSvgBytes, fmt } from '../writers/svg.ts';

export type CardPenInput = Omit<CardSideInput, 'side' | 'fit'>;
export type EnvelopePenInput = Omit<EnvelopeSideInput, 'side'>;

/** One card page (default: the primary page) as pen strokes. */
export function penCardPage(input: CardPenInput): PenDrawing {
  return penPipeline({ ...input, side: 'card' });
}

/** Every page of the card that has writing, in page order. */
export function penCardPages(
  input: Omit<CardPenInput, 'page'>,
): { page: PageIndex; drawing: PenDrawing }[] {
  return writtenSides(input).map((side) => ({ page: side.page, drawing: penPipeline(side) }));
}

/** The envelope's address as pen strokes, or null for a blank envelope. */
export function penEnvelope(input: EnvelopePenInput): PenDrawing | null {
  return penPipeline({ ...input, side: 'envelope' });
}

/** The SVG of one card page. */
export function cardSvg(input: CardPenInput & { penWidthMm?: number }): string {
  return drawingSvg(penCardPage(input), input.penWidthMm);
}

/** Every written page's SVG, in page order. */
export function cardSvgs(
  input: Omit<CardPenInput, 'page'> & { penWidthMm?: number },
): { page: PageIndex; svg: string }[] {
  return penCardPages(input).map(({ page, drawing }) => ({
    page,
    svg: drawingSvg(drawing, input.penWidthMm),
  }));
}

/** The envelope SVG, or null for a blank envelope. */
export function envelopeSvg(input: EnvelopePenInput & { penWidthMm?: number }): string | null {
  const envelope = penEnvelope(input);
  return envelope ? drawingSvg(envelope, input.penWidthMm) : null;
}
