import type { PenFont } from '../types/penTypes.ts';

// The characters every pen font of the shop writes (issue 26): printable ASCII, the letters
// and signs of Latin-1 Supplement (not the no-break space, which is whitespace, nor the
// invisible soft hyphen), all of Latin Extended-A, the Romanian comma-below letters, the
// capital sharp s and the German typographic marks. What a font lacks is composed when it is
// parsed (composedGlyphs.ts), so the fit check and the robot's files see the same glyphs.

function range(from: number, to: number): string[] {
  const chars: string[] = [];
  for (let code = from; code <= to; code += 1) chars.push(String.fromCodePoint(code));
  return chars;
}

/** Every character a pen font must write, each once, in code point order. */
export const PEN_CHARACTER_SET: readonly string[] = [
  ...new Set([
    ...range(0x21, 0x7e),
    ...range(0xa1, 0xff).filter((char) => char !== '\u00ad'),
    ...range(0x100, 0x17f),
    ...'ȘșȚț',
    'ẞ',
    ...'„“”‚‘’–—…«»‹›€§@&%#+°½',
  ]),
].sort((a, b) => (a.codePointAt(0) as number) - (b.codePointAt(0) as number));

export interface PenCoverage {
  /** Characters of the set the font file has itself. */
  native: string[];
  /** Characters of the set drawn from other glyphs and drawn marks. */
  composed: string[];
  /** Characters of the set the font cannot write. */
  missing: string[];
}

/** What a parsed pen font writes of `chars` (default: the shop's set), by origin. */
export function penCoverage(
  font: PenFont,
  chars: readonly string[] = PEN_CHARACTER_SET,
): PenCoverage {
  const coverage: PenCoverage = { native: [], composed: [], missing: [] };
  for (const char of chars) {
    const glyph = font.glyphs.get(char);
    if (!glyph) coverage.missing.push(char);
    else if (glyph.substituteFor !== undefined || glyph.composedFrom !== undefined)
      coverage.composed.push(char);
    else coverage.native.push(char);
  }
  return coverage;
}
