import type { Point } from './pathData.ts';

// Pen strokes as smooth curves (issue 38). The shop's pen fonts are polylines with pieces of
// about 0.6–1 mm at reading size, so round letters were drawn as polygons and the plotter drew
// their corners (~30–50 visible kinks per 100 mm of ink). Here each glyph polyline becomes a
// curve once, when the font is loaded (`parsePenFont`), and is sampled finely enough for every
// text size: the SVG, G-code and HPGL writers, the preview and the fit check all take the
// glyph's points as they are, so they all follow the curve.
//
// - The curve is a centripetal Catmull-Rom spline through the font's points (it keeps the
//   letter's shape: it passes through every point; centripetal, so it neither loops nor
//   overshoots at uneven spacing).
// - Real corners stay corners: a point where the line turns by more than `cuspDeg` (the tip of
//   a 'v', the top of an 'r's stem) splits the stroke, and each side leaves the corner along
//   the font's own segment. So does a corner the font draws on purpose: two long straight
//   pieces meeting at `cornerDeg` or more (the foot of an 'L', the arms of an 'E').
// - Long pieces stay straight: a piece longer than three rounding lengths keeps its middle as
//   the font's straight line, and only its ends blend into the curve on either side.
// - Sampling: within `toleranceUnits` of the curve and no piece of a curve longer than
//   `maxSegmentUnits`; straight parts stay one segment.

export interface CurveOptions {
  /** Largest distance between the curve and its sampled polyline (font units). */
  toleranceUnits: number;
  /** Longest sampled segment in curved parts (font units); default unlimited. */
  maxSegmentUnits?: number;

  /**
   * A segment at least this long (font units) is a straight piece of the letter when it is
   * also at least twice as long as its neighbours: its middle stays straight.
   */
  straightUnits: number;
  /** How far a straight piece's ends blend into the curve on either side (font units). */
  roundingUnits: number;
  /** A turn above this (degrees) is a cusp: the stroke keeps its corner there. */
  cuspDeg: number;
  /** Two segments of straight length meeting at this turn or more keep their corner. */
  cornerDeg: number;
}

const DEG = 180 / Math.PI;

