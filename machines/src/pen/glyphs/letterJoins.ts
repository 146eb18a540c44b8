import type { PenFont, PenGlyph, Point } from '../types/penTypes.ts';
import { LetterPoints } from './letterPoints.ts';

// How the letters of a word meet (issue 38), decided from the font's own glyphs:
//
// - joined: each letter's last stroke ends where the next letter's first stroke starts (a
//   school script such as Hershey Script 1, written without lifting the pen). After the
//   variation the next letter's entry is pulled onto the previous letter's exit, so the join
//   stays a join.
// - connected: the letters are drawn apart but their ink runs into the next letter by design
//   (EMS Allure's exit strokes, EMS Felix's calligraphic italic): most neighbouring letters
//   of a German text touch already when typeset. Pushing them apart would break the script;
//   they are left as they are.
// - separate: print fonts (EMS Tech, Elfin, Readability). Neighbouring letters of a word must
//   not touch: the variation pushes the right letter until its centre lines are a pen width
//   plus the air apart.

export type LetterJoining = 'joined' | 'connected' | 'separate';

/** Pairs of letters a German text is made of; the share that touch decides `connected`. */
const SAMPLE =
  'alles liebe zu deinem geburtstag ich wünsche dir ein neues lebensjahr voller lachen';

const joinings = new WeakMap<PenFont, LetterJoining>();
const joinCache = new WeakMap<PenFont, Map<string, boolean>>();

const firstPoint = (glyph: PenGlyph) => glyph.strokes[0]?.[0];
function lastPoint(glyph: PenGlyph): Point | undefined {
  const stroke = glyph.strokes[glyph.strokes.length - 1];
  return stroke?.[stroke.length - 1];
}

function xHeightOf(font: PenFont): number {
  let top = 0;
  for (const stroke of font.glyphs.get('x')?.strokes ?? [])
    for (const p of stroke) top = Math.max(top, p.y);
  return top > 0 ? top : font.unitsPerEm / 2;
}

/**
 * Whether `right` starts where `left` ends when set side by side (font units): the pair is
 * joined in the font's design.
 */
export function pairJoins(font: PenFont, left: string, right: string): boolean {
  let cache = joinCache.get(font);
  if (!cache) {
    cache = new Map();
    joinCache.set(font, cache);
  }
  const key = left + right;
  let joined = cache.get(key);
  if (joined === undefined) {
    const a = font.glyphs.get(left);
    const b = font.glyphs.get(right);
    const exit = a && lastPoint(a);
    const entry = b && firstPoint(b);
    joined =
      !!a &&
      !!exit &&
      !!entry &&
      Math.hypot(exit.x - a.advance - entry.x, exit.y - entry.y) < xHeightOf(font) * 0.1;
    cache.set(key, joined);
  }
  return joined;
}

/** The font's kind of joining, measured once per font (see the file's comment). */
export function letterJoining(font: PenFont): LetterJoining {
  const cached = joinings.get(font);
  if (cached) return cached;
  const letters = [...'abcdefhiklmnorstuw'];
  let joining: LetterJoining;
  if (letters.filter((char) => pairJoins(font, char, 'n')).length >= 14) joining = 'joined';
  else {
    const touch = font.unitsPerEm * 0.005;
    let pairs = 0;
    let touching = 0;
    for (const word of SAMPLE.split(' '))
      for (let i = 0; i + 1 < word.length; i += 1) {
        const a = font.glyphs.get(word[i] as string);
        const b = font.glyphs.get(word[i + 1] as string);
        if (!a || !b) continue;
        pairs += 1;
        const moved = b.strokes.map((s) => s.map((p) => ({ x: p.x + a.advance, y: p.y })));
        const distance = strokeDistance(
          LetterPoints.of(a.strokes),
          LetterPoints.of(moved),
          Infinity,
        );
        if (distance < touch) touching += 1;
      }
    joining = pairs > 0 && touching / pairs >= 0.4 ? 'connected' : 'separate';
  }
  joinings.set(font, joining);
  return joining;
}

function pointSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number) {
  const dx = bx - ax;
  const dy = by - ay;
  const len = dx * dx + dy * dy;
  let t = len > 0 ? ((px - ax) * dx + (py - ay) * dy) / len : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const ex = px - ax - t * dx;
  const ey = py - ay - t * dy;
  return Math.sqrt(ex * ex + ey * ey);
}

