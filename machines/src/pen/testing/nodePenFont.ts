// Node-only test helper: reads a pen font from the `hersheytext` package's SVG fonts. Never
// imported by the library code (which takes the SVG text from its caller).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type PenFont, parsePenFont } from '../glyphs/penFont.ts';

const require = createRequire(import.meta.url);
const fonts = new Map<string, PenFont>();

/** The folder of hersheytext's SVG fonts (`index.json` lists them). */
export const HERSHEYTEXT_FONT_DIR = path.join(
  path.dirname(require.resolve('hersheytext/package.json')),
  'svg_fonts',
);

/** The text of one of hersheytext's SVG fonts, e.g. `'EMSAllure.svg'`. */
export function readPenFontFile(file: string): string {
  return readFileSync(path.join(HERSHEYTEXT_FONT_DIR, file), 'utf8');
}

/** The parsed font (shared between tests). */
export function loadPenFont(file: string): PenFont {
  let font = fonts.get(file);
  if (!font) {
    font = parsePenFont(readPenFontFile(file));
    fonts.set(file, font);
  }
  return font;
}
