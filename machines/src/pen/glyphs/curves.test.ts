import { describe, expect, it } from 'vitest';
import { TEXT_SIZE_METRICS } from '../../configurator/canvasGeometry.ts';
import { smoothStroke } from './curves.ts';
import { PEN_FONT_FILES } from './fontPairing.ts';
import { curveOptions, LARGEST_X_HEIGHT_MM } from './glyphCurves.ts';
import type { Point } from './pathData.ts';
import { penInkExtent, penLayoutFont } from '../layout/layoutFont.ts';
import { type PenFont, parsePenFont } from './penFont.ts';
import { countKinks, kinksPer100Mm } from '../testing/kinks.ts';
import { readPenFontFile } from '../testing/nodePenFont.ts';

// Pen strokes are curves (issue 38): every shop pen font, as the shop loads it, against the
// same font read exactly as its file draws it.

const SAMPLE = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZäöüß'];
const fonts = Object.values(PEN_FONT_FILES).map(({ file }) => ({
  file,
  curved: parsePenFont(readPenFontFile(file)),
  drawn: parsePenFont(readPenFontFile(file), { curves: false }),
}));

function xTop(font: PenFont): number {
  return Math.max(...(font.glyphs.get('x')?.strokes.flat() ?? []).map((point) => point.y));
}

/** The sample's strokes on the page at an x-height of `xHeightMm` (mm, y down). */
function sampleStrokes(font: PenFont, xHeightMm: number): Point[][] {
  const scale = xHeightMm / xTop(font);
  return SAMPLE.flatMap((char) =>
    (font.glyphs.get(char)?.strokes ?? []).map((stroke) =>
      stroke.map((point) => ({ x: point.x * scale, y: -point.y * scale })),
    ),
  );
}

/** Distance from a point to a polyline. */
function distanceToLine(p: Point, line: readonly Point[]): number {
  let best = Infinity;
  for (let i = 1; i < line.length; i += 1) {
    const a = line[i - 1] as Point;
    const b = line[i] as Point;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const length2 = dx * dx + dy * dy;
    const t =
      length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2));
    best = Math.min(best, Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy));
  }
  return best;
}

describe.each(fonts)('$file as curves', ({ curved, drawn }) => {
  it('has at most 5 visible kinks per 100 mm of ink at „mittel“ (the file as drawn: 30–51)', () => {
    const mm = TEXT_SIZE_METRICS.medium.xHeightMm;
    const counted = countKinks(sampleStrokes(curved, mm));
    expect(kinksPer100Mm(counted)).toBeLessThanOrEqual(5);
    // The metric sees the polygons: the same letters as the file draws them.
    expect(kinksPer100Mm(countKinks(sampleStrokes(drawn, mm)))).toBeGreaterThan(25);
    // The letters' length barely changes (a curve through the same points).
    expect(counted.inkMm / countKinks(sampleStrokes(drawn, mm)).inkMm).toBeCloseTo(1, 1);
  });

  it('samples the curve within 0.01 mm at the largest size (aimed at 0.003); straight parts stay one piece', () => {
    // The same curve sampled ten times finer lies within the tolerance of the font's line.
    const scale = LARGEST_X_HEIGHT_MM / xTop(curved);
    const options = curveOptions(xTop(curved));
    const fine = { ...options, toleranceUnits: options.toleranceUnits / 10 };
    for (const char of [...'aegosBCGS'])
      for (const stroke of drawn.glyphs.get(char)?.strokes ?? []) {
        const line = smoothStroke(stroke, options);
        for (const point of smoothStroke(stroke, fine))
          expect(distanceToLine(point, line) * scale).toBeLessThanOrEqual(0.01);
      }
    // The 'l' of most fonts is one straight stroke: still one piece (two points).
    expect(curved.glyphs.get('I')?.strokes.some((stroke) => stroke.length === 2)).toBe(
      drawn.glyphs.get('I')?.strokes.some((stroke) => stroke.length === 2),
    );
  });

  it('keeps the layout: advance widths, x-height and ink extent as the file has them', () => {
    // The font's own glyphs and substitutes as in the file; a composed letter whose width
    // comes from its base's ink near the top (ď ľ ť Ľ: the caron as an apostrophe after the
    // stem) within 1 % of the em. The ligatures Æ æ Œ œ (ligatureGlyphs.ts) are built from
    // the curved ink on purpose: where one letter gives way to the other depends on it.
    for (const [char, glyph] of drawn.glyphs)
      if ('ÆæŒœ'.includes(char)) continue;
      else if (glyph.composedFrom === undefined)
        expect(curved.glyphs.get(char)?.advance, char).toBe(glyph.advance);
      else
        expect(
          Math.abs((curved.glyphs.get(char)?.advance ?? 0) - glyph.advance),
          char,
        ).toBeLessThanOrEqual(drawn.unitsPerEm / 100);
    expect(xTop(curved)).toBe(xTop(drawn));
    expect(penInkExtent(curved)).toEqual(penInkExtent(drawn));
    expect(penLayoutFont(curved).tables?.os2?.sxHeight).toBe(
      penLayoutFont(drawn).tables?.os2?.sxHeight,
    );
  });

  it('passes through the font’s points and keeps its cusps', () => {
    // The 'v': its tip is a cusp as a reader sees it (a turn over 100° within ±0.25 mm) in
    // the file, and stays one.
    const mm = TEXT_SIZE_METRICS.medium.xHeightMm;
    const tip = (font: PenFont) => {
      const scale = mm / xTop(font);
      const strokes = (font.glyphs.get('v')?.strokes ?? []).map((stroke) =>
        stroke.map((point) => ({ x: point.x * scale, y: point.y * scale })),
      );
      return countKinks(strokes).cusps;
    };
    expect(tip(drawn)).toBeGreaterThanOrEqual(1);
    expect(tip(curved)).toBe(tip(drawn));
    // Every point of the 'o' (no height correction there in most fonts: checked loosely)
    // lies on the curve within 0.1 % of the em.
    const tolerance = curved.unitsPerEm / 1000;
    for (const [s, stroke] of (drawn.glyphs.get('o')?.strokes ?? []).entries()) {
      const curve = curved.glyphs.get('o')?.strokes[s] ?? [];
      for (const point of stroke)
        expect(
          Math.min(...curve.map((c) => Math.hypot(c.x - point.x, c.y - point.y))),
        ).toBeLessThanOrEqual(tolerance * 8);
    }
  });
});
