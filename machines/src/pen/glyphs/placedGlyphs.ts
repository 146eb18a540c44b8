import type { WritableArea } from '../../configurator/canvasGeometry.ts';
import type { TextLayout } from '../../configurator/textLayout.ts';
import type { PenFont } from '../types/penTypes.ts';
import { clearLines } from './lineClearance.ts';
import {
  DEFAULT_PEN_VARIATION,
  type PenStroke,
  type PenVariation,
  variedStrokes,
} from './variation.ts';

// Stage 2 of the pen pipeline (docs/pen-fonts.md, "Pipeline"): the laid-out lines become the
// glyphs' strokes on the page. The font (parsed, composed, curved: penFont.ts) gives each
// letter's shape; variation.ts moves and varies the letters (allographs, drift, joins),
// seeded per side; where two lines' ink then comes within 0.45 mm, lineClearance.ts shortens
// the letters that meet (issue 38) — no line break changes.

/** The glyphs of a laid-out side as page strokes, in reading order (not yet ordered). */
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
