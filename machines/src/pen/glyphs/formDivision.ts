import type { Point } from '../types/penTypes.ts';

// Where a letter with forms needs points of its own (issue 38; docs/pen-fonts.md, „Sixth
// round“). The forms, the warp and its bump are smooth fields over the glyph (formFields.ts),
// but not linear ones: a straight piece of the glyph comes out as a curve, and it needs
// points in between to bow smoothly. How many depends on how much the fields bend that
// piece: a stem under the „bend“ field bows by up to a quarter of the x-height, a bar the
// „bend“ only shifts sideways does not bend at all. Dividing every piece at one fine step (as
// before) gave a letter twice the points of its glyph, and every later stage — placing,
// spacing, ordering, writing, compressing — works per point.
//
// So each piece is divided just finely enough that, with every field at its largest, the
// drawn line turns by at most `maxTurn` at each added point, and never more finely than
// `maxStep` (the old uniform step). Every field is linear in its parameter, so the bent
// piece leaves its chord by at most d = the sum, over the fields, of the parameter's largest
// size times that field's own deviation from a straight line along the piece. A bow of d over
// a chord of length L turns by about 8d/L along it (a parabola's curvature is 8d/L²), so n
// equal parts turn by 8d/(nL) at each point.

/**
 * The fields' values at a point: writes `out[0 … weights.length)`. `stroke` is the stroke's
 * index, `along` the point's arc length from the stroke's start (font units).
 */
export type FieldValues = (
  x: number,
  y: number,
  stroke: number,
  along: number,
  out: Float64Array,
) => void;

/** Where along a piece its deviation is looked at: a hump peaks in the middle, an S-bend at the quarters. */
const PROBES = [0.25, 0.5, 0.75];

/**
 * The strokes with each straight piece divided into equal parts: as many as the fields'
 * bending needs (see the file's comment), at least one, at most `ceil(length / maxStep)`.
 * `weights[m]` is the largest size of field m's parameter; `maxTurn` in radians.
 */
export function dividedByFields(
  strokes: readonly Point[][],
  values: FieldValues,
  weights: readonly number[],
  maxTurn: number,
  maxStep: number,
): Point[][] {
  const m = weights.length;
  const atA = new Float64Array(m);
  const atB = new Float64Array(m);
  const atT = new Float64Array(m);
  return strokes.map((stroke, s) => {
    const out: Point[] = [];
    let along = 0;
    for (let i = 0; i < stroke.length; i += 1) {
      const b = stroke[i] as Point;
      const a = stroke[i - 1];
      if (a) {
        const length = Math.hypot(b.x - a.x, b.y - a.y);
        const most = Math.ceil(length / maxStep);
        let n = 1;
        if (most > 1) {
          values(a.x, a.y, s, along, atA);
          values(b.x, b.y, s, along + length, atB);
          let deviation = 0;
          for (const t of PROBES) {
            values(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, s, along + length * t, atT);
            let sum = 0;
            for (let j = 0; j < m; j += 1)
              sum +=
                (weights[j] as number) *
                Math.abs(
                  (atT[j] as number) - (1 - t) * (atA[j] as number) - t * (atB[j] as number),
                );
            if (sum > deviation) deviation = sum;
          }
          n = Math.min(most, Math.max(1, Math.ceil((8 * deviation) / (length * maxTurn))));
        }
        for (let k = 1; k < n; k += 1)
          out.push({ x: a.x + ((b.x - a.x) * k) / n, y: a.y + ((b.y - a.y) * k) / n });
        along += length;
      }
      out.push(b);
    }
    return out;
  });
}
