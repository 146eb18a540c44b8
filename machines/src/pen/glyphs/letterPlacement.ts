import { BASIS_STRIDE, type FormParameters } from './allographs.ts';
import type { PenVariation } from '../types/variationTypes.ts';
import type { PenGlyph, Point } from '../types/penTypes.ts';
import type { LetterPoints } from './letterPoints.ts';

// One varied letter on the page (issue 30, issue 38): its random shape (`letterShape`), the
// glyph's strokes in its form (allographs.ts) warped, sized, slanted and turned
// (`placeStroke`), then held to the legibility guard (`keepLegible`) and its line box
// (`keepInBand`); `horizontalSpread` gives the letter's sides for optical spacing.
// Hot: ~1,000 points per card side, so the arithmetic is inlined and nothing but the points
// is allocated.

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export const emptyBox = (): Box => ({
  minX: Infinity,
  minY: Infinity,
  maxX: -Infinity,
  maxY: -Infinity,
});

const boxes = new WeakMap<PenGlyph, Box | null>();

/** The glyph's ink box in font units (y up), or null without ink. */
export function inkBox(glyph: PenGlyph): Box | null {
  let box = boxes.get(glyph);
  if (box !== undefined) return box;
  box = null;
  for (const stroke of glyph.strokes)
    for (const p of stroke) {
      if (!box) box = { minX: p.x, minY: p.y, maxX: p.x, maxY: p.y };
      else {
        if (p.x < box.minX) box.minX = p.x;
        if (p.x > box.maxX) box.maxX = p.x;
        if (p.y < box.minY) box.minY = p.y;
        if (p.y > box.maxY) box.maxY = p.y;
      }
    }
  boxes.set(glyph, box);
  return box;
}

const centres = new WeakMap<readonly Point[][], Point>();

/** Mean of the glyph's stroke points (font units): the centre the legibility guard uses. */
function glyphCentre(strokes: readonly Point[][]): Point {
  let centre = centres.get(strokes);
  if (!centre) {
    let x = 0;
    let y = 0;
    let n = 0;
    for (const stroke of strokes)
      for (const p of stroke) {
        x += p.x;
        y += p.y;
        n += 1;
      }
    centre = n > 0 ? { x: x / n, y: y / n } : { x: 0, y: 0 };
    centres.set(strokes, centre);
  }
  return centre;
}

/**
 * A letter's deformation, mm and radians: the warp's four corner and one centre vector,
 * size (about `pivot`, mm right of the origin), slant (shear) and turn, and the form's
 * parameters (allographs.ts: width, waist, extenders, bend, tail).
 */
export interface LetterShape {
  corners: readonly number[];
  size: number;
  pivot: number;
  shear: number;
  cos: number;
  sin: number;
  form: Readonly<FormParameters>;
}

/**
 * The page points of one glyph stroke drawn with `shape` at origin (ox, oy), into `out` as
 * x, y, x, y, … from index `at` (room for twice the stroke's length; returned): a letter's
 * strokes (letterPoints.ts) and the legibility guard's probes of every candidate
 * (variationGuard.ts) allocate nothing.
 */
