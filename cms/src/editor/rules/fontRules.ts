import opentype from 'opentype.js';

// A font's `file` is what the shop lays cards out with (opentype.js) and what browsers draw
// (issue #20): it must be a font opentype.js parses. WOFF2 is Brotli-compressed and opentype.js
// cannot read it; we refuse it with a message saying what to upload instead rather than
// converting (a conversion would need a native WOFF2 decoder in the CMS).

export const FONT_FILE_REQUIRED =
  'Bitte eine Schriftdatei hochladen (WOFF, TTF oder OTF). Ohne Datei kann der Shop die Schrift nicht setzen.';

/** What is wrong with `bytes` as a font file, or null when opentype.js reads it. */
export function fontFileProblem(bytes: Buffer, fileName: string): string | null {
  const head = bytes.subarray(0, 4).toString('latin1');
  if (head === 'wOF2') {
    return `„${fileName}“ ist eine WOFF2-Datei. Diese Form kann der Shop nicht lesen – bitte dieselbe Schrift als WOFF, TTF oder OTF hochladen (z. B. aus dem Download der Schrift oder von fontsource.org).`;
  }
  if (head === '%PDF') {
    return `„${fileName}“ ist ein PDF, keine Schrift. Bitte eine Schriftdatei (WOFF, TTF oder OTF) hochladen.`;
  }
  if (head === '<?xm' || head === '<svg') {
    // Pen-only fonts carry their single-stroke SVG font as file (docs/pen-fonts.md).
    const text = bytes.toString('utf8');
    if (/<font[\s>]/.test(text) && /<glyph[\s>]/.test(text)) return null;
    return `„${fileName}“ ist ein SVG-Bild, keine SVG-Schrift. Bitte eine Schriftdatei (WOFF, TTF oder OTF) oder eine einstrichige SVG-Schrift hochladen.`;
  }
  try {
    const copy = new Uint8Array(bytes.byteLength);
    copy.set(bytes);
    const font = opentype.parse(copy.buffer);
    if (!font.glyphs || font.glyphs.length < 2) throw new Error('no glyphs');
    return null;
  } catch {
    return `„${fileName}“ ist keine lesbare Schrift. Bitte eine Schriftdatei im Format WOFF, TTF oder OTF hochladen.`;
  }
}
