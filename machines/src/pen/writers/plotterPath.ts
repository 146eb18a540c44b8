import { hypot } from '../strokes/strokeOrder.ts';
import type { Point } from '../glyphs/pathData.ts';

// The points a plotter file (G-code, HPGL) moves through (issue 38). The glyphs' curves are
// sampled so that the line stays within 0.003 mm of the curve (glyphCurves.ts): on gentle
// curves that leaves pieces of up to a few tenths of a millimetre. A plotter's controller
// plans its motion segment by segment, so the files move in pieces of at most 0.2 mm along
// curves: a longer piece of a curve gets points in between on the centripetal Catmull-Rom
// through it and its neighbours — the same kind of curve the glyph came from, within a
// fraction of the tolerance of it. Straight parts stay one move: a piece that meets its
// neighbours in line (within 1°), at a corner (over 60°) or at the stroke's end on both
// sides, or is longer than any piece of a curve is (`PLOTTER_STRAIGHT_MM`). Every point of the SVG is kept, so the plotter draws the SVG's line.

/** Longest move along a curve, mm. */
export const PLOTTER_MAX_CURVE_SEGMENT_MM = 0.2;
/**
 * A piece longer than this is a straight part of a letter: the glyphs' curves are sampled
 * within 0.003 mm at the largest size (glyphCurves.ts), so a piece of a curve this long would
 * lie on a circle of over 30 mm radius at „mittel“ — no letter has one.
 */
export const PLOTTER_STRAIGHT_MM = 0.75;
/** A turn above this (degrees) is a corner: the curve does not run on through it. */
const CORNER_DEG = 60;
/** Below this turn (degrees) a piece runs on in line with its neighbour. */
const IN_LINE_DEG = 1;

const DEG = 180 / Math.PI;

function turn(a: Point, b: Point, c: Point): number {
  const ax = b.x - a.x;
  const ay = b.y - a.y;
  const bx = c.x - b.x;
  const by = c.y - b.y;
  return Math.abs(Math.atan2(ax * by - ay * bx, ax * bx + ay * by)) * DEG;
}

/** Scratch for the points between two stroke points (x, y pairs). */
let between = new Float64Array(128);

/**
 * Calls `visit` with every point the plotter moves through for one stroke, in order (the
 * stroke's own points and the ones between them). No array is made: the writers are hot.
 */
export function forEachPlotterPoint(
  stroke: readonly Point[],
  visit: (x: number, y: number, index: number) => void,
  maxMm = PLOTTER_MAX_CURVE_SEGMENT_MM,
): void {
  let index = 0;
  const n = stroke.length;
  if (n === 0) return;
  const first = stroke[0] as Point;
  visit(first.x, first.y, index++);
  for (let i = 1; i < n; i += 1) {
    const p1 = stroke[i - 1] as Point;
    const p2 = stroke[i] as Point;
    const length = hypot(p2.x - p1.x, p2.y - p1.y);
    if (length > maxMm && length <= PLOTTER_STRAIGHT_MM) {
      const before = stroke[i - 2];
      const after = stroke[i + 1];
      const turnBefore = before ? turn(before, p1, p2) : 0;
      const turnAfter = after ? turn(p1, p2, after) : 0;
      if (
        (turnBefore > IN_LINE_DEG && turnBefore <= CORNER_DEG) ||
        (turnAfter > IN_LINE_DEG && turnAfter <= CORNER_DEG)
      ) {
        // Beyond a corner or the stroke's end the curve leaves along this piece (mirrored
        // neighbour), so corners stay corners.
        const p0 =
          before && turnBefore <= CORNER_DEG ? before : { x: 2 * p1.x - p2.x, y: 2 * p1.y - p2.y };
        const p3 =
          after && turnAfter <= CORNER_DEG ? after : { x: 2 * p2.x - p1.x, y: 2 * p2.y - p1.y };
        // Equal steps of the spline's parameter; one more until no piece is too long
        // (the parameter does not run at an even speed).
        let pieces = Math.ceil(length / maxMm);
        while (!sampleBetween(p0, p1, p2, p3, pieces, maxMm) && pieces < 16) pieces += 1;
        keepNearChord(p1, p2, length, pieces - 1);
        for (let k = 0; k < pieces - 1; k += 1)
          visit(between[2 * k] as number, between[2 * k + 1] as number, index++);
      }
    }
    visit(p2.x, p2.y, index++);
  }
}

