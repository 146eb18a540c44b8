import { addComposedGlyphs } from './composedGlyphs.ts';
import { smoothGlyphs } from './glyphCurves.ts';
import { parsePathData } from './pathData.ts';
import type { PenFont, PenGlyph, Point } from '../types/penTypes.ts';

// Single-stroke ("pen") fonts for the writing robot (issue 12). A plotter cannot fill an
// outline font; it draws centre lines. The fonts come as SVG fonts (the format the npm package
// `hersheytext` ships its EMS and Hershey fonts in, see fontPairing.ts for licences):
//
//   <font horiz-adv-x="378"><font-face units-per-em="1000" ascent="800" descent="-200"/>
//   <missing-glyph horiz-adv-x="378"/><glyph unicode="A" horiz-adv-x="…" d="M … L …"/>…</font>
//
// Read here without a DOM (a small tag tokenizer), so the same code runs in the browser and on
// the server; the caller passes the file's text. Coordinates stay in font units with the y
// axis pointing up and the origin on the baseline, like opentype.js glyphs; the card writer
// flips them onto the page.

export type { PenFont, PenGlyph, Point } from '../types/penTypes.ts';

export interface ParsePenFontOptions {
  /**
   * How far a flattened curve may stray from the true curve, in font units. Default: 1/1000
   * em, i.e. 0.01 mm at a 10 mm em (far below a 0.3 mm pen line).
   */
  toleranceUnits?: number;
  /**
   * Turn the font's polylines into smooth curves (curves.ts, issue 38). Default true; false
   * reads the strokes exactly as the file draws them (for comparisons and tests).
   */
  curves?: boolean;
}

export class PenFontError extends Error {
  override name = 'PenFontError';
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** Decodes XML character references (`&#x22;`, `&#34;`) and the five XML entities. */
export function decodeXmlEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? parseInt(body.slice(2), 16)
          : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED_ENTITIES[body] ?? whole;
  });
}

interface Tag {
  name: string;
  attributes: Map<string, string>;
}

const TAG = /<([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*\/?>/g;
const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** Start (and self-closing) tags of an XML text, comments and CDATA left out. */
function* tags(xml: string): Generator<Tag> {
  const text = xml.replace(/<!--[\s\S]*?-->/g, '').replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '');
  for (const match of text.matchAll(TAG)) {
    const attributes = new Map<string, string>();
    for (const attribute of (match[2] ?? '').matchAll(ATTRIBUTE))
      attributes.set(attribute[1] as string, decodeXmlEntities(attribute[2] ?? attribute[3] ?? ''));
    yield { name: (match[1] as string).toLowerCase(), attributes };
  }
}

function numberAttribute(tag: Tag, name: string): number | null {
  const raw = tag.attributes.get(name);
  if (raw === undefined || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/**
 * Reads the first `<font>` of an SVG font file. Glyphs are keyed by their `unicode`
 * (entities decoded); glyphs for more than one character (ligatures) and ones without
 * `unicode` are skipped, and when a character has two glyphs the first counts (as in SVG).
 */
export function parsePenFont(svg: string, options: ParsePenFontOptions = {}): PenFont {
  let inFont = false;
  let fontAdvance = 0;
  let face: Tag | null = null;
  let missing: Tag | null = null;
  const glyphTags: Tag[] = [];
  const source = svg.replace(/<\/font\s*>[\s\S]*$/i, '');
  for (const tag of tags(source)) {
    if (tag.name === 'font') {
      if (inFont) break; // a second font: only the first is read
      inFont = true;
      fontAdvance = numberAttribute(tag, 'horiz-adv-x') ?? 0;
    } else if (!inFont) continue;
    else if (tag.name === 'font-face') face ??= tag;
    else if (tag.name === 'missing-glyph') missing ??= tag;
    else if (tag.name === 'glyph') glyphTags.push(tag);
  }
  if (!inFont) throw new PenFontError('Keine SVG-Schrift: <font> fehlt.');

  const unitsPerEm = (face && numberAttribute(face, 'units-per-em')) || 1000;
  const tolerance = options.toleranceUnits ?? unitsPerEm / 1000;
  const glyphOf = (tag: Tag): PenGlyph => {
    const d = tag.attributes.get('d');
    return {
      advance: numberAttribute(tag, 'horiz-adv-x') ?? fontAdvance,
      strokes: d ? parsePathData(d, { tolerance }) : [],
    };
  };

  const glyphs = new Map<string, PenGlyph>();
  for (const tag of glyphTags) {
    const unicode = tag.attributes.get('unicode');
    if (unicode === undefined || [...unicode].length !== 1 || glyphs.has(unicode)) continue;
    glyphs.set(unicode, glyphOf(tag));
  }
  // Before anything is built from the font's glyphs, so substitutes and composed letters are
  // made of the curves too.
  if (options.curves ?? true) smoothGlyphs(glyphs);
  addSubstitutes(glyphs);
  const family = face?.attributes.get('font-family') ?? '';
  addComposedGlyphs(glyphs, family, unitsPerEm);
  return {
    family,
    unitsPerEm,
    ascent: (face && numberAttribute(face, 'ascent')) ?? unitsPerEm * 0.8,
    descent: (face && numberAttribute(face, 'descent')) ?? -unitsPerEm * 0.2,
    xHeight: face ? numberAttribute(face, 'x-height') : null,
    glyphs,
    missingGlyph: missing ? glyphOf(missing) : { advance: fontAdvance, strokes: [] },
  };
}

/**
 * Characters a German text needs that single-stroke fonts commonly lack (none of the 18
 * hersheytext fonts has „ ‚ ‘ ’ …), drawn from glyphs they do have: the low quotes as
 * commas (as people write them by hand), the single quotes as the apostrophe, the ellipsis as
 * three full stops. `gap` is where the next part starts, in advances of the previous part.
 * A substitute is added when the font lacks the character and has every part; it is then an
 * ordinary glyph, so the fit check (layout, missing characters) and the drawing agree.
 */
export const PEN_SUBSTITUTES: Readonly<Record<string, { parts: string; gap: number }>> = {
  '„': { parts: ',,', gap: 0.6 },
  '‚': { parts: ',', gap: 1 },
  '‘': { parts: "'", gap: 1 },
  '’': { parts: "'", gap: 1 },
  '…': { parts: '...', gap: 1 },
};

function addSubstitutes(glyphs: Map<string, PenGlyph>) {
  for (const [char, { parts, gap }] of Object.entries(PEN_SUBSTITUTES)) {
    if (glyphs.has(char)) continue;
    const pieces = [...parts].map((part) => glyphs.get(part));
    if (pieces.some((piece) => !piece)) continue;
    let x = 0;
    const strokes: Point[][] = [];
    pieces.forEach((piece, i) => {
      const glyph = piece as PenGlyph;
      for (const stroke of glyph.strokes)
        strokes.push(stroke.map((point) => ({ x: point.x + x, y: point.y })));
      x += i === pieces.length - 1 ? glyph.advance : glyph.advance * gap;
    });
    glyphs.set(char, { advance: x, strokes, substituteFor: parts });
  }
}

/** The characters of `text` the font cannot write (whitespace never counts), each once. */
export function missingCharacters(font: PenFont, text: string): string[] {
  const missing = new Set<string>();
  for (const char of text) if (!/\s/.test(char) && !font.glyphs.has(char)) missing.add(char);
  return [...missing];
}
