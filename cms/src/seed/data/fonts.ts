/**
 * Handwriting fonts, taken from the @fontsource packages (latin subset, WOFF — opentype.js
 * reads WOFF, WOFF2 would need an extra decompressor). `accountId: null` = for everybody.
 *
 * Each font also gets its pen font (`penFont`, docs/pen-fonts.md): the single-stroke SVG font
 * from the `hersheytext` package the robot writes it with. The pairing is the one in
 * machines/src/pen/fontPairing.ts (FONT_PAIRINGS; a test there compares the two lists).
 */
export interface FontSeed {
  slug: string;
  name: string;
  /** The web font: npm package name, e.g. @fontsource/caveat … */
  pkg: string;
  /** … and the file inside the package's files/ folder. null: a pen-only font (see below). */
  file: string | null;
  accountId: string | null;
  /** The pen font: a file in hersheytext's svg_fonts/ folder, e.g. EMSTech.svg. */
  pen: string;
}

const fs = (
  slug: string,
  name: string,
  family: string,
  pen: string,
  weight = 400,
  accountId: string | null = null,
): FontSeed => ({
  slug,
  name,
  pkg: `@fontsource/${family}`,
  file: `${family}-latin-${weight}-normal.woff`,
  accountId,
  pen,
});

/**
 * A font only the pen offers: no outline twin exists, so its web face is the pen SVG itself
 * (`file` = the same SVG as `penFont`) and the shop's preview draws it from its strokes.
 */
const penOnly = (slug: string, name: string, pen: string): FontSeed => ({
  slug,
  name,
  pkg: 'hersheytext',
  file: null,
  accountId: null,
  pen,
});

export const fonts: FontSeed[] = [
  fs('caveat', 'Caveat', 'caveat', 'EMSTech.svg'),
  fs('dancing-script', 'Dancing Script', 'dancing-script', 'EMSAllure.svg'),
  fs('indie-flower', 'Indie Flower', 'indie-flower', 'EMSTech.svg'),
  fs('kalam', 'Kalam', 'kalam', 'EMSTech.svg'),
  fs('homemade-apple', 'Homemade Apple', 'homemade-apple', 'EMSAllure.svg'),
  fs('reenie-beanie', 'Reenie Beanie', 'reenie-beanie', 'EMSTech.svg'),
  fs('shadows-into-light', 'Shadows Into Light', 'shadows-into-light', 'EMSTech.svg'),
  fs('gloria-hallelujah', 'Gloria Hallelujah', 'gloria-hallelujah', 'EMSElfin.svg'),
  fs('cedarville-cursive', 'Cedarville Cursive', 'cedarville-cursive', 'EMSAllure.svg'),
  // The one account-specific font: the demo account's own "handwriting" (docs/foundation.md).
  fs('demo-handschrift', 'Meine Handschrift (Demo)', 'kalam', 'EMSTech.svg', 700, 'demo'),
  // Pen-only fonts (machines/src/pen/fontPairing.ts PEN_ONLY_FONTS).
  penOnly('feder-felix', 'Feder (kalligrafisch)', 'EMSFelix.svg'),
  penOnly('feder-klar', 'Klar (gut lesbar)', 'EMSReadability.svg'),
  // Seed version 3 (issue 30): a joined script; the Hershey file keeps its acknowledgement.
  penOnly('feder-schreibschrift', 'Schreibschrift (verbunden)', 'HersheyScript1.svg'),
];
