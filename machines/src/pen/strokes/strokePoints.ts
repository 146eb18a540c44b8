import type { Point } from '../types/penTypes.ts';
import type { PenStroke } from '../types/variationTypes.ts';

// A stroke's flat coordinates (`PenStroke.xy`) for the callers that want point objects — the
// preview, the production sheet, the tests — and the few operations on them the pipeline
// shares.

/** The stroke's points as objects (a copy: changing them does not change the stroke). */
export function strokePoints(stroke: Pick<PenStroke, 'xy'>): Point[] {
  const { xy } = stroke;
  const points = new Array<Point>(xy.length / 2);
  for (let i = 0; i < points.length; i += 1)
    points[i] = { x: xy[2 * i] as number, y: xy[2 * i + 1] as number };
  return points;
}

/** A stroke made from point objects. */
export function strokeOf(glyph: string, char: string, points: readonly Point[]): PenStroke {
  const xy = new Float64Array(points.length * 2);
  points.forEach((p, i) => {
    xy[2 * i] = p.x;
    xy[2 * i + 1] = p.y;
  });
  return { glyph, char, xy };
}

/** The same points from the last to the first, written into `out` (as long as `xy`). */
export function reversedXY(xy: Float64Array, out: Float64Array): Float64Array {
  for (let i = 0, j = xy.length - 2; j >= 0; i += 2, j -= 2) {
    out[i] = xy[j] as number;
    out[i + 1] = xy[j + 1] as number;
  }
  return out;
}

/** The first and the last point (one for a one-point stroke, none for an empty one). */
export function strokeEnds(xy: Float64Array): Point[] {
  const n = xy.length;
  if (n === 0) return [];
  const first = { x: xy[0] as number, y: xy[1] as number };
  return n === 2 ? [first] : [first, { x: xy[n - 2] as number, y: xy[n - 1] as number }];
}
