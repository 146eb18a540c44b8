import { describe, expect, it } from 'vitest';
import { xHeightUnits } from '../../configurator/fontMetrics.ts';
import { penLayoutFont } from '../layout/layoutFont.ts';
import { loadPenFont } from '../testing/nodePenFont.ts';
import type { Point } from '../types/penTypes.ts';
import { formBasis } from './allographs.ts';
import { PEN_FONT_FILES } from './fontPairing.ts';
import { dividedByFields, type FieldValues } from './formDivision.ts';
import { WARP_BOUND_X_HEIGHTS } from './formFields.ts';
import { DEFAULT_PEN_VARIATION } from './variation.ts';

const TURN = (8 * Math.PI) / 180;
const piece: Point[][] = [
  [
    { x: 0, y: 0 },
    { x: 0, y: 100 },
  ],
];
const parts = (strokes: Point[][]) => (strokes[0] as Point[]).length - 1;

/** One field along the piece (y from 0 to 100): `shape(y / 100)`. */
const field =
  (shape: (t: number) => number): FieldValues =>
  (_x, y, _s, _along, out) => {
    out[0] = shape(y / 100);
  };

describe('dividedByFields (formDivision.ts)', () => {
  it('leaves a piece whole when the fields only shift or stretch it', () => {
    expect(
      parts(
        dividedByFields(
          piece,
          field((t) => 3 * t + 1),
          [1],
          TURN,
          1,
        ),
      ),
    ).toBe(1);
  });

  it('divides a bowed piece until each point turns by at most the allowed angle', () => {
    // sin² over the piece bows it by `bound` at the middle (the „bend“ field on a stem).
    const bow = field((t) => Math.sin(Math.PI * t) ** 2);
    for (const bound of [0.5, 2, 8]) {
      const n = parts(dividedByFields(piece, bow, [bound], TURN, 0.01));
      expect((8 * bound) / (n * 100)).toBeLessThanOrEqual(TURN);
      expect((8 * bound) / ((n - 1) * 100)).toBeGreaterThan(TURN);
    }
    // A field twice as strong needs about twice the points.
    const weak = parts(dividedByFields(piece, bow, [2], TURN, 0.01));
    const strong = parts(dividedByFields(piece, bow, [4], TURN, 0.01));
    expect(strong).toBeGreaterThanOrEqual(2 * weak - 1);
  });

  it('sees an S-bend, whose middle stays on the chord', () => {
    const s = field((t) => Math.sin(2 * Math.PI * t));
    expect(parts(dividedByFields(piece, s, [2], TURN, 0.01))).toBeGreaterThan(1);
  });

  it('never divides more finely than the step it is given, and keeps the ends', () => {
    const strong = field((t) => 1000 * t * (1 - t));
    const divided = dividedByFields(piece, strong, [1], TURN, 10);
    expect(parts(divided)).toBe(10);
    expect(divided[0]?.[0]).toEqual({ x: 0, y: 0 });
    expect(divided[0]?.[10]).toEqual({ x: 0, y: 100 });
  });
});

describe('letters with forms get the points their fields need', () => {
  it('bounds the warp the variation uses', () => {
    expect(DEFAULT_PEN_VARIATION.warp).toBeLessThanOrEqual(WARP_BOUND_X_HEIGHTS);
  });

  it('has a fifth fewer points than pieces of the fine step everywhere, and never more', () => {
    for (const pen of [PEN_FONT_FILES.emsTech, PEN_FONT_FILES.emsAllure]) {
      const font = loadPenFont(pen.file);
      const xHeight = xHeightUnits(penLayoutFont(font));
      const step = xHeight * 0.035;
      let uniform = 0;
      let adaptive = 0;
      for (const char of 'abcdefghijklmnopqrstuvwxyzäöüß') {
        const glyph = font.glyphs.get(char);
        const forms = glyph && formBasis(char, glyph, xHeight, false);
        if (!glyph || !forms) continue;
        for (const stroke of glyph.strokes)
          stroke.forEach((p, i) => {
            const a = stroke[i - 1];
            uniform += a ? Math.ceil(Math.hypot(p.x - a.x, p.y - a.y) / step) : 1;
          });
        adaptive += forms.strokes.reduce((sum, stroke) => sum + stroke.length, 0);
      }
      expect(adaptive, pen.name).toBeLessThan(0.85 * uniform);
    }
  });
});