/** The right letter's near segments as c.x, c.y, d.x, d.y, minX, maxX, minY, maxY (reused). */
const SEG = 8;
let segs = new Float64Array(SEG * 256);
/** The segments sorted into the cells of a grid (`cellStart` per cell, reused). */
let cellOf = new Int32Array(512);
/** Cells per side of the grid at most. */
const MAX_CELLS = 16;
const cellStart = new Int32Array((MAX_CELLS + 1) * (MAX_CELLS + 1) + 2);
const NM = 1e-6;

const cross = (ox: number, oy: number, ux: number, uy: number, vx: number, vy: number) =>
  (ux - ox) * (vy - oy) - (uy - oy) * (vx - ox);

/**
 * Least distance between the centre lines of two letters' strokes, or — when it is at least
 * `reach` — a number of at least `reach`. Only segments within `reach` of the other
 * letter's horizontal extent are compared (neighbours meet at their facing sides), and of
 * those only pairs whose boxes are nearer than the best distance so far, which starts at
 * `reach`: the right letter's segments are sorted into the cells of a grid, and a left segment
 * looks only at the cells within that distance of it. Skipping a pair whose boxes stand that
 * far apart never changes the result, so it is the plain all-pairs minimum, bit for bit.
 */
export function strokeDistance(left: LetterPoints, right: LetterPoints, reach: number): number {
  return distanceFrom(left, rightmost(left), right, reach);
}

function rightmost(letter: LetterPoints): number {
  const { xy } = letter;
  let max = -Infinity;
  for (let o = 0; o < letter.count * 2; o += 2) if ((xy[o] as number) > max) max = xy[o] as number;
  return max;
}

/** The right letter as `prepare` left it for `nearest` (its segments sorted into the grid). */
const prepared = {
  n: 0,
  rightMin: Infinity,
  left0: 0,
  right0: 0,
  low: 0,
  size: 1,
  nx: 1,
  ny: 1,
};

/** `strokeDistance` with the left letter's rightmost x (`leftMax`) known. */
function distanceFrom(
  left: LetterPoints,
  leftMax: number,
  right: LetterPoints,
  reach: number,
): number {
  const apart = prepare(leftMax, right, reach);
  return apart ?? nearest(left, leftMax, reach);
}

/**
 * Takes the right letter's segments within `reach` of `leftMax` and sorts them into the grid
 * (`prepared`, `segs`, `cellOf`, `cellStart`); returns the distance instead when the
 * letters' boxes alone answer (`reach` or more apart, or no segment near).
 */
