import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  parsePenFont,
  type PenFont,
  penFontFor,
  type PenFontFile,
} from '@federkiel/machines/pen/pipeline';
import type { OrderConfiguration } from '@federkiel/machines/configurator/schema';
import type { FontLoader } from '../configurations/cmsFonts.ts';

// The pen font an order line is written with (docs/pen-fonts.md): the CMS font's own
// `penFont` media when it has one (what the fit check measured the text with), otherwise the
// single-stroke font the shop pairs with the font's slug (`penFontFor`), read from the
// `hersheytext` package — the file the CMS seed uploads. A CMS that cannot be reached is a
// 503 (cmsFonts.ts): the export must not silently pick another font than the CMS names.

export interface ResolvedPenFont {
  font: PenFont;
  /** `cms` = the font's penFont media; `hersheytext` = the paired file by slug. */
  source: 'cms' | 'hersheytext';
  /** The pen font's family (`<font-face font-family>`), e.g. "EMS Tech". */
  family: string;
}

const require = createRequire(import.meta.url);
const HERSHEYTEXT_FONT_DIR = path.join(
  path.dirname(require.resolve('hersheytext/package.json')),
  'svg_fonts',
);

const packaged = new Map<string, Promise<PenFont>>();

/** A pen font file of the `hersheytext` package, parsed once per process. */
export function packagedPenFont(file: PenFontFile): Promise<PenFont> {
  let font = packaged.get(file.file);
  if (!font) {
    font = readFile(path.join(HERSHEYTEXT_FONT_DIR, file.file), 'utf8').then((svg) =>
      parsePenFont(svg),
    );
    font.catch(() => packaged.delete(file.file));
    packaged.set(file.file, font);
  }
  return font;
}

/** The pen font of a configured font, or null when neither the CMS nor the pairing has one. */
export async function penFontOf(
  fonts: FontLoader,
  font: OrderConfiguration['font'],
): Promise<ResolvedPenFont | null> {
  const lookup = await fonts.load(font.id);
  if (lookup.status === 'found' && lookup.font.pen) {
    return { font: lookup.font.pen, source: 'cms', family: lookup.font.pen.family };
  }
  const slug = lookup.status === 'found' ? lookup.font.slug : font.slug;
  const file = penFontFor(slug) ?? (slug === font.slug ? null : penFontFor(font.slug));
  if (!file) return null;
  const parsed = await packagedPenFont(file);
  return { font: parsed, source: 'hersheytext', family: parsed.family || file.name };
}
