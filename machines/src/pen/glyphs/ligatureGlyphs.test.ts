import { describe, expect, it } from 'vitest';
import { PEN_FONT_FILES } from './fontPairing.ts';
import type { PenGlyph, Point } from './penFont.ts';
import { loadPenFont } from '../testing/nodePenFont.ts';
import { inkDistance } from '../testing/penMeasures.ts';

// Æ æ Œ œ are ligatures (issue 38): one letter gives way where the other's stroke stands, so
// the two share a stroke — not two letters whose ink happens to touch.

const PAIRS = [
  ['Æ', 'A', 'E'],
  ['æ', 'a', 'e'],
  ['Œ', 'O', 'E'],
  ['œ', 'o', 'e'],
] as const;

function length(strokes: Point[][]): number {
  let sum = 0;
  for (const stroke of strokes)
    for (let i = 1; i < stroke.length; i += 1) {
      const a = stroke[i - 1] as Point;
      const b = stroke[i] as Point;
      sum += Math.hypot(b.x - a.x, b.y - a.y);
    }
  return sum;
}

/** Groups of strokes whose ink meets (within `touch`), by union-find. */
function inkGroups(strokes: Point[][], touch: number): number {
  const parent = strokes.map((_, i) => i);
  const root = (i: number): number =>
    parent[i] === i ? i : (parent[i] = root(parent[i] as number));
  strokes.forEach((a, i) =>
    strokes.forEach((b, j) => {
      if (j > i && inkDistance([a], [b]) <= touch) parent[root(i)] = root(j);
    }),
  );
  return new Set(strokes.map((_, i) => root(i))).size;
}

describe('Æ æ Œ œ as ligatures (issue 38)', () => {
  for (const pen of Object.values(PEN_FONT_FILES)) {
    const font = loadPenFont(pen.file);
    const touch = font.unitsPerEm * 0.01;

    it(`shares a stroke between the two letters in ${pen.name}`, () => {
      for (const [char, first, second] of PAIRS) {
        const glyph = font.glyphs.get(char) as PenGlyph;
        const a = font.glyphs.get(first) as PenGlyph;
        const b = font.glyphs.get(second) as PenGlyph;
        expect(glyph.composedFrom, char).toBe(`${first}${second}`);
        // Ink and a width about that of the wider letter or more, narrower than both side by
        // side (EMS Elfin's Æ is hardly wider than its E: its A is narrow).
        expect(length(glyph.strokes), char).toBeGreaterThan(0);
        expect(glyph.advance, char).toBeGreaterThan(Math.max(a.advance, b.advance) * 0.95);
        expect(glyph.advance, char).toBeLessThan(a.advance + b.advance);
        // Part of one letter is gone: the shared stroke is drawn once.
        expect(length(glyph.strokes), char).toBeLessThan(length(a.strokes) + length(b.strokes));
        // The letters meet: the ligature's ink is as connected as its letters' own ink.
        const own = inkGroups(a.strokes, touch) + inkGroups(b.strokes, touch) - 1;
        expect(inkGroups(glyph.strokes, touch), char).toBeLessThanOrEqual(Math.max(1, own));
      }
    });
  }
});
