import { PEN_CHARACTER_SET } from './charset.ts';
import { type MarkKind, placeMark } from './diacritics.ts';
import {
  type Box,
  type GlyphSet,
  type Strokes,
  box,
  inkBetween,
  isCapital,
  move,
  scaleAbout,
} from './glyphGeometry.ts';
import type { Point } from '../types/penTypes.ts';

// Letters with a diacritic, composed from a base glyph of the font and a mark (diacritics.ts)
// placed on the base's ink; the dotless ı ȷ the marks of i and j sit on; the apostrophe
// caron of ď ť ľ Ľ and the turned comma of ģ.

/** Combining marks (NFD) → the mark drawn above or below the base. */
const COMBINING: Record<string, MarkKind | 'dot' | 'diaeresis' | 'commaBelow'> = {
  '\u0300': 'grave',
  '\u0301': 'acute',
  '\u0302': 'circumflex',
  '\u0303': 'tilde',
  '\u0304': 'macron',
  '\u0306': 'breve',
  '\u0307': 'dot',
  '\u0308': 'diaeresis',
  '\u030a': 'ring',
  '\u030b': 'doubleAcute',
  '\u030c': 'caron',
  '\u0326': 'commaBelow',
  '\u0327': 'cedilla',
  '\u0328': 'ogonek',
};

/** Latvian and Livonian letters whose "cedilla" is written as a comma below. */
const COMMA_BELOW_CEDILLA = new Set([...'ĶķĻļŅņŖŗ']);

/** The font's full stop, centred on (0, 0) — the dot of ı, ż, ä in the font's own style. */
function dot(g: GlyphSet): Strokes {
  const stop = g.get('.')?.strokes;
  const b = stop && box(stop);
  if (!stop || !b) {
    const r = g.m.xHeight * 0.02;
    return [
      [
        { x: -r, y: 0 },
        { x: r, y: 0 },
      ],
    ];
  }
  return move(stop, -(b.left + b.right) / 2, -(b.bottom + b.top) / 2);
}

/** The base glyph with a mark above or below, placed on its ink. */
function composeMark(g: GlyphSet, char: string, baseChar: string, mark: string): boolean {
  const base = g.get(baseChar);
  const b = base && box(base.strokes);
  if (!base || !b) return false;
  const { xHeight: xh, capHeight } = g.m;
  const capital = isCapital(baseChar);
  const ref = capital ? capHeight : xh;
  const size = capital ? xh * 0.24 : xh * 0.3;
  const widthScale = capital ? 1.2 : 1;
  const top = Math.max(b.top, ref);
  const crown = inkBetween(base.strokes, b.top - ref * 0.3, b.top, g.step) ?? {
    centre: (b.left + b.right) / 2,
    left: b.left,
    right: b.right,
  };
  const foot = inkBetween(base.strokes, b.bottom, b.bottom + ref * 0.2, g.step) ?? crown;
  const above = { x: crown.centre, y: top + (capital ? xh * 0.1 : xh * 0.14) };
  let strokes: Strokes;
  switch (mark) {
    case 'dot':
      strokes = move(dot(g), above.x, above.y + size * 0.25);
      break;
    case 'diaeresis': {
      const stop = dot(g);
      const dx = size * 0.5 * widthScale;
      strokes = [
        ...move(stop, above.x - dx, above.y + size * 0.25),
        ...move(stop, above.x + dx, above.y + size * 0.25),
      ];
      break;
    }
    case 'commaBelow': {
      const comma = g.get(',')?.strokes;
      const c = comma && box(comma);
      if (!comma || !c) return false;
      strokes = move(comma, foot.centre - (c.left + c.right) / 2, b.bottom - xh * 0.1 - c.top);
      break;
    }
    case 'ogonek':
      strokes = placeMark('ogonek', { x: foot.right - xh * 0.12, y: b.bottom + xh * 0.03 }, size);
      break;
    case 'cedilla':
      strokes = placeMark('cedilla', { x: foot.centre, y: b.bottom + xh * 0.02 }, size);
      break;
    default:
      strokes = placeMark(mark as MarkKind, above, size, widthScale);
  }
  g.add(char, [...base.strokes, ...strokes], base.advance, `${baseChar}+${mark}`);
  return true;
}