function prepare(leftMax: number, right: LetterPoints, reach: number): number | null {
  const toX = leftMax + reach;
  let rightMin = Infinity;
  // The right letter's segments near the left letter, with their boxes.
  let n = 0;
  let left0 = Infinity;
  let right0 = -Infinity;
  let low = Infinity;
  let high = -Infinity;
  const r = right.xy;
  let start = 0;
  for (const end of right.ends) {
    const length = end - start;
    if (length > 0 && (r[2 * end - 2] as number) < rightMin) rightMin = r[2 * end - 2] as number;
    for (let j = 0; j + 1 < length || (j === 0 && length === 1); j += 1) {
      const ci = 2 * (start + j);
      const di = 2 * (start + (j + 1 < length ? j + 1 : j));
      const cx = r[ci] as number;
      const cy = r[ci + 1] as number;
      const dx = r[di] as number;
      const dy = r[di + 1] as number;
      if (cx < rightMin) rightMin = cx;
      if (cx > toX && dx > toX) continue;
      if (segs.length < (n + 1) * SEG) {
        const grown = new Float64Array(segs.length * 2);
        grown.set(segs);
        segs = grown;
      }
      const o = n * SEG;
      segs[o] = cx;
      segs[o + 1] = cy;
      segs[o + 2] = dx;
      segs[o + 3] = dy;
      segs[o + 4] = Math.min(cx, dx);
      segs[o + 5] = Math.max(cx, dx);
      const minY = Math.min(cy, dy);
      const maxY = Math.max(cy, dy);
      segs[o + 6] = minY;
      segs[o + 7] = maxY;
      if (minY < low) low = minY;
      if (maxY > high) high = maxY;
      if ((segs[o + 4] as number) < left0) left0 = segs[o + 4] as number;
      if ((segs[o + 5] as number) > right0) right0 = segs[o + 5] as number;
      n += 1;
    }
    start = end;
  }
  // Letters whose ink boxes stand apart by `reach` or more: that gap is all the caller needs.
  if (rightMin - leftMax >= reach) return rightMin - leftMax;
  if (n === 0) return Infinity;
  // Square cells of half `reach` (at most MAX_CELLS a side) over the segments; a segment is
  // listed in every cell its box touches.
  const size =
    Math.max(
      Number.isFinite(reach) ? reach / 2 : 0,
      (right0 - left0) / MAX_CELLS,
      (high - low) / MAX_CELLS,
    ) || 1;
  const nx = Math.min(MAX_CELLS, Math.floor((right0 - left0) / size)) + 1;
  const ny = Math.min(MAX_CELLS, Math.floor((high - low) / size)) + 1;
  const cells = nx * ny;
  cellStart.fill(0, 0, cells + 2);
  for (let pass = 0; pass < 2; pass += 1) {
    for (let k = 0; k < n; k += 1) {
      const o = k * SEG;
      const x0 = Math.min(nx - 1, Math.floor(((segs[o + 4] as number) - left0) / size));
      const x1 = Math.min(nx - 1, Math.floor(((segs[o + 5] as number) - left0) / size));
      const y0 = Math.min(ny - 1, Math.floor(((segs[o + 6] as number) - low) / size));
      const y1 = Math.min(ny - 1, Math.floor(((segs[o + 7] as number) - low) / size));
      for (let y = y0; y <= y1; y += 1)
        for (let c = y * nx + x0; c <= y * nx + x1; c += 1) {
          if (pass === 0) cellStart[c + 2] = (cellStart[c + 2] as number) + 1;
          else {
            const at = cellStart[c + 1] as number;
            cellOf[at] = k;
            cellStart[c + 1] = at + 1;
          }
        }
    }
    if (pass === 1) break;
    // Counts to starts, shifted by one: filling moves each cell's start to its end.
    for (let c = 0; c < cells; c += 1)
      cellStart[c + 2] = (cellStart[c + 2] as number) + (cellStart[c + 1] as number);
    if (cellOf.length < (cellStart[cells + 1] as number))
      cellOf = new Int32Array((cellStart[cells + 1] as number) * 2);
  }
  // Now cell c holds cellOf[cellStart[c] … cellStart[c + 1]), row by row.
  // Field by field: `Object.assign` with a literal made an object and eight numbers per pair.
  prepared.n = n;
  prepared.rightMin = rightMin;
  prepared.left0 = left0;
  prepared.right0 = right0;
  prepared.low = low;
  prepared.size = size;
  prepared.nx = nx;
  prepared.ny = ny;
  return null;
}

/**
 * The prepared right letter moved right by `step`, as `right`'s own points were: each x
 * plus `step`, the same sums, so the distances are the same to the bit. The cells stay as
 * they were: a segment moves by under a nanometre against its cell, which `nearest`'s margin
 * covers; segments that moved out of reach are farther than any distance `nearest` keeps.
 */
function shiftPrepared(step: number): void {
  for (let k = 0; k < prepared.n; k += 1) {
    const o = k * SEG;
    segs[o] = (segs[o] as number) + step;
    segs[o + 2] = (segs[o + 2] as number) + step;
    segs[o + 4] = (segs[o + 4] as number) + step;
    segs[o + 5] = (segs[o + 5] as number) + step;
  }
  prepared.rightMin += step;
  prepared.left0 += step;
  prepared.right0 += step;
}