/** Turn at `b` from the direction a→b to b→c, degrees in [0, 180]. */
export function turnDeg(a: Point, b: Point, c: Point): number {
  const ax = b.x - a.x;
  const ay = b.y - a.y;
  const bx = c.x - b.x;
  const by = c.y - b.y;
  return Math.abs(Math.atan2(ax * by - ay * bx, ax * bx + ay * by)) * DEG;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** Does the line keep a corner at b (a cusp, or a corner the font draws on purpose)? */
function isCorner(a: Point, b: Point, c: Point, options: CurveOptions): boolean {
  const turn = turnDeg(a, b, c);
  if (turn > options.cuspDeg) return true;
  const long = options.straightUnits;
  return turn >= options.cornerDeg && distance(a, b) >= long && distance(b, c) >= long;
}

/** The stroke's pieces between its corners (a corner ends one piece and starts the next). */
function splitAtCorners(points: readonly Point[], options: CurveOptions): Point[][] {
  const pieces: Point[][] = [];
  let piece: Point[] = [points[0] as Point];
  for (let i = 1; i < points.length - 1; i += 1) {
    const b = points[i] as Point;
    piece.push(b);
    if (isCorner(points[i - 1] as Point, b, points[i + 1] as Point, options)) {
      pieces.push(piece);
      piece = [b];
    }
  }
  piece.push(points[points.length - 1] as Point);
  pieces.push(piece);
  return pieces;
}

/**
 * A straight piece (long, and at least twice as long as its neighbours) gets a point at the
 * rounding length from each end that meets a neighbour: between those the spline runs
 * through three points on one line, so it stays the font's straight line, and only the ends
 * blend into the curve. A long segment among others as long is part of a coarse curve and
 * is curved with them.
 */
function withStraightMiddles(piece: readonly Point[], options: CurveOptions): Point[] {
  if (piece.length < 3) return [...piece];
  const lengths = piece.slice(1).map((point, i) => distance(piece[i] as Point, point));
  const out: Point[] = [piece[0] as Point];
  for (let i = 1; i < piece.length; i += 1) {
    const a = piece[i - 1] as Point;
    const b = piece[i] as Point;
    const length = lengths[i - 1] as number;
    const before = lengths[i - 2] ?? 0;
    const after = lengths[i] ?? 0;
    if (length >= options.straightUnits && length >= 2 * before && length >= 2 * after) {
      const t = Math.min(options.roundingUnits, length / 3) / length;
      if (i > 1) out.push({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
      if (i < piece.length - 1) out.push({ x: b.x + (a.x - b.x) * t, y: b.y + (a.y - b.y) * t });
    }
    out.push(b);
  }
  return out;
}

/**
 * The centripetal Catmull-Rom spline through `points` as cubic Bézier control points (c1, c2
 * for each segment i → i + 1). The ends leave along their first and last segment (phantom
 * points mirrored), so a piece that starts at a corner keeps the font's direction there. A
 * closed loop (`closed`: the last point repeats the first) runs on round its start.
 */
function catmullRomControls(points: readonly Point[], closed = false): [Point, Point][] {
  const n = points.length;
  const at = (i: number): Point => {
    if (closed && i < 0) return points[n - 2] as Point;
    if (closed && i >= n) return points[i - n + 1] as Point;
    if (i < 0) {
      const p0 = points[0] as Point;
      const p1 = points[1] as Point;
      return { x: 2 * p0.x - p1.x, y: 2 * p0.y - p1.y };
    }
    if (i >= n) {
      const p0 = points[n - 1] as Point;
      const p1 = points[n - 2] as Point;
      return { x: 2 * p0.x - p1.x, y: 2 * p0.y - p1.y };
    }
    return points[i] as Point;
  };
  const controls: [Point, Point][] = [];
  for (let i = 0; i < n - 1; i += 1) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    // Yuksel et al., "Parameterization and applications of Catmull-Rom curves" (α = ½):
    // with d = |Δp|, the Bézier form uses d (= d^2α) and √d (= d^α).
    const d1 = Math.max(distance(p0, p1), 1e-12);
    const d2 = Math.max(distance(p1, p2), 1e-12);
    const d3 = Math.max(distance(p2, p3), 1e-12);
    const s1 = Math.sqrt(d1);
    const s2 = Math.sqrt(d2);
    const s3 = Math.sqrt(d3);
    const a = 2 * d1 + 3 * s1 * s2 + d2;
    const b = 3 * s1 * (s1 + s2);
    const c = 2 * d3 + 3 * s3 * s2 + d2;
    const e = 3 * s3 * (s3 + s2);
    controls.push([
      { x: (d1 * p2.x - d2 * p0.x + a * p1.x) / b, y: (d1 * p2.y - d2 * p0.y + a * p1.y) / b },
      { x: (d3 * p1.x - d2 * p3.x + c * p2.x) / e, y: (d3 * p1.y - d2 * p3.y + c * p2.y) / e },
    ]);
  }
  return controls;
}

function distanceToLine(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy);
  if (length === 0) return distance(p, a);
  return Math.abs((p.x - a.x) * dy - (p.y - a.y) * dx) / length;
}

/** Control points further than this from the chord (relative) make a curve, not a line. */
const STRAIGHT = 1e-9;

function cubicAt(p0: Point, p1: Point, p2: Point, p3: Point, t: number): Point {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return {
    x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
    y: a * p0.y + b * p1.y + c * p2.y + d * p3.y,
  };
}

/**
 * Appends the sampled cubic p0…p3 (without p0) to `out`: n pieces of equal parameter steps,
 * as few as keep every piece within the tolerance and no longer than the longest allowed.
 * (Equal steps instead of halving: halving gives pieces between half and all of the allowed
 * length, a third more points for the same smoothness.) A straight cubic is one segment.
 */
function sampleCubic(
  p0: Point,
  p1: Point,
  p2: Point,
  p3: Point,
  options: CurveOptions,
  out: Point[],
) {
  const chord = distance(p0, p3);
  const bend = Math.max(distanceToLine(p1, p0, p3), distanceToLine(p2, p0, p3));
  if (bend <= STRAIGHT * Math.max(chord, 1)) {
    out.push(p3);
    return;
  }
  // The control polygon is at least as long as the curve; a cubic's distance from its chord
  // is at most ¾ of its control points' and shrinks about with the square of the steps
  // (about: curves.test.ts measures up to 2.5 times the tolerance on the fonts, 0.0075 mm).
  const length = distance(p0, p1) + distance(p1, p2) + distance(p2, p3);
  const longest = options.maxSegmentUnits ?? Infinity;
  let n = Math.max(
    1,
    Math.ceil(length / longest),
    Math.ceil(Math.sqrt((0.75 * bend) / options.toleranceUnits)),
  );
  for (;;) {
    const points: Point[] = [];
    let previous = p0;
    let fits = true;
    for (let k = 1; k <= n && fits; k += 1) {
      const point = k === n ? p3 : cubicAt(p0, p1, p2, p3, k / n);
      if (distance(previous, point) > longest) fits = false;
      points.push(point);
      previous = point;
    }
    if (fits || n >= 4096) {
      out.push(...points);
      return;
    }
    n += 1;
  }
}

/** One piece (between corners) as its sampled curve, starting with its first point. */
function curvePiece(piece: readonly Point[], options: CurveOptions, closed = false): Point[] {
  const points = closed ? piece : withStraightMiddles(piece, options);
  const out: Point[] = [points[0] as Point];
  if (points.length < 3) {
    for (let i = 1; i < points.length; i += 1) out.push(points[i] as Point);
    return out;
  }
  const controls = catmullRomControls(points, closed);
  controls.forEach(([c1, c2], i) =>
    sampleCubic(points[i] as Point, c1, c2, points[i + 1] as Point, options, out),
  );
  return out;
}

/** Drops points that repeat the one before (a zero-length piece has no direction). */
function withoutRepeats(stroke: readonly Point[]): Point[] {
  const out: Point[] = [];
  for (const point of stroke) {
    const last = out[out.length - 1];
    if (!last || last.x !== point.x || last.y !== point.y) out.push(point);
  }
  return out;
}

/**
 * A polyline stroke as its smooth curve, sampled (font units in, font units out). A dot (one
 * point, or a stroke back onto its start) stays as it is.
 */
export function smoothStroke(stroke: readonly Point[], options: CurveOptions): Point[] {
  let points = withoutRepeats(stroke);
  if (points.length < 3) return stroke.map((point) => ({ x: point.x, y: point.y }));
  const first = points[0] as Point;
  const last = points[points.length - 1] as Point;
  if (points.length > 3 && first.x === last.x && first.y === last.y) {
    // A closed loop (an 'o', the dots of „ä“): round all the way unless it has a corner;
    // then it starts and ends at that corner, like an open stroke.
    const ring = points.slice(0, -1);
    const n = ring.length;
    const corner = ring.findIndex((point, i) =>
      isCorner(ring[(i + n - 1) % n] as Point, point, ring[(i + 1) % n] as Point, options),
    );
    if (corner < 0) return curvePiece(points, options, true).map((p) => ({ x: p.x, y: p.y }));
    points = [...ring.slice(corner), ...ring.slice(0, corner), ring[corner] as Point];
  }
  const out: Point[] = [];
  for (const piece of splitAtCorners(points, options)) {
    const sampled = curvePiece(piece, options);
    // Pieces share their corner point.
    out.push(...(out.length === 0 ? sampled : sampled.slice(1)));
  }
  return out.map((point) => ({ x: point.x, y: point.y }));
}
