/**
 * Handwriting fonts, taken from the @fontsource packages (latin subset, WOFF — opentype.js
 * reads WOFF, WOFF2 would need an extra decompressor). `accountId: null` = for everybody.
 */
export interface FontSeed {
  slug: string;
  name: string;
  /** npm package name, e.g. @fontsource/caveat */
  pkg: string;
  /** file inside the package's files/ folder */
  file: string;
  accountId: string | null;
}

const fs = (
  slug: string,
  name: string,
  family: string,
  weight = 400,
  accountId: string | null = null,
): FontSeed => ({
  slug,
  name,
  pkg: `@fontsource/${family}`,
  file: `${family}-latin-${weight}-normal.woff`,
  accountId,
});

export const fonts: FontSeed[] = [
  fs('caveat', 'Caveat', 'caveat'),
  fs('dancing-script', 'Dancing Script', 'dancing-script'),
  fs('indie-flower', 'Indie Flower', 'indie-flower'),
  fs('kalam', 'Kalam', 'kalam'),
  fs('homemade-apple', 'Homemade Apple', 'homemade-apple'),
  fs('reenie-beanie', 'Reenie Beanie', 'reenie-beanie'),
  fs('shadows-into-light', 'Shadows Into Light', 'shadows-into-light'),
  fs('gloria-hallelujah', 'Gloria Hallelujah', 'gloria-hallelujah'),
  fs('cedarville-cursive', 'Cedarville Cursive', 'cedarville-cursive'),
  // The one account-specific font: the demo account's own "handwriting" (docs/foundation.md).
  fs('demo-handschrift', 'Meine Handschrift (Demo)', 'kalam', 700, 'demo'),
];
