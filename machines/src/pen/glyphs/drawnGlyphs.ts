import { smoothCurve } from './diacritics.ts';
import { type GlyphSet, type Strokes } from './glyphGeometry.ts';

// Letters and signs no pen font of the shop has in a usable form, drawn as smooth strokes
// (Catmull-Rom) to the font's proportions and slanted with it: ß (a long s flowing into a
// z-like belly, as German handwriting writes it), ẞ, ſ, Þ, þ, ¶, ¤, ¬, ¯.

/**
 * Fonts whose own ß is a capital B in disguise (it read "groBer" on the cards): their ß is
 * replaced by a drawn one. Checked by eye on the hersheytext files.
 */
const SHARP_S_LOOKS_LIKE_B = new Set(['EMS Tech', 'EMS Elfin', 'EMS Allure']);

/** Draws the glyphs above that the font lacks (and its ß where it reads as a B). */
export function addDrawnGlyphs(g: GlyphSet, family: string) {
  const { xHeight: xh, capHeight: ch, ascender: asc } = g.m;
  if (g.missing('ß') || SHARP_S_LOOKS_LIKE_B.has(family)) {
    // Long s flowing into a z-like belly: the ß of German handwriting.
    const u = asc * 0.98;
    const first = g.curve(
      [
        [0, 0],
        [0, 0.62],
        [0.04, 0.84],
        [0.16, 0.97],
        [0.3, 1],
        [0.42, 0.94],
        [0.45, 0.82],
        [0.38, 0.7],
        [0.26, 0.62],
      ],
      u,
    );
    const second = g.curve(
      [
        [0.26, 0.62],
        [0.42, 0.58],
        [0.52, 0.45],
        [0.53, 0.27],
        [0.46, 0.1],
        [0.34, 0.02],
        [0.2, 0.02],
      ],
      u,
    );
    g.drawn('ß', [[...first, ...second.slice(1)]], u * 0.53);
  }
  if (g.missing('ẞ')) {
    const u = ch;
    const stem = g.curve(
      [
        [0, 0],
        [0, 0.7],
        [0.06, 0.9],
        [0.22, 0.99],
        [0.42, 1],
        [0.6, 0.95],
      ],
      u,
    );
    const belly = g.curve(
      [
        [0.34, 0.58],
        [0.52, 0.55],
        [0.64, 0.42],
        [0.65, 0.22],
        [0.55, 0.06],
        [0.38, 0],
        [0.22, 0.03],
      ],
      u,
    );
    g.drawn('ẞ', [[...stem, { x: 0.34 * u, y: 0.58 * u }, ...belly.slice(1)]], u * 0.65);
  }
  if (g.missing('ſ'))
    g.drawn(
      'ſ',
      [
        g.curve(
          [
            [0, 0],
            [0, 0.55],
            [0.03, 0.82],
            [0.13, 0.97],
            [0.3, 1],
            [0.4, 0.95],
          ],
          asc,
        ),
      ],
      asc * 0.4,
    );
  if (g.missing('Þ')) {
    const bowl = g.curve(
      [
        [0, 0.78],
        [0.3, 0.78],
        [0.46, 0.64],
        [0.46, 0.42],
        [0.3, 0.27],
        [0, 0.27],
      ],
      ch,
    );
    g.drawn(
      'Þ',
      [
        [
          { x: 0, y: 0 },
          { x: 0, y: ch },
        ],
        bowl,
      ],
      ch * 0.48,
    );
  }
  if (g.missing('þ')) {
    const bowl = smoothCurve(
      [
        [0, 0.85],
        [0.3, 1],
        [0.55, 0.85],
        [0.58, 0.4],
        [0.35, 0.02],
        [0, 0.12],
      ].map(([x, y]) => ({ x: (x as number) * xh, y: (y as number) * xh })),
    );
    g.drawn(
      'þ',
      [
        [
          { x: 0, y: -xh * 0.45 },
          { x: 0, y: asc },
        ],
        bowl,
      ],
      xh * 0.6,
    );
  }
  if (g.missing('¶')) {
    const bowl = g.curve(
      [
        [0.3, 1],
        [0.1, 0.93],
        [0, 0.78],
        [0.08, 0.62],
        [0.3, 0.55],
      ],
      ch,
    );
    g.drawn(
      '¶',
      [
        [...bowl.reverse(), { x: ch * 0.3, y: ch }, { x: ch * 0.52, y: ch }],
        [
          { x: ch * 0.3, y: ch },
          { x: ch * 0.3, y: -ch * 0.1 },
        ],
        [
          { x: ch * 0.46, y: ch },
          { x: ch * 0.46, y: -ch * 0.1 },
        ],
      ],
      ch * 0.52,
    );
  }
  if (g.missing('¤')) {
    const r = xh * 0.24;
    const c = { x: r * 1.5, y: xh * 0.45 };
    const ticks: Strokes = [45, 135, 225, 315].map((deg) => {
      const a = (deg * Math.PI) / 180;
      return [
        { x: c.x + Math.cos(a) * r, y: c.y + Math.sin(a) * r },
        { x: c.x + Math.cos(a) * r * 1.5, y: c.y + Math.sin(a) * r * 1.5 },
      ];
    });
    const ring = [...Array(33).keys()].map((s) => ({
      x: c.x + r * Math.cos((s / 32) * 2 * Math.PI),
      y: c.y + r * Math.sin((s / 32) * 2 * Math.PI),
    }));
    g.add('¤', [ring, ...ticks], 3 * r + xh * 0.3, 'drawn');
  }
  if (g.missing('¬'))
    g.drawn(
      '¬',
      [
        [
          { x: 0, y: xh * 0.55 },
          { x: xh * 0.65, y: xh * 0.55 },
          { x: xh * 0.65, y: xh * 0.3 },
        ],
      ],
      xh * 0.65,
    );
  if (g.missing('¯'))
    g.drawn(
      '¯',
      [
        [
          { x: 0, y: ch * 0.95 },
          { x: xh * 0.55, y: ch * 0.95 },
        ],
      ],
      xh * 0.55,
    );
}