/** The least distance from `left` to the prepared right letter, or `reach` when none is nearer. */
function nearest(left: LetterPoints, leftMax: number, reach: number): number {
  const { rightMin, left0, low, size, nx, ny } = prepared;
  if (rightMin - leftMax >= reach) return rightMin - leftMax;
  const fromX = rightMin - reach;
  let best = reach;
  const l = left.xy;
  let start = 0;
  for (const end of left.ends) {
    const length = end - start;
    for (let i = 0; i + 1 < length || (i === 0 && length === 1); i += 1) {
      const ai = 2 * (start + i);
      const bi = 2 * (start + (i + 1 < length ? i + 1 : i));
      const ax = l[ai] as number;
      const bx = l[bi] as number;
      if (ax < fromX && bx < fromX) continue;
      const ay = l[ai + 1] as number;
      const by = l[bi + 1] as number;
      const minX = Math.min(ax, bx);
      const maxX = Math.max(ax, bx);
      const minY = Math.min(ay, by);
      const maxY = Math.max(ay, by);
      // The cells within `best` of the segment (and a nanometre more against rounding).
      const x0 = Math.max(0, Math.floor((minX - best - NM - left0) / size));
      const x1 = Math.min(nx - 1, Math.floor((maxX + best + NM - left0) / size));
      const y0 = Math.max(0, Math.floor((minY - best - NM - low) / size));
      const y1 = Math.min(ny - 1, Math.floor((maxY + best + NM - low) / size));
      for (let y = y0; y <= y1 && x0 <= x1; y += 1) {
        const end = cellStart[y * nx + x1 + 1] as number;
        for (let m = cellStart[y * nx + x0] as number; m < end; m += 1) {
          const o = (cellOf[m] as number) * SEG;
          // The boxes' distance is a lower bound of the segments'.
          const gx = Math.max(0, (segs[o + 4] as number) - maxX, minX - (segs[o + 5] as number));
          const gy = Math.max(0, (segs[o + 6] as number) - maxY, minY - (segs[o + 7] as number));
          if (gx * gx + gy * gy >= best * best) continue;
          const cx = segs[o] as number;
          const cy = segs[o + 1] as number;
          const dx = segs[o + 2] as number;
          const dy = segs[o + 3] as number;
          if (
            cross(cx, cy, dx, dy, ax, ay) * cross(cx, cy, dx, dy, bx, by) < 0 &&
            cross(ax, ay, bx, by, cx, cy) * cross(ax, ay, bx, by, dx, dy) < 0
          )
            return 0;
          let dist = pointSegment(ax, ay, cx, cy, dx, dy);
          const d2 = pointSegment(bx, by, cx, cy, dx, dy);
          if (d2 < dist) dist = d2;
          const d3 = pointSegment(cx, cy, ax, ay, bx, by);
          if (d3 < dist) dist = d3;
          const d4 = pointSegment(dx, dy, ax, ay, bx, by);
          if (d4 < dist) dist = d4;
          if (dist < best) best = dist;
        }
      }
    }
    start = end;
  }
  return best;
}

/**
 * How far to move `right` to the right so its centre lines are at least `gap` from
 * `left`'s (page mm); 0 when they already are. Moving right by the shortfall opens the gap
 * by at most that much, so this repeats (rarely more than twice) until the gap holds.
 */
export function pushForGap(left: LetterPoints, right: LetterPoints, gap: number): number {
  const leftMax = rightmost(left);
  const { xy } = right;
  let pushed = 0;
  // The right letter's grid is made once: later rounds move it with the letter.
  let distance = distanceFrom(left, leftMax, right, gap);
  for (let round = 0; round < 16 && distance < gap; round += 1) {
    // Where the nearest ink lies above or below (an overhang), moving right opens the gap
    // by less than the step: at least a tenth of the gap each round.
    const step = Math.max(gap - distance, gap * 0.1) * 1.02;
    for (let o = 0; o < right.count * 2; o += 2) xy[o] = (xy[o] as number) + step;
    shiftPrepared(step);
    pushed += step;
    if (round < 15) distance = nearest(left, leftMax, gap);
  }
  return pushed;
}

/**
 * Pulls a letter's entry (its first point) onto `exit` (the previous letter's last point),
 * fading the move out over `radius` from the entry, so the rest of the letter keeps its form.
 */
export function pullEntry(letter: LetterPoints, exit: Point, radius: number): void {
  if (letter.ends.length === 0 || letter.ends[0] === 0) return;
  const { xy } = letter;
  const ex = xy[0] as number;
  const ey = xy[1] as number;
  const dx = exit.x - ex;
  const dy = exit.y - ey;
  for (let o = 0; o < letter.count * 2; o += 2) {
    const d = Math.hypot((xy[o] as number) - ex, (xy[o + 1] as number) - ey) / radius;
    if (d >= 1) continue;
    const w = (1 - d) * (1 - d);
    xy[o] = (xy[o] as number) + dx * w;
    xy[o + 1] = (xy[o + 1] as number) + dy * w;
  }
}
