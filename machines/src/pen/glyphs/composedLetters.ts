import { smoothCurve } from './diacritics.ts';
import { type GlyphSet, box, inkBetween, isCapital, move, scaleAbout } from './glyphGeometry.ts';
import type { PenGlyph } from '../types/penTypes.ts';

// Letters built from the font's own glyphs without a diacritic: a bar or slash across a stem
// (ł Ł đ ħ Ħ ŧ Ŧ Đ), two glyphs side by side (æ œ ĳ ŀ ŉ), § from two s, ð from o, ŋ Ŋ with a
// hook, µ with a descender, ĸ as a small K.

/** A bar across a stem: ł Ł (slanted), đ ħ Ħ ŧ Ŧ Đ (level). */
function composeBar(g: GlyphSet, char: string, baseChar: string, kind: 'slash' | 'bar'): boolean {
  const base = g.get(baseChar);
  const b = base && box(base.strokes);
  if (!base || !b) return false;
  const { xHeight: xh, capHeight: ch } = g.m;
  const capital = isCapital(baseChar);
  let y: number;
  let from: number;
  let to: number;
  if (kind === 'slash') {
    y = capital ? ch * 0.42 : b.top * 0.5;
    const band = inkBetween(base.strokes, y - xh * 0.1, y + xh * 0.1, g.step);
    if (!band) return false;
    // The stem of L is the leftmost ink at that height.
    const x = capital ? Math.min(band.centre, band.left + xh * 0.06) : band.centre;
    g.add(
      char,
      [
        ...base.strokes,
        [
          { x: x - xh * 0.22, y: y - xh * 0.14 },
          { x: x + xh * 0.24, y: y + xh * 0.16 },
        ],
      ],
      base.advance,
      `${baseChar}+stroke`,
    );
    return true;
  }
  if (baseChar === 'H') {
    y = ch * 0.76;
    const band = inkBetween(base.strokes, ch * 0.6, ch * 0.9, g.step) ?? b;
    from = band.left - xh * 0.08;
    to = band.right + xh * 0.08;
  } else {
    const [low, high] =
      baseChar === 'd' || baseChar === 'h'
        ? [xh * 1.1, b.top - xh * 0.05]
        : baseChar === 't'
          ? [xh * 0.15, xh * 0.6]
          : [ch * 0.3, ch * 0.6];
    y =
      baseChar === 'd' || baseChar === 'h'
        ? (xh + b.top) / 2 + xh * 0.05
        : baseChar === 't'
          ? xh * 0.42
          : ch * 0.47;
    const band = inkBetween(base.strokes, low, high, g.step);
    if (!band) return false;
    const x =
      baseChar === 'D' ? band.left + xh * 0.04 : band.centre + (y - (low + high) / 2) * g.m.slant;
    const half = capital ? xh * 0.24 : xh * 0.2;
    from = x - half;
    to = x + half;
  }
  g.add(
    char,
    [
      ...base.strokes,
      [
        { x: from, y },
        { x: to, y },
      ],
    ],
    base.advance,
    `${baseChar}+bar`,
  );
  return true;
}

/** Two glyphs side by side; `overlap` > 0 lets their ink touch (æ œ), else by advance. */
function composePair(
  g: GlyphSet,
  char: string,
  first: string,
  second: string,
  overlap: number | null,
): boolean {
  const a = g.get(first);
  const b = g.get(second);
  const ab = a && box(a.strokes);
  const bb = b && box(b.strokes);
  if (!a || !b) return false;
  const shift =
    overlap === null || !ab || !bb ? a.advance : ab.right - bb.left - overlap * g.m.xHeight;
  g.add(
    char,
    [...a.strokes, ...move(b.strokes, shift, 0)],
    shift + b.advance,
    `${first}+${second}`,
  );
  return true;
}

/** § as two of the font's s, one above the other, overlapping at the middle. */
function composeSection(g: GlyphSet) {
  const s = g.get('s');
  const b = s && box(s.strokes);
  if (!s || !b) return;
  const { capHeight: ch } = g.m;
  const k = (ch * 0.62) / (b.top - b.bottom);
  const small = scaleAbout(s.strokes, k, { x: b.left, y: b.bottom });
  const width = (b.right - b.left) * k;
  const margin = g.m.xHeight * 0.12;
  const upper = move(small, margin - b.left, ch * 0.42 - b.bottom);
  const lower = move(small, margin - b.left - ch * 0.42 * g.m.slant, -ch * 0.12 - b.bottom);
  g.add('§', [...upper, ...lower], width + 2 * margin, 's+s');
}

