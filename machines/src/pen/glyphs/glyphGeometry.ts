import { smoothCurve } from './diacritics.ts';
import type { PenGlyph, Point } from '../types/penTypes.ts';

// What the composing of glyphs (composedGlyphs.ts and the files it calls) measures and moves:
// ink boxes, the ink between two heights, the font's x-height, capital height, ascender and
// slant, and `GlyphSet`, the glyph map being completed with those measures at hand.

export type Strokes = Point[][];

export interface Metrics {
  xHeight: number;
  capHeight: number;
  ascender: number;
  /** Italic slant: x moves by `slant` per unit of y (0 for upright fonts). */
  slant: number;
}

export interface Box {
  left: number;
  right: number;
  bottom: number;
  top: number;
}

export function box(strokes: Strokes): Box | null {
  let left = Infinity;
  let right = -Infinity;
  let bottom = Infinity;
  let top = -Infinity;
  for (const stroke of strokes)
    for (const { x, y } of stroke) {
      left = Math.min(left, x);
      right = Math.max(right, x);
      bottom = Math.min(bottom, y);
      top = Math.max(top, y);
    }
  return left === Infinity ? null : { left, right, bottom, top };
}

/** Points along the strokes at most `step` apart (straight segments can be long). */
export function densePoints(strokes: Strokes, step: number): Point[] {
  const points: Point[] = [];
  for (const stroke of strokes)
    for (let i = 0; i < stroke.length; i += 1) {
      const b = stroke[i] as Point;
      const a = stroke[i - 1];
      if (a) {
        const n = Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / step);
        for (let k = 1; k < n; k += 1)
          points.push({ x: a.x + ((b.x - a.x) * k) / n, y: a.y + ((b.y - a.y) * k) / n });
      }
      points.push(b);
    }
  return points;
}

/** Left and right end of the ink between two heights, or null when there is none. */
export function inkBetween(strokes: Strokes, low: number, high: number, step: number) {
  let left = Infinity;
  let right = -Infinity;
  for (const { x, y } of densePoints(strokes, step))
    if (y >= low && y <= high) {
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
  return left === Infinity ? null : { left, right, centre: (left + right) / 2 };
}

export const move = (strokes: Strokes, dx: number, dy: number): Strokes =>
  strokes.map((stroke) => stroke.map((q) => ({ x: q.x + dx, y: q.y + dy })));

export const scaleAbout = (strokes: Strokes, k: number, origin: Point): Strokes =>
  strokes.map((stroke) =>
    stroke.map((q) => ({ x: origin.x + (q.x - origin.x) * k, y: origin.y + (q.y - origin.y) * k })),
  );

export const shear = (strokes: Strokes, slant: number): Strokes =>
  strokes.map((stroke) => stroke.map((q) => ({ x: q.x + q.y * slant, y: q.y })));

export const isCapital = (char: string) =>
  char !== char.toLowerCase() && char === char.toUpperCase();

function topOf(glyphs: Map<string, PenGlyph>, char: string, fallback: number): number {
  const glyph = glyphs.get(char);
  const b = glyph && box(glyph.strokes);
  return b && b.top > 0 ? b.top : fallback;
}

function fontMetrics(glyphs: Map<string, PenGlyph>, unitsPerEm: number): Metrics {
  const xHeight = topOf(glyphs, 'x', unitsPerEm * 0.45);
  const capHeight = topOf(glyphs, 'H', xHeight * 1.45);
  const ascender = Math.max(topOf(glyphs, 'l', capHeight), xHeight * 1.3);
  let slant = 0;
  const l = glyphs.get('l')?.strokes;
  if (l) {
    const step = xHeight / 40;
    const low = inkBetween(l, ascender * 0.1, ascender * 0.3, step);
    const high = inkBetween(l, ascender * 0.7, ascender * 0.9, step);
    if (low && high) slant = (high.centre - low.centre) / (ascender * 0.6);
  }
  return { xHeight, capHeight, ascender, slant: Math.min(0.45, Math.max(0, slant)) };
}

/** The glyphs of one font while they are being completed, with the font's measures. */
export class GlyphSet {
  readonly m: Metrics;
  /** Sampling step for ink measurements (1/40 x-height). */
  readonly step: number;

  constructor(
    readonly glyphs: Map<string, PenGlyph>,
    unitsPerEm: number,
  ) {
    this.m = fontMetrics(glyphs, unitsPerEm);
    this.step = this.m.xHeight / 40;
  }

  get(char: string): PenGlyph | undefined {
    return this.glyphs.get(char);
  }

  missing(char: string): boolean {
    return !this.glyphs.has(char);
  }

  add(char: string, strokes: Strokes, advance: number, from: string) {
    if (strokes.length === 0) return;
    this.glyphs.set(char, { advance, strokes, composedFrom: from });
  }

  /** A glyph drawn from strokes; `width` is the ink's width, margins come from the font. */
  drawn(char: string, strokes: Strokes, width: number) {
    const margin = this.m.xHeight * 0.14;
    this.add(char, shear(move(strokes, margin, 0), this.m.slant), width + 2 * margin, 'drawn');
  }

  /** A smooth stroke through points given in units of `unit`. */
  curve(points: [number, number][], unit: number): Point[] {
    return smoothCurve(points.map(([x, y]) => ({ x: x * unit, y: y * unit })));
  }
}
