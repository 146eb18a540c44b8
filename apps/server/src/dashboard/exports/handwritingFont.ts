import * as fontkit from 'fontkit';
import type { FontCoverage } from './pdfText.ts';
import { woffToSfnt } from './woffToSfnt.ts';

// The handwriting font for the production sheet's card texts: the font file as the CMS
// serves it (WOFF, also WOFF2, TTF or OTF). fontkit is the parser pdfkit embeds with, so a
// file it reads here is one the PDF can embed, and its glyph list is exactly what the PDF
// can draw.

export type HandwritingFont =
  | {
      kind: 'embedded';
      /** The buffer and, for a collection (TTC), which face of it. */
      source: Buffer;
      postscriptName: string | undefined;
      name: string;
      coverage: FontCoverage;
    }
  | { kind: 'fallback'; reason: 'missing' | 'unreadable' };

export function loadHandwritingFont(file: Buffer | undefined, name?: string): HandwritingFont {
  if (!file || file.length === 0) return { kind: 'fallback', reason: 'missing' };
  try {
    const source = woffToSfnt(file);
    const parsed = fontkit.create(source);
    const collection = 'fonts' in parsed;
    const font = collection ? parsed.fonts[0] : parsed;
    if (!font || font.numGlyphs < 2) return { kind: 'fallback', reason: 'unreadable' };
    return {
      kind: 'embedded',
      source,
      postscriptName: collection ? font.postscriptName : undefined,
      name: name?.trim() || font.familyName || font.postscriptName || 'Handschrift',
      coverage: { has: (cp) => font.hasGlyphForCodePoint(cp) },
    };
  } catch {
    return { kind: 'fallback', reason: 'unreadable' };
  }
}