/** How far a point between two SVG points may leave the SVG's straight piece, mm: 0.01 less HPGL's rounding to 0.025 mm units (up to 0.018 mm across). */
export const PLOTTER_MAX_OFFSET_MM = 0.004;

/**
 * Pulls the points in `between` towards the chord p1→p2 so none is further than
 * `PLOTTER_MAX_OFFSET_MM` from it. A letter bent by the clearance pass (lineClearance.ts) can
 * meet its neighbours at angles the spline overshoots; the plotter must still draw the line
 * the SVG and the preview show.
 */
function keepNearChord(p1: Point, p2: Point, length: number, count: number): void {
  const ux = (p2.x - p1.x) / length;
  const uy = (p2.y - p1.y) / length;
  let largest = 0;
  for (let k = 0; k < count; k += 1) {
    const dx = (between[2 * k] as number) - p1.x;
    const dy = (between[2 * k + 1] as number) - p1.y;
    largest = Math.max(largest, Math.abs(dx * uy - dy * ux));
  }
  if (largest <= PLOTTER_MAX_OFFSET_MM) return;
  const scale = PLOTTER_MAX_OFFSET_MM / largest;
  for (let k = 0; k < count; k += 1) {
    const dx = (between[2 * k] as number) - p1.x;
    const dy = (between[2 * k + 1] as number) - p1.y;
    const along = dx * ux + dy * uy;
    const across = (dx * uy - dy * ux) * scale;
    between[2 * k] = p1.x + along * ux + across * uy;
    between[2 * k + 1] = p1.y + along * uy - across * ux;
  }
}

/** The stroke's plotter points as an array (`forEachPlotterPoint`). */
export function plotterPoints(stroke: readonly Point[], maxMm = PLOTTER_MAX_CURVE_SEGMENT_MM) {
  const points: Point[] = [];
  forEachPlotterPoint(stroke, (x, y) => points.push({ x, y }), maxMm);
  return points;
}

/**
 * The `pieces - 1` points between p1 and p2 on the centripetal Catmull-Rom spline through
 * p0…p3 (Barry and Goldman's pyramid, knots spaced by the square root of the distances), at
 * equal parameter steps, into `between`; false when a piece is longer than `maxMm`.
 */
function sampleBetween(
  p0: Point,
  p1: Point,
  p2: Point,
  p3: Point,
  pieces: number,
  maxMm: number,
): boolean {
  if (between.length < 2 * pieces) between = new Float64Array(4 * pieces);
  const t1 = Math.sqrt(Math.max(hypot(p1.x - p0.x, p1.y - p0.y), 1e-12));
  const t2 = t1 + Math.sqrt(Math.max(hypot(p2.x - p1.x, p2.y - p1.y), 1e-12));
  const t3 = t2 + Math.sqrt(Math.max(hypot(p3.x - p2.x, p3.y - p2.y), 1e-12));
  let px = p1.x;
  let py = p1.y;
  for (let k = 1; k <= pieces; k += 1) {
    let x = p2.x;
    let y = p2.y;
    if (k < pieces) {
      const u = t1 + ((t2 - t1) * k) / pieces;
      const a1x = p0.x + ((p1.x - p0.x) * u) / t1;
      const a1y = p0.y + ((p1.y - p0.y) * u) / t1;
      const w2 = (u - t1) / (t2 - t1);
      const a2x = p1.x + (p2.x - p1.x) * w2;
      const a2y = p1.y + (p2.y - p1.y) * w2;
      const w3 = (u - t2) / (t3 - t2);
      const a3x = p2.x + (p3.x - p2.x) * w3;
      const a3y = p2.y + (p3.y - p2.y) * w3;
      const wb1 = u / t2;
      const b1x = a1x + (a2x - a1x) * wb1;
      const b1y = a1y + (a2y - a1y) * wb1;
      const wb2 = (u - t1) / (t3 - t1);
      const b2x = a2x + (a3x - a2x) * wb2;
      const b2y = a2y + (a3y - a2y) * wb2;
      x = b1x + (b2x - b1x) * w2;
      y = b1y + (b2y - b1y) * w2;
      between[2 * k - 2] = x;
      between[2 * k - 1] = y;
    }
    if (hypot(x - px, y - py) > maxMm) return false;
    px = x;
    py = y;
  }
  return true;
}
