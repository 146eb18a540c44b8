import type { PenGlyph, Point } from '../types/penTypes.ts';
import { box } from './glyphGeometry.ts';

// Æ æ Œ œ as real ligatures (issue 38), made from the font's own A E a e O o: one letter
// gives way where the other's stroke stands, so the two share a stroke instead of standing
// side by side — as type designers draw them:
//
// - Æ: the E's stem stands where the A's apex is; the A's right leg (everything of the A to
//   the right of the E's stem) goes, so its left leg runs up into the E's stem and its bar
//   ends on it.
// - Œ: the E's stem stands in the O's right third; the O's right part goes, so its arcs end
//   on the stem.
// - œ: the e's bowl overlaps the o's right side; the o gives way inside the e's left arc, so
//   its arcs end on the e's.
// - æ: the e's left arc overlaps the a's stem; the e gives way left of the a's stem, so the
//   e's bar and arcs start on the stem.
//
// Where a stroke is cut, its new end is put on the other letter's ink boundary (its leftmost
// resp. rightmost ink at that height), so the letters meet. Runs once per font when it is
// parsed (composedGlyphs.ts calls it), so the fit check, the preview and the robot's files
// use the same glyphs; a font's own Æ æ Œ œ are kept.

type Strokes = Point[][];

interface Ligature {
  char: string;
  first: string;
  second: string;
  /** Which letter gives way: the first (cut by the second's left side) or the second. */
  cut: 'first' | 'second';
}

const LIGATURES: readonly Ligature[] = [
  { char: 'Æ', first: 'A', second: 'E', cut: 'first' },
  { char: 'Œ', first: 'O', second: 'E', cut: 'first' },
  { char: 'œ', first: 'o', second: 'e', cut: 'first' },
  { char: 'æ', first: 'a', second: 'e', cut: 'second' },
];

/** The strokes with points at most `step` apart. */
function dense(strokes: Strokes, step: number): Strokes {
  return strokes.map((stroke) => {
    const out: Point[] = [];
    stroke.forEach((b, i) => {
      const a = stroke[i - 1];
      if (a) {
        const n = Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / step);
        for (let k = 1; k < n; k += 1)
          out.push({ x: a.x + ((b.x - a.x) * k) / n, y: a.y + ((b.y - a.y) * k) / n });
      }
      out.push({ x: b.x, y: b.y });
    });
    return out;
  });
}

/** Leftmost (`side` -1) or rightmost (+1) ink per height band of `band` font units. */
class Profile {
  private readonly edges = new Map<number, number>();

  constructor(
    strokes: Strokes,
    private readonly band: number,
    private readonly side: -1 | 1,
  ) {
    for (const stroke of strokes)
      for (const p of stroke) {
        const key = Math.round(p.y / band);
        const edge = this.edges.get(key);
        if (edge === undefined || (side < 0 ? p.x < edge : p.x > edge)) this.edges.set(key, p.x);
      }
  }

  /** The edge at height y, or undefined where the letter has no ink. */
  at(y: number): number | undefined {
    return this.edges.get(Math.round(y / this.band));
  }
}

function length(strokes: Strokes): number {
  let sum = 0;
  for (const stroke of strokes)
    for (let i = 1; i < stroke.length; i += 1) {
      const a = stroke[i - 1] as Point;
      const b = stroke[i] as Point;
      sum += Math.hypot(b.x - a.x, b.y - a.y);
    }
  return sum;
}

const move = (strokes: Strokes, dx: number): Strokes =>
  strokes.map((stroke) => stroke.map((p) => ({ x: p.x + dx, y: p.y })));

/**
 * The strokes without their points beyond `profile` (right of a left edge, or left of a
 * right edge); a stroke cut there ends on the edge. Runs of fewer than two points go.
 */
