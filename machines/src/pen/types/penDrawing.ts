import type { WritableArea } from '../../configurator/canvasGeometry.ts';
import type { TextLayout } from '../../configurator/textLayout.ts';
import type { PenStroke } from './variationTypes.ts';

// What the pipeline hands a writer (docs/pen-fonts.md, "Pipeline"): one written side (a card
// page or an envelope) as placed strokes in drawing order, in millimetres on the sheet, with
// the lengths the writers print and the writing time is estimated from.

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
