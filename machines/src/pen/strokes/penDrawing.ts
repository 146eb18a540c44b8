import type { PenSideLayout } from '../layout/penLayout.ts';
import type { PenDrawing } from '../types/penDrawing.ts';
import type { PenStroke } from '../types/variationTypes.ts';
import { penDownLength, penTravelLengthXY, strokeTour } from './strokeOrder.ts';
import { reversedXY, strokeEnds } from './strokePoints.ts';

// Stage 3 of the pen pipeline (docs/pen-fonts.md, "Pipeline"): the placed strokes in the
// order the pen draws them (strokeOrder.ts: nearest neighbour from home, improved, strokes
// reversed where that saves travel), with the lengths every writer prints.

export interface StrokeOrderOptions {
  /** Strokes may be drawn backwards when that saves travel (default true). */
  allowReverse?: boolean;
  /** Keep reading order (the preview of a side the pen would refuse; never for the plotter). */
  readingOrder?: boolean;
}

/** A laid-out side's strokes as the drawing a writer consumes. */
export function penDrawing(
  side: PenSideLayout,
  strokes: PenStroke[],
  options: StrokeOrderOptions = {},
): PenDrawing {
  const ordered = options.readingOrder ? strokes : toured(strokes, options);
  const xys = ordered.map((stroke) => stroke.xy);
  return {
    widthMm: side.widthMm,
    heightMm: side.heightMm,
    area: side.area,
    layout: side.layout,
    strokes: ordered,
    penDownMm: penDownLength(xys),
    // Home is the plotter files' origin, the sheet's bottom-left corner (gcode.ts).
    penUpMm: penTravelLengthXY(xys, { x: 0, y: side.heightMm }),
  };
}

/**
 * The strokes in the tour's order, those drawn backwards reversed — all of them in one new
 * array (a card's ~100 reversed strokes were as many allocations outside the heap).
 */
function toured(strokes: readonly PenStroke[], options: StrokeOrderOptions): PenStroke[] {
  const tour = strokeTour(
    // The tour looks at the strokes' ends only.
    strokes.map((stroke) => strokeEnds(stroke.xy)),
    { allowReverse: options.allowReverse ?? true },
  );
  let length = 0;
  for (const { index, reversed } of tour)
    if (reversed) length += (strokes[index] as PenStroke).xy.length;
  const backwards = new Float64Array(length);
  let at = 0;
  return tour.map(({ index, reversed }) => {
    const stroke = strokes[index] as PenStroke;
    if (!reversed) return stroke;
    const xy = reversedXY(stroke.xy, backwards.subarray(at, at + stroke.xy.length));
    at += stroke.xy.length;
    return { ...stroke, xy };
  });
}