export function placeStrokeXY(
  stroke: readonly Point[],
  basis: Float64Array | undefined,
  ink: Box,
  scale: number,
  shape: LetterShape,
  ox: number,
  oy: number,
  out: Float64Array,
  at = 0,
): Float64Array {
  const w = ink.maxX - ink.minX;
  const h = ink.maxY - ink.minY;
  const invW = w > 0 ? 1 / w : 0;
  const invH = h > 0 ? 1 / h : 0;
  const c = shape.corners as number[];
  const { size, pivot, shear, cos, sin } = shape;
  // Indexed, not destructured: destructuring runs the array iterator on every stroke.
  const f = shape.form;
  const fw = f[0];
  const fm = f[1];
  const fa = f[2];
  const fb = f[3];
  const ft = f[4];
  for (let i = 0; i < stroke.length; i += 1) {
    const p = stroke[i] as Point;
    let px = p.x;
    let py = p.y;
    if (basis) {
      const o = i * BASIS_STRIDE;
      px +=
        fw * (basis[o] as number) + fb * (basis[o + 3] as number) + ft * (basis[o + 4] as number);
      py +=
        fm * (basis[o + 1] as number) +
        fa * (basis[o + 2] as number) +
        ft * (basis[o + 5] as number);
    }
    const u = w > 0 ? (p.x - ink.minX) * invW : 0.5;
    const t = h > 0 ? (p.y - ink.minY) * invH : 0.5;
    // Bilinear between the corners plus a bump in the middle: smooth, so strokes keep their
    // shape and joins stay joined; bounded by the warp because the weights sum to at most 1.
    const a = (1 - u) * (1 - t);
    const b = u * (1 - t);
    const d = (1 - u) * t;
    const e = u * t;
    const bump = 16 * b * d;
    const wx = a * (c[0] as number) + b * (c[2] as number) + d * (c[4] as number);
    const wy = a * (c[1] as number) + b * (c[3] as number) + d * (c[5] as number);
    // Glyph mm, y up: form, warp, slant, size; then the page (y down), turned clockwise like
    // SVG's rotate.
    const gy = (py * scale + wy + e * (c[7] as number) + bump * (c[9] as number)) * size;
    const gx = px * scale + wx + e * (c[6] as number) + bump * (c[8] as number);
    const x = (gx - pivot) * size + pivot + gy * shear;
    const y = -gy;
    out[at + 2 * i] = ox + x * cos - y * sin;
    out[at + 2 * i + 1] = oy + x * sin + y * cos;
  }
  return out;
}

/**
 * The legibility guard: no point of the letter may move more than `limitMm` relative to the
 * letter's centre, compared with the font's glyph at the same origin (`scale` mm per font
 * unit). Where one does, the whole deformation is scaled back towards the glyph until the
 * farthest point is at the limit — the centred deviation scales by exactly that factor, so
 * the guard holds by construction. Returns the deviation before any scaling (mm).
 */
export function keepLegible(
  glyph: readonly Point[][],
  placed: LetterPoints,
  scale: number,
  ox: number,
  oy: number,
  limitMm: number,
): number {
  const centre = glyphCentre(glyph);
  const { xy } = placed;
  let cx = 0;
  let cy = 0;
  const n = placed.count;
  for (let o = 0; o < n * 2; o += 2) {
    cx += xy[o] as number;
    cy += xy[o + 1] as number;
  }
  if (n === 0) return 0;
  cx /= n;
  cy /= n;
  // Offset between the varied centre and the glyph's, so deviations are centred.
  const sx = cx - (ox + centre.x * scale);
  const sy = cy - (oy - centre.y * scale);
  let worst = 0;
  let o = 0;
  for (let s = 0; s < glyph.length; s += 1) {
    const stroke = glyph[s] as Point[];
    for (let i = 0; i < stroke.length; i += 1, o += 2) {
      const p = stroke[i] as Point;
      const dx = (xy[o] as number) - (ox + p.x * scale) - sx;
      const dy = (xy[o + 1] as number) - (oy - p.y * scale) - sy;
      const d2 = dx * dx + dy * dy;
      if (d2 > worst) worst = d2;
    }
  }
  worst = Math.sqrt(worst);
  if (worst > limitMm) towardsGlyph(glyph, placed, scale, ox, oy, limitMm / worst);
  return worst;
}

/**
 * Keeps a letter between the page heights `top` and `bottom` (y down) by scaling its
 * deformation back towards the glyph as laid out (origin `ox`, baseline `oy`), which stands
 * within them: only the letters that would reach out of their line lose variation, not the
 * whole line. True when it did.
 */
export function keepInBand(
  glyph: readonly Point[][],
  placed: LetterPoints,
  scale: number,
  ox: number,
  oy: number,
  top: number,
  bottom: number,
): boolean {
  let k = 1;
  const { xy } = placed;
  let o = 1;
  for (let s = 0; s < glyph.length; s += 1) {
    const stroke = glyph[s] as Point[];
    for (let i = 0; i < stroke.length; i += 1, o += 2) {
      const qy = xy[o] as number;
      const y0 = oy - (stroke[i] as Point).y * scale;
      if (qy < top && y0 !== qy) k = Math.min(k, (top - y0) / (qy - y0));
      if (qy > bottom && y0 !== qy) k = Math.min(k, (bottom - y0) / (qy - y0));
    }
  }
  if (k >= 1) return false;
  towardsGlyph(glyph, placed, scale, ox, oy, Math.max(0, k));
  return true;
}

