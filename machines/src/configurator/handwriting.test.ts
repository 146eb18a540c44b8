import { describe, expect, it } from 'vitest';
import { writableArea } from './canvasGeometry.ts';
import { characterAdvances } from './fontMetrics.ts';
import { createRandom, DEFAULT_HANDWRITING_STYLE, handwritePage, hashSeed } from './handwriting.ts';
import { layoutText } from './textLayout.ts';
import { CANVASES } from './testing/fixtures.ts';
import { loadTestFont } from './testing/nodeFont.ts';

const font = loadTestFont('caveat');
const layout = layoutText({
  font,
  text: 'Liebe Anna,\nvielen Dank für alles! Wir sehen uns bald wieder am See.',
  textSize: 'medium',
  area: writableArea(CANVASES.a6Postcard, 0),
});

describe('handwriting variation', () => {
  it('draws the same numbers for the same seed, in [0, 1)', () => {
    const a = createRandom('r17');
    const b = createRandom('r17');
    const first = Array.from({ length: 1000 }, a);
    expect(first).toEqual(Array.from({ length: 1000 }, b));
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(first).not.toEqual(Array.from({ length: 1000 }, createRandom('r18')));
    // Roughly uniform: the mean of 1000 draws is near 0.5.
    expect(first.reduce((sum, n) => sum + n, 0) / 1000).toBeCloseTo(0.5, 1);
    expect(hashSeed('r17')).toBe(hashSeed('r17'));
  });

  it('gives the same card the same look, another card another', () => {
    expect(handwritePage(font, layout, 'r1')).toEqual(handwritePage(font, layout, 'r1'));
    expect(handwritePage(font, layout, 'r1')).not.toEqual(handwritePage(font, layout, 'r2'));
  });

  it('keeps every glyph within the style’s bounds of its typeset place', () => {
    const style = DEFAULT_HANDWRITING_STYLE;
    for (const seed of ['r1', 'r2', 'r3', 'anna', 'tom']) {
      const pages = handwritePage(font, layout, seed);
      pages.forEach((glyphs, i) => {
        const line = layout.lines[i];
        if (!line) throw new Error('line missing');
        const unitsToMm = line.fontSizeMm / font.unitsPerEm;
        const advances = characterAdvances(font, line.text);
        let x = line.xMm;
        const slope = Math.tan((style.lineSlopeDeg * Math.PI) / 180);
        glyphs.forEach((glyph, k) => {
          expect(glyph.char).toBe([...line.text][k]);
          expect(Math.abs(glyph.xMm - x)).toBeLessThanOrEqual(style.glyphSpacingMm + 1e-9);
          const maxDy = style.wordBaselineMm + style.glyphBaselineMm + (x - line.xMm) * slope;
          expect(Math.abs(glyph.baselineMm - line.baselineMm)).toBeLessThanOrEqual(maxDy + 1e-9);
          expect(Math.abs(glyph.rotationDeg)).toBeLessThanOrEqual(style.glyphRotationDeg);
          x += (advances[k] ?? 0) * unitsToMm;
        });
      });
    }
  });

  it('moves all letters of a word together (one word baseline)', () => {
    const style = { ...DEFAULT_HANDWRITING_STYLE, glyphBaselineMm: 0, lineSlopeDeg: 0 };
    const [first] = handwritePage(font, layout, 'r1', 0, style);
    const word = (first ?? []).slice(0, 5).map((g) => g.baselineMm); // "Liebe"
    expect(new Set(word).size).toBe(1);
  });

  it('changes only the edited line’s look', () => {
    const edited = layoutText({
      font,
      text: 'Lieber Tom,\nvielen Dank für alles! Wir sehen uns bald wieder am See.',
      textSize: 'medium',
      area: writableArea(CANVASES.a6Postcard, 0),
    });
    const before = handwritePage(font, layout, 'r1');
    const after = handwritePage(font, edited, 'r1');
    expect(after[0]).not.toEqual(before[0]);
    expect(after.slice(1)).toEqual(before.slice(1));
  });
});
