// Font measurements for the text layout, read from an opentype.js `Font` that the caller has
// parsed (browser and server each load the WOFF bytes and call `opentype.parse`). Only the
// members below are used, so any object of this shape works (tests, other parsers).

export interface LayoutGlyph {
  /** 0 = .notdef: the font has no such character. */
  index?: number;
  advanceWidth?: number;
  yMax?: number;
  getBoundingBox?: () => { y2: number };
}

export interface LayoutFont {
  unitsPerEm: number;
  charToGlyph(char: string): LayoutGlyph;
  getKerningValue(left: LayoutGlyph, right: LayoutGlyph): number;
  tables?: { os2?: { sxHeight?: number } };
  /**
   * How far the ink of the font's letters reaches above and below the baseline, font units
   * (both ≥ 0), measured from its glyphs (pen fonts: `penLayoutFont`). Set, it widens the line
   * pitch where the ink would not fit (`lineMetrics`); unset (web fonts), the pitch is the
   * text size's.
   */
  inkExtent?: { ascender: number; descender: number };
}

/** Width of a word in font units, and the characters the font cannot write. */
export interface WordMetrics {
  width: number;
  missing: string;
}

interface FontCache {
  chars: Map<string, { glyph: LayoutGlyph; advance: number; missing: boolean }>;
  words: Map<string, WordMetrics>;
  xHeightUnits: number;
  kerning: boolean;
}

// One cache per font object: a batch over 10,000 cards measures each distinct word once.
const caches = new WeakMap<LayoutFont, FontCache>();
/** Words are cached up to this many per font, so free texts cannot grow memory without end. */
const MAX_CACHED_WORDS = 200_000;
const WHITESPACE = /\s/;

function cacheOf(font: LayoutFont): FontCache {
  let cache = caches.get(font);
  if (!cache) {
    cache = {
      chars: new Map(),
      words: new Map(),
      xHeightUnits: measureXHeight(font),
      kerning: true,
    };
    caches.set(font, cache);
  }
  return cache;
}

function measureXHeight(font: LayoutFont): number {
  const glyph = font.charToGlyph('x');
  if (glyph.index !== 0) {
    if (typeof glyph.yMax === 'number' && glyph.yMax > 0) return glyph.yMax;
    const box = glyph.getBoundingBox?.();
    if (box && box.y2 > 0) return box.y2;
  }
  const os2 = font.tables?.os2?.sxHeight;
  return os2 && os2 > 0 ? os2 : font.unitsPerEm / 2;
}

function charOf(cache: FontCache, font: LayoutFont, char: string) {
  let entry = cache.chars.get(char);
  if (!entry) {
    // A no-break space is written as a space.
    const glyph = font.charToGlyph(char === '\u00a0' ? ' ' : char);
    const missing = glyph.index === 0 && !WHITESPACE.test(char);
    entry = { glyph, advance: glyph.advanceWidth ?? 0, missing };
    cache.chars.set(char, entry);
  }
  return entry;
}

function kerning(cache: FontCache, font: LayoutFont, left: LayoutGlyph, right: LayoutGlyph) {
  if (!cache.kerning) return 0;
  try {
    return font.getKerningValue(left, right) || 0;
  } catch {
    // Some fonts' lookup tables are beyond opentype.js; measure them without kerning.
    cache.kerning = false;
    return 0;
  }
}

/** Advance widths (with pair kerning) of a piece of text, in font units. */
export function measureWord(font: LayoutFont, word: string): WordMetrics {
  const cache = cacheOf(font);
  const cached = cache.words.get(word);
  if (cached) return cached;
  let width = 0;
  let missing = '';
  let previous: LayoutGlyph | null = null;
  for (const char of word) {
    const entry = charOf(cache, font, char);
    if (entry.missing && !missing.includes(char)) missing += char;
    if (previous) width += kerning(cache, font, previous, entry.glyph);
    width += entry.advance;
    previous = entry.glyph;
  }
  const metrics = { width, missing };
  if (cache.words.size < MAX_CACHED_WORDS) cache.words.set(word, metrics);
  return metrics;
}

/** The advance of each character of `text` (kerning to the next included), in font units. */
export function characterAdvances(font: LayoutFont, text: string): number[] {
  const cache = cacheOf(font);
  const chars = [...text];
  return chars.map((char, i) => {
    const entry = charOf(cache, font, char);
    const next = chars[i + 1];
    const kern =
      next === undefined ? 0 : kerning(cache, font, entry.glyph, charOf(cache, font, next).glyph);
    return entry.advance + kern;
  });
}

/** Height of the font's lower-case x in font units (for sizing by x-height). */
export function xHeightUnits(font: LayoutFont): number {
  return cacheOf(font).xHeightUnits;
}

/** The em size in mm that gives the wanted x-height in this font. */
export function emSizeMm(font: LayoutFont, xHeightMm: number): number {
  return (xHeightMm * font.unitsPerEm) / xHeightUnits(font);
}

/** A line box: its height (the line pitch) and where the baseline sits in it, from its top. */
export interface LineMetrics {
  lineHeightMm: number;
  baselineRatio: number;
}

/** Room on a letter's ink for the hand's size changes (pen/variation.ts: ± 4 %). */
export const INK_ROOM = 0.04;
/** Space between the ink of two lines of a font that needs a wider pitch, in x-heights. */
export const INK_GAP_X_HEIGHTS = 0.2;

/**
 * The line box of a text size in this font. A font whose letters' ink (ascender to
 * descender) is taller than the size's line pitch gets a pitch of its ink with `INK_ROOM`
 * plus `INK_GAP_X_HEIGHTS`, the baseline where its (enlarged) ascenders end: the descenders
 * of one line stay above the ascenders and capitals of the next. Any other font keeps the
 * size's pitch and `defaultBaselineRatio`, so its layouts do not change.
 */
export function lineMetrics(
  font: LayoutFont,
  size: { xHeightMm: number; lineHeightMm: number },
  defaultBaselineRatio: number,
): LineMetrics {
  const plain = { lineHeightMm: size.lineHeightMm, baselineRatio: defaultBaselineRatio };
  const extent = font.inkExtent;
  if (!extent) return plain;
  const mm = size.xHeightMm / xHeightUnits(font);
  const ink = (extent.ascender + extent.descender) * mm;
  if (ink <= size.lineHeightMm) return plain;
  const gap = INK_GAP_X_HEIGHTS * size.xHeightMm;
  const lineHeightMm = ink * (1 + INK_ROOM) + gap;
  const ascender = extent.ascender * mm * (1 + INK_ROOM);
  return { lineHeightMm, baselineRatio: (gap / 2 + ascender) / lineHeightMm };
}