/** ď ť ľ Ľ: the caron of a letter with an ascender is written as an apostrophe after it. */
function composeApostropheCaron(g: GlyphSet, char: string, baseChar: string): boolean {
  const base = g.get(baseChar);
  const apostrophe = g.get("'")?.strokes ?? g.get('’')?.strokes;
  const b = base && box(base.strokes);
  const a = apostrophe && box(apostrophe);
  if (!base || !b || !apostrophe || !a) return false;
  const xh = g.m.xHeight;
  const top = isCapital(baseChar) ? g.m.capHeight : Math.max(b.top, xh * 1.3);
  const stem = inkBetween(base.strokes, top - xh * 0.35, top + 1, g.step);
  const left = (stem?.right ?? b.right) + xh * 0.08;
  const small = scaleAbout(apostrophe, 0.8, { x: a.left, y: a.top });
  const strokes = move(small, left - a.left, top - a.top);
  const right = box(strokes)?.right ?? left;
  const advance = Math.max(base.advance, right + xh * 0.12);
  g.add(char, [...base.strokes, ...strokes], advance, `${baseChar}+apostrophe`);
  return true;
}

/** The glyph without its highest stroke: ı from i, ȷ from j. */
function composeDotless(g: GlyphSet, char: string, baseChar: string): boolean {
  const base = g.get(baseChar);
  if (!base || base.strokes.length < 2) return false;
  const lowest = (stroke: Point[]) => Math.min(...stroke.map((q) => q.y));
  const dot = base.strokes.reduce((best, stroke) =>
    lowest(stroke) > lowest(best) ? stroke : best,
  );
  if (lowest(dot) < g.m.xHeight * 0.8) return false;
  g.add(
    char,
    base.strokes.filter((stroke) => stroke !== dot),
    base.advance,
    `${baseChar}-dot`,
  );
  return true;
}

/** ģ: the comma above g is a turned comma (Latvian). */
function composeTurnedComma(set: GlyphSet, char: string) {
  const g = set.get('g');
  const comma = set.get(',')?.strokes;
  const b = g && box(g.strokes);
  const c = comma && box(comma);
  if (!g || !b || !comma || !c) return;
  const xh = set.m.xHeight;
  const crown = inkBetween(g.strokes, b.top - xh * 0.3, b.top, set.step);
  const turned = comma.map((stroke) => stroke.map((q) => ({ x: -q.x, y: -q.y })));
  const t = box(turned) as Box;
  const x = (crown?.centre ?? (b.left + b.right) / 2) - (t.left + t.right) / 2;
  const y = Math.max(b.top, xh) + xh * 0.14 - t.bottom;
  set.add(char, [...g.strokes, ...move(turned, x, y)], g.advance, 'g+turned comma');
}

/** ı and ȷ: i and j without their dot (the marks of ĩ ī ĭ ĵ sit on them). */
export function addDotlessLetters(g: GlyphSet) {
  if (g.missing('ı')) composeDotless(g, 'ı', 'i');
  if (g.missing('ȷ')) composeDotless(g, 'ȷ', 'j');
}

/** ď ľ ť Ľ: the caron written as an apostrophe after the stem. */
export function addApostropheCarons(g: GlyphSet) {
  for (const [char, base] of [
    ['ď', 'd'],
    ['ľ', 'l'],
    ['ť', 't'],
    ['Ľ', 'L'],
  ] as const)
    if (g.missing(char)) composeApostropheCaron(g, char, base);
}

/** Every letter of the set that is a base letter plus one mark (NFD), where the font lacks it. */
export function addMarkedLetters(g: GlyphSet) {
  for (const char of PEN_CHARACTER_SET) {
    if (!g.missing(char)) continue;
    const [base, combining, ...rest] = char.normalize('NFD');
    const mark = combining && COMBINING[combining];
    if (!base || !mark || rest.length > 0) continue;
    let baseChar = base;
    // Marks above i and j replace their dot; į keeps it (Lithuanian).
    if ((base === 'i' || base === 'j') && mark !== 'ogonek' && mark !== 'cedilla')
      baseChar = base === 'i' ? 'ı' : 'ȷ';
    let kind: string = mark;
    if (COMMA_BELOW_CEDILLA.has(char)) kind = 'commaBelow';
    if (char === 'ģ') {
      composeTurnedComma(g, char);
      continue;
    }
    composeMark(g, char, baseChar, kind);
  }
}