function cut(strokes: Strokes, profile: Profile, side: -1 | 1): Strokes {
  const inside = (p: Point) => {
    const edge = profile.at(p.y);
    return edge !== undefined && (side < 0 ? p.x > edge : p.x < edge);
  };
  const onEdge = (kept: Point, gone: Point): Point => {
    const edge = profile.at(gone.y) ?? profile.at(kept.y) ?? kept.x;
    const t = gone.x === kept.x ? 0 : Math.max(0, Math.min(1, (edge - kept.x) / (gone.x - kept.x)));
    return { x: edge, y: kept.y + (gone.y - kept.y) * t };
  };
  const out: Strokes = [];
  for (const stroke of strokes) {
    let run: Point[] = [];
    stroke.forEach((p, i) => {
      const prev = stroke[i - 1];
      if (inside(p)) {
        if (prev && !inside(prev)) run.push(onEdge(prev, p));
        if (run.length >= 2) out.push(run);
        run = [];
      } else {
        if (prev && inside(prev)) run.push(onEdge(p, prev));
        run.push(p);
      }
    });
    if (run.length >= 2) out.push(run);
  }
  return out;
}

function ligature(first: PenGlyph, second: PenGlyph, kind: Ligature): PenGlyph | null {
  const a = box(first.strokes);
  const b = box(second.strokes);
  if (!a || !b) return null;
  const band = (Math.max(a.top, b.top) - Math.min(a.bottom, b.bottom)) / 80;
  const step = band / 2;
  const strokesA = dense(first.strokes, step);
  const strokesB = dense(second.strokes, step);
  const leftB = new Profile(strokesB, band, -1);
  const rightA = new Profile(strokesA, band, 1);
  // The middle of the heights both letters have ink at (EMS Elfin's o floats above its e).
  const middle = (Math.max(a.bottom, b.bottom) + Math.min(a.top, b.top)) / 2;
  let dx: number;
  if (kind.char === 'Æ') {
    // The E's stem (its left edge near its top) onto the A's apex.
    const apex = strokesA.flat().reduce((best, p) => (p.y > best.y ? p : best));
    dx = apex.x - (leftB.at(b.top - band) ?? b.left);
  } else if (kind.char === 'Œ') {
    dx = a.right - (a.right - a.left) * 0.3 - (leftB.at(middle) ?? b.left);
  } else {
    // The second letter's left side a fifth of its width into the first's right side.
    const overlap = (b.right - b.left) * (kind.char === 'æ' ? 0.22 : 0.18);
    dx = (rightA.at(middle) ?? a.right) - (leftB.at(middle) ?? b.left) - overlap;
  }
  // A letter with a flourish (EMS Elfin's E reaches far left at its foot) would cut away
  // most of its neighbour: then the second letter moves right until at least half of the
  // giving letter's ink stays.
  const whole = length(kind.cut === 'first' ? strokesA : strokesB);
  for (let tries = 0; tries <= 40; tries += 1) {
    const placedB = move(strokesB, dx);
    const kept =
      kind.cut === 'first'
        ? cut(strokesA, new Profile(placedB, band, -1), -1)
        : cut(placedB, new Profile(strokesA, band, 1), 1);
    if (length(kept) >= whole * 0.5 || tries === 40) {
      const strokes = kind.cut === 'first' ? [...kept, ...placedB] : [...strokesA, ...kept];
      return { advance: dx + second.advance, strokes, composedFrom: `${kind.first}${kind.second}` };
    }
    dx += band;
  }
  return null;
}

/**
 * Replaces the composed Æ æ Œ œ (two letters side by side) with ligatures whose letters share
 * a stroke, for a font that has A E O a e o. The font's own Æ æ Œ œ are kept.
 */
export function addLigatureGlyphs(glyphs: Map<string, PenGlyph>): void {
  for (const kind of LIGATURES) {
    const own = glyphs.get(kind.char);
    if (own && !own.composedFrom) continue;
    const first = glyphs.get(kind.first);
    const second = glyphs.get(kind.second);
    const made = first && second && ligature(first, second, kind);
    if (made) glyphs.set(kind.char, made);
  }
}
