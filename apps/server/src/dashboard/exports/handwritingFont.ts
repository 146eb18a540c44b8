import type * as Fontkit from 'fontkit';
import type { FontCoverage } from './pdfText.ts';
import { woffToSfnt } from './woffToSfnt.ts';

// The handwriting font for the production sheet's card texts: the font file as the CMS
// serves it (WOFF, also WOFF2, TTF or OTF). fontkit is the parser pdfkit embeds with, so a
// file it reads here is one the PDF can embed, and its glyph list is exactly what the PDF
// can draw.

export type HandwritingFont =
  | {
      kind: 'embedded';
      /** The parsed font, ready for pdfkit (0.20 takes fontkit fonts; its typings lag). */
      font: Fontkit.Font;
      name: string;
      coverage: FontCoverage;
    }
  | { kind: 'fallback'; reason: 'missing' | 'unreadable' };

// Text is shaped like the shop's fit check measures it (machines' fontMetrics: each
// letter's own glyph plus pair kerning), without contextual alternates and ligatures.
// Those also make up most of the shaping time of fonts like Caveat: without them, 10,000
// cards set several times faster.
const PLAIN_FORMS = { calt: false, clig: false, liga: false, rclt: false } as const;

function plainForms(font: Fontkit.Font): Fontkit.Font {
  const layout = font.layout.bind(font);
  // fontkit writes its defaults into the feature object it gets: a fresh one every time.
  font.layout = (text, features, ...rest) => layout(text, features ?? { ...PLAIN_FORMS }, ...rest);
  return font;
}

/** fontkit's module, loaded on first use like pdfkit (productionSheetPdf.ts). */
export type FontkitModule = typeof Fontkit;

export function loadHandwritingFont(
  fontkit: FontkitModule,
  file: Buffer | undefined,
  name?: string,
): HandwritingFont {
  if (!file || file.length === 0) return { kind: 'fallback', reason: 'missing' };
  try {
    const parsed = fontkit.create(woffToSfnt(file));
    const font = 'fonts' in parsed ? parsed.fonts[0] : parsed;
    if (!font || font.numGlyphs < 2) return { kind: 'fallback', reason: 'unreadable' };
    return {
      kind: 'embedded',
      font: plainForms(font),
      name: name?.trim() || font.familyName || font.postscriptName || 'Handschrift',
      coverage: { has: (cp) => font.hasGlyphForCodePoint(cp) },
    };
  } catch {
    return { kind: 'fallback', reason: 'unreadable' };
  }
}
