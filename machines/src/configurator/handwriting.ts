import { characterAdvances, type LayoutFont } from './fontMetrics.ts';
import type { LaidOutLine, TextLayout } from './textLayout.ts';

// The preview should look written, not typeset (issue 4): each word sits a little above or
// below the line, letters vary slightly in spacing and angle, and a line may drift a touch.
// Everything comes from a seeded generator, so the same card always looks the same. The
// offsets do not accumulate along a line, so the fit check's widths stay true to ±spacing.

/** 32-bit FNV-1a hash of a string: the seed for `createRandom`. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Mulberry32: a small, fast, deterministic generator of numbers in [0, 1). The state lives
 * in a typed array: a 32-bit number kept in the closure is a new heap object at every draw
 * once it passes 2³⁰, and the pen draws some 30,000 numbers per card. Storing into the array
 * wraps to 32 bits as `>>> 0` did.
 */
export function createRandom(seed: number | string): () => number {
  const state = new Uint32Array(1);
  state[0] = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0;
  return () => {
    state[0] = (state[0] as number) + 0x6d2b79f5;
    let t = state[0] as number;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Maximum deviations (each drawn uniformly from ±value). */
export interface HandwritingStyle {
  /** Whole word above/below the baseline. */
  wordBaselineMm: number;
  /** Each letter above/below its word's baseline. */
  glyphBaselineMm: number;
  /** Each letter left/right of its typeset place (varies the spacing between letters). */
  glyphSpacingMm: number;
  /** Each letter's tilt. */
  glyphRotationDeg: number;
  /** The whole line's slope. */
  lineSlopeDeg: number;
}

export const DEFAULT_HANDWRITING_STYLE: HandwritingStyle = {
  wordBaselineMm: 0.25,
  glyphBaselineMm: 0.1,
  glyphSpacingMm: 0.06,
  glyphRotationDeg: 1.5,
  lineSlopeDeg: 0.4,
};

export interface GlyphPlacement {
  char: string;
  /** Left edge of the glyph, relative to the writable area (like `LaidOutLine.xMm`). */
  xMm: number;
  /** Baseline of the glyph, relative to the writable area; positive is down. */
  baselineMm: number;
  rotationDeg: number;
}

const spread = (random: () => number, max: number) => (random() * 2 - 1) * max;

/** Places each character of one laid-out line with handwriting variation. */
export function handwriteLine(
  font: LayoutFont,
  line: LaidOutLine,
  seed: string,
  style: HandwritingStyle = DEFAULT_HANDWRITING_STYLE,
): GlyphPlacement[] {
  const random = createRandom(seed);
  const unitsToMm = line.fontSizeMm / font.unitsPerEm;
  const slope = Math.tan((spread(random, style.lineSlopeDeg) * Math.PI) / 180);
  const advances = characterAdvances(font, line.text);
  const placements: GlyphPlacement[] = [];
  let x = 0;
  let wordOffset = spread(random, style.wordBaselineMm);
  [...line.text].forEach((char, i) => {
    if (char === ' ') wordOffset = spread(random, style.wordBaselineMm);
    placements.push({
      char,
      xMm: line.xMm + x + spread(random, style.glyphSpacingMm),
      baselineMm: line.baselineMm + wordOffset + spread(random, style.glyphBaselineMm) + x * slope,
      rotationDeg: spread(random, style.glyphRotationDeg),
    });
    x += (advances[i] ?? 0) * unitsToMm;
  });
  return placements;
}

/**
 * Handwriting placement for every line of a page. `cardSeed` identifies the card (use the
 * recipient id: stable while the customer edits the row); each line gets its own stream,
 * so editing one line leaves the others' look unchanged.
 */
export function handwritePage(
  font: LayoutFont,
  layout: Pick<TextLayout, 'lines'>,
  cardSeed: string,
  page = 0,
  style: HandwritingStyle = DEFAULT_HANDWRITING_STYLE,
): GlyphPlacement[][] {
  return layout.lines.map((line, i) =>
    handwriteLine(font, line, `${cardSeed}:${page}:${i}:${line.text}`, style),
  );
}
