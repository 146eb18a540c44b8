import type { Point } from '../types/penTypes.ts';

// The diacritic strokes the pen fonts lack, drawn once as centre lines and placed on a base
// glyph by composedGlyphs.ts. Shapes are in "mark units": 1 = the mark's height, x = 0 is the
// mark's centre, y = 0 its foot (the side that faces the letter). Marks below the letter
// (cedilla, ogonek) hang downwards from y = 0 to negative y.

export type MarkKind =
  | 'acute'
  | 'grave'
  | 'circumflex'
  | 'caron'
  | 'breve'
  | 'ring'
  | 'macron'
  | 'tilde'
  | 'doubleAcute'
  | 'cedilla'
  | 'ogonek';

/** Points through which a smooth curve passes, sampled as a Catmull-Rom spline. */
export function smoothCurve(points: readonly Point[], samplesPerSegment = 8): Point[] {
  if (points.length < 3) return points.map((p) => ({ ...p }));
  const out: Point[] = [{ ...(points[0] as Point) }];
  for (let i = 0; i < points.length - 1; i += 1) {
    const p0 = points[Math.max(0, i - 1)] as Point;
    const p1 = points[i] as Point;
    const p2 = points[i + 1] as Point;
    const p3 = points[Math.min(points.length - 1, i + 2)] as Point;
    for (let s = 1; s <= samplesPerSegment; s += 1) {
      const t = s / samplesPerSegment;
      const t2 = t * t;
      const t3 = t2 * t;
      const at = (a: number, b: number, c: number, d: number) =>
        0.5 *
        (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      out.push({ x: at(p0.x, p1.x, p2.x, p3.x), y: at(p0.y, p1.y, p2.y, p3.y) });
    }
  }
  return out;
}

function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): Point[] {
  const steps = Math.max(6, Math.ceil((Math.abs(to - from) / Math.PI) * 16));
  const points: Point[] = [];
  for (let s = 0; s <= steps; s += 1) {
    const a = from + ((to - from) * s) / steps;
    points.push({ x: cx + rx * Math.cos(a), y: cy + ry * Math.sin(a) });
  }
  return points;
}

const p = (x: number, y: number): Point => ({ x, y });

/** Each mark as strokes in mark units. */
export const MARK_SHAPES: Readonly<Record<MarkKind, readonly (readonly Point[])[]>> = {
  acute: [[p(-0.22, 0), p(0.28, 0.9)]],
  grave: [[p(-0.28, 0.9), p(0.22, 0)]],
  circumflex: [[p(-0.45, 0), p(0, 0.75), p(0.45, 0)]],
  caron: [[p(-0.45, 0.75), p(0, 0), p(0.45, 0.75)]],
  breve: [arc(0, 0.7, 0.45, 0.62, Math.PI, 2 * Math.PI)],
  ring: [arc(0, 0.38, 0.3, 0.36, 0, 2 * Math.PI)],
  macron: [[p(-0.5, 0.25), p(0.5, 0.25)]],
  tilde: [smoothCurve([p(-0.5, 0.1), p(-0.25, 0.45), p(0.02, 0.3), p(0.25, 0.12), p(0.5, 0.45)])],
  doubleAcute: [
    [p(-0.4, 0), p(-0.05, 0.85)],
    [p(0.1, 0), p(0.45, 0.85)],
  ],
  cedilla: [
    smoothCurve([
      p(0.02, 0),
      p(-0.06, -0.3),
      p(0.18, -0.38),
      p(0.22, -0.6),
      p(0, -0.72),
      p(-0.2, -0.66),
    ]),
  ],
  ogonek: [smoothCurve([p(0, 0), p(-0.24, -0.3), p(-0.18, -0.6), p(0.05, -0.72), p(0.22, -0.62)])],
};

/** The mark's strokes in font units: scaled by `size` (its height) and moved to `at`. */
export function placeMark(kind: MarkKind, at: Point, size: number, widthScale = 1): Point[][] {
  return MARK_SHAPES[kind].map((stroke) =>
    stroke.map((q) => ({ x: at.x + q.x * size * widthScale, y: at.y + q.y * size })),
  );
}
