import { fitCapitalMarks } from './capitalMarks.ts';
import { addDrawnGlyphs } from './drawnGlyphs.ts';
import { GlyphSet } from './glyphGeometry.ts';
import { addComposedLetters } from './composedLetters.ts';
import { addApostropheCarons, addDotlessLetters, addMarkedLetters } from './composedMarks.ts';
import { addLigatureGlyphs } from './ligatureGlyphs.ts';
import type { PenGlyph } from '../types/penTypes.ts';

// Letters and signs a pen font lacks, composed when the font is parsed (issue 26): a base
// glyph of the font plus diacritic strokes (diacritics.ts) placed on the base's ink
// (composedMarks.ts), two glyphs side by side or a bar across a stem (composedLetters.ts), or
// a few strokes drawn to the font's proportions (drawnGlyphs.ts: ß ẞ ſ Þ þ ¶ ¤ ¬ ¯). Every
// size is taken from the font's own x-height ('x'), capital height ('H') and ascender ('l')
// (glyphGeometry.ts), so a mark is as large in a small font as in a wide one. The order
// matters: the marked letters are composed last, on the dotless ı ȷ and the letters before.

/**
 * Adds to `glyphs` every character of the shop's set (charset.ts) the font lacks and that can
 * be composed from what it has, and the drawn ß where the font's own reads as a B. Glyphs the
 * font has are kept. Each added glyph says how it was made (`composedFrom`).
 */
export function addComposedGlyphs(
  glyphs: Map<string, PenGlyph>,
  family: string,
  unitsPerEm: number,
): void {
  if (!glyphs.has('x')) return; // not a Latin font: nothing to measure marks against
  const g = new GlyphSet(glyphs, unitsPerEm);
  addDotlessLetters(g);
  addDrawnGlyphs(g, family);
  addComposedLetters(g);
  addApostropheCarons(g);
  addMarkedLetters(g);
  fitCapitalMarks(g);
  addLigatureGlyphs(glyphs); // Æ æ Œ œ with a shared stroke (issue 38)
}