/** Scales the letter's deformation by `k` towards the glyph as laid out at (ox, oy). */
function towardsGlyph(
  glyph: readonly Point[][],
  placed: LetterPoints,
  scale: number,
  ox: number,
  oy: number,
  k: number,
) {
  const { xy } = placed;
  let o = 0;
  for (let s = 0; s < glyph.length; s += 1) {
    const stroke = glyph[s] as Point[];
    for (let i = 0; i < stroke.length; i += 1, o += 2) {
      const p = stroke[i] as Point;
      const x0 = ox + p.x * scale;
      const y0 = oy - p.y * scale;
      xy[o] = x0 + ((xy[o] as number) - x0) * k;
      xy[o + 1] = y0 + ((xy[o + 1] as number) - y0) * k;
    }
  }
}

export const DEG = Math.PI / 180;
export const spread = (random: () => number, max: number) => (random() * 2 - 1) * max;

/** A `LetterShape` the variation fills in letter after letter. */
export interface ShapeScratch extends LetterShape {
  corners: number[];
}

/** A shape to pass to `letterShape` again and again (one per drawing, not one per letter). */
export function shapeScratch(): ShapeScratch {
  return {
    corners: new Array<number>(10).fill(0),
    size: 1,
    pivot: 0,
    shear: 0,
    cos: 1,
    sin: 0,
    form: NO_FORM,
  };
}

/**
 * A letter's deformation (letterPlacement.ts): the warp's four corner and one centre vector
 * (each component within ±0.6/√2 resp. ±0.4/√2 of the warp, so no point moves more than the
 * warp), size, slant and turn; the form's parameters are set by the caller. Written into
 * `into` (returned): a shape per letter was two objects of garbage.
 */
export function letterShape(
  random: () => number,
  v: PenVariation,
  xHeightMm: number,
  k: number,
  into: ShapeScratch,
): ShapeScratch {
  const warp = v.warp * xHeightMm * k;
  const corner = (0.6 * warp) / Math.SQRT2;
  const centre = (0.4 * warp) / Math.SQRT2;
  const corners = into.corners;
  for (let i = 0; i < 8; i += 1) corners[i] = spread(random, corner);
  corners[8] = spread(random, centre);
  corners[9] = spread(random, centre);
  const angle = spread(random, v.rotationDeg * k) * DEG;
  into.size = 1 + spread(random, v.size * k);
  into.pivot = 0;
  into.shear = Math.tan(spread(random, v.slantDeg * k) * DEG);
  into.cos = Math.cos(angle);
  into.sin = Math.sin(angle);
  into.form = NO_FORM;
  return into;
}

const NO_FORM: Readonly<FormParameters> = [0, 0, 0, 0, 0];

const spreads = new WeakMap<readonly Point[][], { centre: number; spread: number }>();

/**
 * Mean x of the points and their mean distance from it, times 1.7 (about half the width of
 * a letter's ink); with `cache`, kept per strokes array (a glyph's, in font units).
 */
export function horizontalSpread(
  strokes: readonly Point[][],
  cache = false,
): { centre: number; spread: number } {
  const cached = cache ? spreads.get(strokes) : undefined;
  if (cached) return cached;
  let sum = 0;
  let n = 0;
  for (const stroke of strokes)
    for (const p of stroke) {
      sum += p.x;
      n += 1;
    }
  const centre = n > 0 ? sum / n : 0;
  let deviation = 0;
  for (const stroke of strokes) for (const p of stroke) deviation += Math.abs(p.x - centre);
  const made = { centre, spread: n > 0 ? (1.7 * deviation) / n : 0 };
  if (cache) spreads.set(strokes, made);
  return made;
}

/** `horizontalSpread` of a letter's placed points (same arithmetic, same order). */
export function letterSpread(letter: LetterPoints): { centre: number; spread: number } {
  const { xy } = letter;
  const n = letter.count;
  let sum = 0;
  for (let o = 0; o < n * 2; o += 2) sum += xy[o] as number;
  const centre = n > 0 ? sum / n : 0;
  let deviation = 0;
  for (let o = 0; o < n * 2; o += 2) deviation += Math.abs((xy[o] as number) - centre);
  return { centre, spread: n > 0 ? (1.7 * deviation) / n : 0 };
}
