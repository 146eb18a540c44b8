import { strokePoints } from '../strokes/strokePoints.ts';
// Test helpers (issue 38): measures of written pen strokes that tests and the doc's figures
// share — how far apart two equal letters are, and how much air lies between neighbouring
// letters of a word.
import type { Point } from '../glyphs/pathData.ts';
import type { PenStroke } from '../glyphs/variation.ts';

/** The strokes of each occurrence of `char`, keyed by the stroke's `line.character`. */
export function occurrencesOf(strokes: readonly PenStroke[], char: string): Map<string, Point[][]> {
  const byGlyph = new Map<string, Point[][]>();
  for (const stroke of strokes)
    if (stroke.char === char) {
      const list = byGlyph.get(stroke.glyph) ?? [];
      list.push(strokePoints(stroke));
      byGlyph.set(stroke.glyph, list);
    }
  return byGlyph;
}

/**
 * The distance between two occurrences of one letter (issue 38), mm: both are moved so their
 * centres coincide, then the mean distance between corresponding points, each point weighted
 * by the length of stroke it stands for (half of each piece it ends), so the measure is the
 * mean over the letter's ink and does not depend on how densely a stroke is sampled; the
 * centre is the same length-weighted mean. Mean rather than max: the max is set by the one
 * point that moved most (an exit stroke's tip), the mean says how much of the letter differs
 * — and it is never larger than the max, so a lower bound on it is the stricter one.
 * Occurrences drawn from the same glyph have the same points in the same order; null when
 * they do not.
 */
export function letterDistance(a: readonly Point[][], b: readonly Point[][]): number | null {
  const pa = a.flat();
  const pb = b.flat();
  if (pa.length !== pb.length || pa.length === 0) return null;
  const weights = a.flatMap((stroke) =>
    stroke.map((p, i) => {
      const prev = stroke[i - 1];
      const next = stroke[i + 1];
      const w =
        (prev ? Math.hypot(p.x - prev.x, p.y - prev.y) : 0) +
        (next ? Math.hypot(p.x - next.x, p.y - next.y) : 0);
      return w / 2 || 1e-9;
    }),
  );
  const total = weights.reduce((sum, w) => sum + w, 0);
  const centre = (points: Point[]) => ({
    x: points.reduce((sum, p, i) => sum + p.x * (weights[i] as number), 0) / total,
    y: points.reduce((sum, p, i) => sum + p.y * (weights[i] as number), 0) / total,
  });
  const ca = centre(pa);
  const cb = centre(pb);
  let sum = 0;
  pa.forEach((p, i) => {
    const q = pb[i] as Point;
    sum +=
      (weights[i] as number) * Math.hypot(p.x - ca.x - (q.x - cb.x), p.y - ca.y - (q.y - cb.y));
  });
  return sum / total;
}

/** Every pair's `letterDistance` among the occurrences of `char`. */
export function equalLetterDistances(strokes: readonly PenStroke[], char: string): number[] {
  const glyphs = [...occurrencesOf(strokes, char).values()];
  const out: number[] = [];
  for (let i = 0; i < glyphs.length; i += 1)
    for (let j = i + 1; j < glyphs.length; j += 1) {
      const d = letterDistance(glyphs[i] as Point[][], glyphs[j] as Point[][]);
      if (d !== null) out.push(d);
    }
  return out;
}

function segmentDistance(p: Point, q: Point, a: Point, b: Point): number {
  // Distance between segments pq and ab: the least of the four point-to-segment distances
  // (segments that cross are caught by the caller's sampling being fine; crossing gives 0).
  if (segmentsCross(p, q, a, b)) return 0;
  return Math.min(
    pointSegment(p, a, b),
    pointSegment(q, a, b),
    pointSegment(a, p, q),
    pointSegment(b, p, q),
  );
}

function pointSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = dx * dx + dy * dy;
  const t = len > 0 ? Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len)) : 0;
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}

function segmentsCross(p: Point, q: Point, a: Point, b: Point): boolean {
  const cross = (o: Point, u: Point, v: Point) =>
    (u.x - o.x) * (v.y - o.y) - (u.y - o.y) * (v.x - o.x);
  const d1 = cross(a, b, p);
  const d2 = cross(a, b, q);
  const d3 = cross(p, q, a);
  const d4 = cross(p, q, b);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/** Least distance between the centre lines of two sets of strokes, mm. */
export function inkDistance(a: readonly Point[][], b: readonly Point[][]): number {
  let best = Infinity;
  for (const s of a)
    for (const t of b)
      for (let i = 0; i < s.length; i += 1)
        for (let j = 0; j < t.length; j += 1) {
          const p = s[i] as Point;
          const q = s[Math.min(i + 1, s.length - 1)] as Point;
          const u = t[j] as Point;
          const v = t[Math.min(j + 1, t.length - 1)] as Point;
          best = Math.min(best, segmentDistance(p, q, u, v));
        }
  return best;
}

/**
 * Neighbouring letters within words, with the least distance between their strokes' centre
 * lines (mm): `line.character` of the left letter, the two characters, the distance.
 */
export function neighbourGaps(
  strokes: readonly PenStroke[],
  lines: readonly { text: string }[],
): { glyph: string; pair: string; distance: number }[] {
  const byGlyph = new Map<string, Point[][]>();
  for (const stroke of strokes) {
    const list = byGlyph.get(stroke.glyph) ?? [];
    list.push(strokePoints(stroke));
    byGlyph.set(stroke.glyph, list);
  }
  const out: { glyph: string; pair: string; distance: number }[] = [];
  lines.forEach((line, l) => {
    const chars = [...line.text];
    for (let i = 0; i + 1 < chars.length; i += 1) {
      const a = byGlyph.get(`${l}.${i}`);
      const b = byGlyph.get(`${l}.${i + 1}`);
      if (!a || !b) continue;
      out.push({
        glyph: `${l}.${i}`,
        pair: `${chars[i]}${chars[i + 1]}`,
        distance: inkDistance(a, b),
      });
    }
  });
  return out;
}
