// Text for the production sheet, cut down to what the chosen font can draw. A character a
// font has no glyph for would come out as an empty box (embedded font) or as wrong letters
// (the standard fonts only know Windows-1252), and the robot cannot write it either: it is
// shown as "?" and named below the card, so production notices before writing.

export interface FontCoverage {
  has(codePoint: number): boolean;
}

// Windows-1252 beyond Latin-1: the characters pdfkit's standard fonts (Helvetica) encode.
const WIN_ANSI_EXTRA = new Set(
  [...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((c) => c.codePointAt(0) as number),
);

export const STANDARD_FONT_COVERAGE: FontCoverage = {
  has: (cp) => (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || WIN_ANSI_EXTRA.has(cp),
};

// Invisible characters (zero-width space and joiner, soft hyphen, byte order mark, emoji
// variation selectors) and control characters: nothing to draw, so they are dropped rather
// than shown as "?".
const INVISIBLE = /[\p{Cc}\p{Cf}\uFE00-\uFE0F]/gu;

export interface RenderableText {
  text: string;
  /** Each character the font lacks, once, in order of appearance. */
  missing: string[];
}

export function renderableText(text: string, coverage: FontCoverage): RenderableText {
  const missing = new Set<string>();
  const lines = text
    // Composed form, so "a" + combining diaeresis becomes the one glyph "ä" fonts have.
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, '    ')
    .split('\n')
    .map((line) => {
      let out = '';
      for (const char of line.replace(INVISIBLE, '')) {
        if (coverage.has(char.codePointAt(0) as number)) {
          out += char;
        } else {
          missing.add(char);
          out += '?';
        }
      }
      return out;
    });
  return { text: lines.join('\n'), missing: [...missing] };
}

/** `U+1F600` — how the sheet names a character it cannot draw itself. */
export function codePointName(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}
