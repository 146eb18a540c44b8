import type { Point } from '../types/penTypes.ts';
import type { FieldValues } from './formDivision.ts';
import { type Box, box } from './glyphGeometry.ts';

// The fields a letter with forms is bent by, as functions of a glyph point (font units, y
// up): the five form fields of allographs.ts (width, waist, extenders, bend, tail — the basis
// each occurrence's parameters multiply) and the warp of letterPlacement.ts (four bilinear
// corners and a bump in the middle, over the glyph's ink box). formBasis takes the basis at
// each point from here; formDivision.ts asks all of them how much they bend a piece.

/**
 * The warp's largest size, x-heights (letterPlacement.ts `letterShape`: `v.warp` x-heights at
 * the full variation); a test holds `DEFAULT_PEN_VARIATION.warp` at or below it.
 */
export const WARP_BOUND_X_HEIGHTS = 0.1;

/** Numbers `formFields` writes per point: the six of the basis, then the warp's five. */
export const FIELD_VALUES = 11;

export const smoothstep = (t: number) => (t >= 1 ? 1 : t <= 0 ? 0 : t * t * (3 - 2 * t));

/** Each point's distance along its stroke from the stroke's start. */
export function arcLengths(stroke: readonly Point[]): number[] {
  let s = 0;
  return stroke.map((p, i) => {
    const prev = stroke[i - 1];
    if (prev) s += Math.hypot(p.x - prev.x, p.y - prev.y);
    return s;
  });
}

/** The point `at` along the stroke (arc length from its start). */
function pointAlong(stroke: readonly Point[], lengths: readonly number[], at: number): Point {
  const i = lengths.findIndex((s) => s >= at);
  if (i <= 0) return stroke[Math.max(0, i)] as Point;
  const a = stroke[i - 1] as Point;
  const b = stroke[i] as Point;
  const from = lengths[i - 1] as number;
  const t = (lengths[i] as number) > from ? (at - from) / ((lengths[i] as number) - from) : 0;
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

/**
 * The fields of a glyph with ink (`strokes`, not empty, font units) whose x-height is `xHeight`;
 * `joined`: the form fields fade out near the entry and exit, so joins stay joined. Writes
 * width dx, waist dy, extenders dy, bend dx, tail dx and dy (per unit of each parameter), then
 * the weights of the warp's four corners and of its bump — only the first six when `out`
 * holds six.
 */
export function formFields(strokes: Point[][], xHeight: number, joined: boolean): FieldValues {
  const ink = box(strokes) as Box;
  const { left: minX, right: maxX, bottom, top } = ink;
  const first = strokes[0]?.[0] as Point;
  const lastIndex = strokes.length - 1;
  const lastStroke = strokes[lastIndex] as Point[];
  const last = lastStroke[lastStroke.length - 1] as Point;
  const lengths = arcLengths(lastStroke);
  const lastLength = lengths[lengths.length - 1] as number;
  // The tail: the last stroke's second half, scaled about the stroke's middle.
  const anchor = pointAlong(lastStroke, lengths, lastLength / 2);
  const cx = (minX + maxX) / 2;
  const ascender = top > xHeight * 1.15 ? top - xHeight : 0;
  const descender = bottom < -xHeight * 0.15 ? -bottom : 0;
  const width = maxX - minX;
  const height = top - bottom;
  const fade = xHeight * 0.35;
  return (x, y, s, along, out) => {
    let weight = 1;
    if (joined)
      weight = Math.min(
        smoothstep(Math.hypot(x - first.x, y - first.y) / fade),
        smoothstep(Math.hypot(x - last.x, y - last.y) / fade),
      );
    const band = y > 0 && y < xHeight ? Math.sin((Math.PI * y) / xHeight) ** 2 : 0;
    let extender = 0;
    if (ascender > 0 && y > xHeight) extender = (y - xHeight) ** 2 / ascender;
    if (descender > 0 && y < 0) extender = -(y * y) / descender;
    const bow = height > 0 ? Math.sin((Math.PI * (y - bottom)) / height) ** 2 : 0;
    const tail =
      s === lastIndex && lastLength > 0
        ? smoothstep((along - lastLength / 2) / (lastLength / 2))
        : 0;
    out[0] = weight * (x - cx);
    out[1] = weight * xHeight * band;
    out[2] = weight * extender;
    out[3] = weight * xHeight * bow;
    out[4] = weight * tail * (x - anchor.x);
    out[5] = weight * tail * (y - anchor.y);
    if (out.length < FIELD_VALUES) return;
    // The warp's bilinear corners and its bump, as letterPlacement.ts `placeStrokeXY` weighs them.
    const u = width > 0 ? (x - minX) / width : 0.5;
    const t = height > 0 ? (y - bottom) / height : 0.5;
    out[6] = (1 - u) * (1 - t);
    out[7] = u * (1 - t);
    out[8] = (1 - u) * t;
    out[9] = u * t;
    out[10] = 16 * u * (1 - u) * t * (1 - t);
  };
}
