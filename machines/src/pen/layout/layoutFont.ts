import type { LayoutFont, LayoutGlyph } from '../../configurator/fontMetrics.ts';
import type { PenFont, PenGlyph } from '../types/penTypes.ts';

// The pipeline's first stage measures text with the pen font (docs/pen-fonts.md, "Pipeline"):
// the fit check, the preview and production lay a card out with `penLayoutFont`, so the line
// breaks the customer is shown are the ones the pen writes. Only advance widths and the
// glyphs' heights are read here; the strokes themselves are the glyph stage's (glyphs/).

/** Highest point of a glyph's strokes (font units), 0 for a glyph without strokes. */
function glyphTop(glyph: PenGlyph): number {
  let top = 0;
  for (const stroke of glyph.strokes) for (const point of stroke) top = Math.max(top, point.y);
  return top;
}

/** Glyph bottom (font units, y up; 0 for a glyph without strokes). */
function glyphBottom(glyph: PenGlyph): number {
  let bottom = 0;
  for (const stroke of glyph.strokes)
    for (const point of stroke) bottom = Math.min(bottom, point.y);
  return bottom;
}

/**
 * The letters whose ink sets the line pitch (`inkExtent`): German text's letters and digits.
 * Capitals with marks (Ä, É …) stand above them by their marks, as in handwriting; lines are
 * not spaced for those.
 */
const LINE_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789äöüß'];

/** How far the letters' ink reaches above and below the baseline (font units, ≥ 0). */
export function penInkExtent(font: PenFont): { ascender: number; descender: number } {
  let ascender = 0;
  let descender = 0;
  for (const char of LINE_LETTERS) {
    const glyph = font.glyphs.get(char);
    if (!glyph) continue;
    ascender = Math.max(ascender, glyphTop(glyph));
    descender = Math.max(descender, -glyphBottom(glyph));
  }
  return { ascender, descender };
}

const layoutFonts = new WeakMap<PenFont, LayoutFont>();

/**
 * Pen fonts whose line pitch follows their measured ink (`lineMetrics`). Only fonts added
 * with the measured pitch are listed: widening the pitch of a font already in use would lay
 * out paid orders anew, and cards that fit when they were ordered would no longer fit
 * (EMS Allure would grow ×1.41 and the birthday postcard fit 5 of 8 sample recipients
 * instead of 8). Where such a font's lines meet, the clearance pass after the variation
 * (lineClearance.ts) shortens the letters that meet instead, which changes no line break
 * (docs/pen-fonts.md, "Line pitch").
 */
export const MEASURED_PITCH_FAMILIES: ReadonlySet<string> = new Set(['Hershey Script 1-stroke']);

/**
 * The pen font as the layout's `LayoutFont`, so `layoutPage`, `checkFit` and `handwritePage`
 * run unchanged on it: glyph index 0 = missing (like opentype.js' .notdef), advance widths
 * from the file, `yMax` from the strokes, no kerning (SVG fonts' `<hkern>` is not used by the
 * hersheytext fonts), `sxHeight` = the top of the 'x' glyph. The same object is returned for
 * the same font, so the layout's per-font caches keep working. `inkExtent` from the letters'
 * strokes (`penInkExtent`) lets the layout widen the line pitch for fonts with long
 * ascenders and descenders.
 */
export function penLayoutFont(font: PenFont): LayoutFont {
  const cached = layoutFonts.get(font);
  if (cached) return cached;
  const indexes = new Map<string, number>();
  let next = 1;
  for (const char of font.glyphs.keys()) indexes.set(char, next++);
  const glyphCache = new Map<string, LayoutGlyph>();
  const missing: LayoutGlyph = { index: 0, advanceWidth: font.missingGlyph.advance, yMax: 0 };
  const charToGlyph = (char: string): LayoutGlyph => {
    let glyph = glyphCache.get(char);
    if (!glyph) {
      const pen = font.glyphs.get(char);
      glyph = pen
        ? { index: indexes.get(char) ?? 0, advanceWidth: pen.advance, yMax: glyphTop(pen) }
        : missing;
      glyphCache.set(char, glyph);
    }
    return glyph;
  };
  const x = font.glyphs.get('x');
  const xTop = x ? glyphTop(x) : 0;
  const layoutFont: LayoutFont = {
    unitsPerEm: font.unitsPerEm,
    charToGlyph,
    getKerningValue: () => 0,
    tables: { os2: { sxHeight: xTop > 0 ? xTop : (font.xHeight ?? font.unitsPerEm / 2) } },
    ...(MEASURED_PITCH_FAMILIES.has(font.family) ? { inkExtent: penInkExtent(font) } : {}),
  };
  layoutFonts.set(font, layoutFont);
  return layoutFont;
}
