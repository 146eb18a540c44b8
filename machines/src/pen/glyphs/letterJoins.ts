import type { PenFont, PenGlyph, Point } from '../types/penTypes.ts';

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
        if (strokeDistance(a.strokes, moved, Infinity) < touch) touching += 1;
      }
    joining = pairs > 0 && touching / pairs >= 0.4 ? 'connected' : 'separate';
  }
  joinings.set(font, joining);
  return joining;
}

function pointSegment(px: number, py: number, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = dx * dx + dy * dy;
  let t = len > 0 ? ((px - a.x) * dx + (py - a.y) * dy) / len : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const ex = px - a.x - t * dx;
  const ey = py - a.y - t * dy;
  return Math.sqrt(ex * ex + ey * ey);
}

interface Segment {
  c: Point;
  d: Point;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** Reused between calls (one letter pair at a time). */
const segments: Segment[] = [];

const cross = (o: Point, u: Point, v: Point) =>
  (u.x - o.x) * (v.y - o.y) - (u.y - o.y) * (v.x - o.x);

/**
 * Least distance between the centre lines of two letters' strokes, or — when it is at least
 * `reach` — a number of at least `reach`. Only segments within `reach` of the other
 * letter's horizontal extent are compared (neighbours meet at their facing sides), which
 * keeps this to a few dozen segment pairs per letter pair.
 */
export function strokeDistance(
  left: readonly (readonly Point[])[],
  right: readonly (readonly Point[])[],
  reach: number,
): number {
  let leftMax = -Infinity;
  let rightMin = Infinity;
  for (const s of left) for (const p of s) if (p.x > leftMax) leftMax = p.x;
  for (const s of right) for (const p of s) if (p.x < rightMin) rightMin = p.x;
  // Letters whose ink boxes stand apart by `reach` or more: that gap is all the caller needs.
  if (rightMin - leftMax >= reach) return rightMin - leftMax;
  const fromX = rightMin - reach;
  const toX = leftMax + reach;
  // The right letter's segments near the left letter, as boxes (reused buffer).
  let n = 0;
  for (const t of right)
    for (let j = 0; j + 1 < t.length || (j === 0 && t.length === 1); j += 1) {
      const c = t[j] as Point;
      const d = t[j + 1 < t.length ? j + 1 : j] as Point;
      if (c.x > toX && d.x > toX) continue;
      if (segments.length < n + 1) segments.push({ c, d, minX: 0, maxX: 0, minY: 0, maxY: 0 });
      const seg = segments[n] as Segment;
      seg.c = c;
      seg.d = d;
      seg.minX = Math.min(c.x, d.x);
      seg.maxX = Math.max(c.x, d.x);
      seg.minY = Math.min(c.y, d.y);
      seg.maxY = Math.max(c.y, d.y);
      n += 1;
    }
  let best = Infinity;
  for (const s of left)
    for (let i = 0; i + 1 < s.length || (i === 0 && s.length === 1); i += 1) {
      const a = s[i] as Point;
      const b = s[i + 1 < s.length ? i + 1 : i] as Point;
      if (a.x < fromX && b.x < fromX) continue;
      const minX = Math.min(a.x, b.x);
      const maxX = Math.max(a.x, b.x);
      const minY = Math.min(a.y, b.y);
      const maxY = Math.max(a.y, b.y);
      for (let k = 0; k < n; k += 1) {
        const seg = segments[k] as Segment;
        // The boxes' distance is a lower bound of the segments'.
        const gx = Math.max(0, seg.minX - maxX, minX - seg.maxX);
        const gy = Math.max(0, seg.minY - maxY, minY - seg.maxY);
        if (gx * gx + gy * gy >= best * best) continue;
        const { c, d } = seg;
        if (cross(c, d, a) * cross(c, d, b) < 0 && cross(a, b, c) * cross(a, b, d) < 0) return 0;
        let dist = pointSegment(a.x, a.y, c, d);
        const d2 = pointSegment(b.x, b.y, c, d);
        if (d2 < dist) dist = d2;
        const d3 = pointSegment(c.x, c.y, a, b);
        if (d3 < dist) dist = d3;
        const d4 = pointSegment(d.x, d.y, a, b);
        if (d4 < dist) dist = d4;
        if (dist < best) best = dist;
      }
    }
  return best;
}

/**
 * How far to move `right` to the right so its centre lines are at least `gap` from
 * `left`'s (page mm); 0 when they already are. Moving right by the shortfall opens the gap
 * by at most that much, so this repeats (rarely more than twice) until the gap holds.
 */
export function pushForGap(
  left: readonly (readonly Point[])[],
  right: readonly Point[][],
  gap: number,
): number {
  let pushed = 0;
  for (let round = 0; round < 16; round += 1) {
    const distance = strokeDistance(left, right, gap);
    if (distance >= gap) break;
    // Where the nearest ink lies above or below (an overhang), moving right opens the gap
    // by less than the step: at least a tenth of the gap each round.
    const step = Math.max(gap - distance, gap * 0.1) * 1.02;
    for (const stroke of right) for (const p of stroke) p.x += step;
    pushed += step;
  }
  return pushed;
}

/**
 * Pulls a letter's entry (its first point) onto `exit` (the previous letter's last point),
 * fading the move out over `radius` from the entry, so the rest of the letter keeps its form.
 */
export function pullEntry(strokes: Point[][], exit: Point, radius: number): void {
  const entry = strokes[0]?.[0];
  if (!entry) return;
  const dx = exit.x - entry.x;
  const dy = exit.y - entry.y;
  const ex = entry.x;
  const ey = entry.y;
  for (const stroke of strokes)
    for (const p of stroke) {
      const d = Math.hypot(p.x - ex, p.y - ey) / radius;
      if (d >= 1) continue;
      const w = (1 - d) * (1 - d);
      p.x += dx * w;
      p.y += dy * w;
    }
}
