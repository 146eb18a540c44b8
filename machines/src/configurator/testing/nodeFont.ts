// Node-only test helper: parses a handwriting font from the @fontsource devDependencies
// (WOFF, which opentype.js 2 reads; not WOFF2). Never imported by the library code.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype, { type Font } from 'opentype.js';

const require = createRequire(import.meta.url);
const fonts = new Map<string, Font>();

export type TestFontFamily = 'caveat' | 'homemade-apple';

/** The parsed font (shared), or a freshly parsed one with `fresh` (cold caches). */
export function loadTestFont(family: TestFontFamily = 'caveat', fresh = false): Font {
  let font = fresh ? undefined : fonts.get(family);
  if (!font) {
    const file = require.resolve(`@fontsource/${family}/files/${family}-latin-400-normal.woff`);
    const bytes = readFileSync(file);
    font = opentype.parse(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    );
    fonts.set(family, font);
  }
  return font;
}