/** ð: the font's o with a rising, crossed back stroke. */
function composeEth(g: GlyphSet) {
  const o = g.get('o');
  const b = o && box(o.strokes);
  if (!o || !b) return;
  const { xHeight: xh, ascender: asc, slant } = g.m;
  const cx = (b.left + b.right) / 2;
  const stroke = smoothCurve([
    { x: b.right - (b.right - b.left) * 0.08, y: b.top * 0.55 },
    { x: b.right - xh * 0.02 + slant * xh * 0.3, y: b.top + xh * 0.2 },
    { x: cx + slant * (asc - b.top), y: asc * 0.95 },
  ]);
  const y = (b.top + asc) / 2 + xh * 0.05;
  const x = cx + xh * 0.15 + slant * (y - b.top);
  g.add(
    'ð',
    [
      ...o.strokes,
      stroke,
      [
        { x: x - xh * 0.22, y: y - xh * 0.06 },
        { x: x + xh * 0.18, y: y + xh * 0.08 },
      ],
    ],
    o.advance,
    'o+stroke',
  );
}

/** ŋ Ŋ: a hook below the right stem. */
function composeEng(g: GlyphSet, char: string, baseChar: string) {
  const base = g.get(baseChar);
  const { xHeight: xh, capHeight: ch } = g.m;
  const height = isCapital(baseChar) ? ch : xh;
  const band = base && inkBetween(base.strokes, 0, height * 0.35, g.step);
  if (!base || !band) return;
  const x = band.right;
  const hook = smoothCurve([
    { x, y: height * 0.2 },
    { x, y: -xh * 0.2 },
    { x: x - xh * 0.12, y: -xh * 0.4 },
    { x: x - xh * 0.3, y: -xh * 0.38 },
  ]);
  g.add(char, [...base.strokes, hook], base.advance, `${baseChar}+hook`);
}

/** The letters above that the font lacks. */
export function addComposedLetters(g: GlyphSet) {
  const { xHeight: xh, capHeight: ch } = g.m;
  if (g.missing('§')) composeSection(g);
  if (g.missing('µ')) {
    const u = g.get('u');
    const band = u && inkBetween(u.strokes, xh * 0.4, xh * 0.9, g.step);
    if (u && band)
      g.add(
        'µ',
        [
          ...u.strokes,
          [
            { x: band.left + xh * 0.02 + xh * 0.3 * g.m.slant, y: xh * 0.3 },
            { x: band.left - xh * 0.15 * g.m.slant, y: -xh * 0.45 },
          ],
        ],
        u.advance,
        'u+descender',
      );
  }
  if (g.missing('ð')) composeEth(g);
  if (g.missing('ĸ')) {
    const k = g.get('K');
    if (k)
      g.add('ĸ', scaleAbout(k.strokes, xh / ch, { x: 0, y: 0 }), (k.advance * xh) / ch, 'K small');
  }
  for (const [char, base] of [
    ['ŋ', 'n'],
    ['Ŋ', 'N'],
  ] as const)
    if (g.missing(char)) composeEng(g, char, base);

  for (const [char, first, second, overlap] of [
    ['æ', 'a', 'e', 0.1],
    ['Æ', 'A', 'E', 0.12],
    ['œ', 'o', 'e', 0.1],
    ['Œ', 'O', 'E', 0.12],
    ['ĳ', 'i', 'j', null],
    ['Ĳ', 'I', 'J', null],
    ['ŉ', '’', 'n', null],
    ['ŀ', 'l', '·', null],
    ['Ŀ', 'L', '·', null],
  ] as const)
    if (g.missing(char)) composePair(g, char, first, second, overlap);

  for (const [char, base] of [
    ['ł', 'l'],
    ['Ł', 'L'],
  ] as const)
    if (g.missing(char)) composeBar(g, char, base, 'slash');
  if (g.missing('Đ') && g.get('Ð'))
    g.glyphs.set('Đ', { ...(g.get('Ð') as PenGlyph), composedFrom: 'Ð' });
  for (const [char, base] of [
    ['Đ', 'D'],
    ['đ', 'd'],
    ['ħ', 'h'],
    ['Ħ', 'H'],
    ['ŧ', 't'],
    ['Ŧ', 'T'],
  ] as const)
    if (g.missing(char)) composeBar(g, char, base, 'bar');
}
