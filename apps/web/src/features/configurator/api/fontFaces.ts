// Handwriting fonts in the page: each CMS font is registered once under its own family name
// with the FontFace API (from its URL for the font picker, from the bytes the preview has
// already downloaded for opentype.js). Without FontFace (old browsers, tests) nothing is
// registered and the text shows in the fallback font.

const registered = new Map<string, Promise<boolean>>();

/** A CSS family name that is safe for any CMS slug. */
export function fontFamilyOf(slug: string): string {
  return `fk-hand-${slug.toLowerCase().replace(/[^a-z0-9-]+/g, '-')}`;
}

export function fontFaceSupported(): boolean {
  return typeof FontFace === 'function' && typeof document !== 'undefined' && 'fonts' in document;
}

/**
 * Registers `family` from a URL or from the font file's bytes; answers whether the browser
 * could use it (never for an SVG pen font's URL). A failed load may be tried again.
 */
export function registerFontFace(family: string, source: string | ArrayBuffer): Promise<boolean> {
  if (!fontFaceSupported()) return Promise.resolve(false);
  // A pen font (SVG, docs/pen-fonts.md) is no web font: browsers reject it after a download.
  if (typeof source === 'string' && /\.svg(?:[?#]|$)/i.test(source)) return Promise.resolve(false);
  let load = registered.get(family);
  if (!load) {
    const face = new FontFace(
      family,
      typeof source === 'string' ? `url(${JSON.stringify(source)})` : source.slice(0),
      { display: 'swap' },
    );
    load = face.load().then(
      (loaded) => {
        document.fonts.add(loaded);
        return true;
      },
      () => {
        registered.delete(family);
        return false;
      },
    );
    registered.set(family, load);
  }
  return load;
}
