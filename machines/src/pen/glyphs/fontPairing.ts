// Which single-stroke pen font the robot writes for each handwriting font of the shop (the
// CMS seed, cms/src/seed/data/fonts.ts). The web fonts are outline fonts the preview shows;
// a pen can only follow centre lines, so each is paired with the closest single-stroke font
// from the npm package `hersheytext` (svg_fonts/*.svg, read with `parsePenFont`).
//
// Licences (checked in node_modules/hersheytext, version 2.0.0):
// - The package: MIT ("Copyright (c) 2014 James T", LICENSE); its README: "JSON data Public
//   Domain, All other code MIT Licensed".
// - EMS fonts (EMS*.svg, by Sheldon B. Michaels, SVG conversion by Windell H. Oskay, Evil Mad
//   Scientist): "SIL Open Font License http://scripts.sil.org/OFL" in each file's
//   <metadata>; single-stroke derivatives of Google Fonts (Allura, Mountains of Christmas,
//   Felipa, Nixie One, Orbitron, Source Sans Pro, Architects Daughter). EMS Elfin adds: "SIL
//   OFL per metadata; Google cites Apache License, version 2.0". The OFL allows commercial use
//   (not selling the font on its own); whoever passes the font file on (e.g. to browsers)
//   must include the OFL text, which the package does not ship.
// - Hershey fonts (Hershey*.svg, Dr. A. V. Hershey, U.S. National Bureau of Standards): public
//   domain in origin, but these files carry the usual "USE RESTRICTION": free for any purpose,
//   commercial or otherwise, provided the acknowledgements (Hershey at NBS; data format by
//   James Hurt, Cognition, Inc.) are distributed with the font data, and the data is not
//   converted to the NTIS "xxx yyy:" format. Keep the files' <metadata> with the fonts.

/** A single-stroke font file of the `hersheytext` package. */
export interface PenFontFile {
  /** Key in hersheytext's svg_fonts/index.json. */
  key: string;
  /** File in hersheytext's svg_fonts/. */
  file: string;
  name: string;
  licence: 'SIL OFL 1.1' | 'Hershey (public domain, acknowledgement required)';
}

export const PEN_FONT_FILES = {
  emsAllure: {
    key: 'ems_allure',
    file: 'EMSAllure.svg',
    name: 'EMS Allure',
    licence: 'SIL OFL 1.1',
  },
  emsElfin: { key: 'ems_elfin', file: 'EMSElfin.svg', name: 'EMS Elfin', licence: 'SIL OFL 1.1' },
  emsFelix: { key: 'ems_felix', file: 'EMSFelix.svg', name: 'EMS Felix', licence: 'SIL OFL 1.1' },
  emsReadability: {
    key: 'ems_readability',
    file: 'EMSReadability.svg',
    name: 'EMS Readability',
    licence: 'SIL OFL 1.1',
  },
  emsTech: { key: 'ems_tech', file: 'EMSTech.svg', name: 'EMS Tech', licence: 'SIL OFL 1.1' },
  hersheyScript: {
    key: 'hershey_script_1',
    file: 'HersheyScript1.svg',
    name: 'Hershey Script 1',
    licence: 'Hershey (public domain, acknowledgement required)',
  },
} as const satisfies Record<string, PenFontFile>;

export interface FontPairing {
  /** The CMS font slug (seed data). */
  slug: string;
  pen: PenFontFile;
  /** Why this pen font is the closest. */
  reason: string;
}

/**
 * The seeded handwriting fonts and the pen font the robot writes them in. Pairing by
 * character: connected script → a connected single-stroke script; casual print → EMS Tech
 * (a single-stroke Architects Daughter, itself a marker handwriting).
 */
export const FONT_PAIRINGS: readonly FontPairing[] = [
  {
    slug: 'caveat',
    pen: PEN_FONT_FILES.emsTech,
    reason: 'lockere Druckschrift mit Filzstift-Charakter',
  },
  {
    slug: 'dancing-script',
    pen: PEN_FONT_FILES.emsAllure,
    reason: 'verbundene, schwungvolle Schreibschrift',
  },
  { slug: 'indie-flower', pen: PEN_FONT_FILES.emsTech, reason: 'runde, verspielte Druckschrift' },
  { slug: 'kalam', pen: PEN_FONT_FILES.emsTech, reason: 'geneigte Handschrift in Druckbuchstaben' },
  {
    slug: 'homemade-apple',
    pen: PEN_FONT_FILES.emsAllure,
    reason: 'verbundene, lockere Schreibschrift',
  },
  { slug: 'reenie-beanie', pen: PEN_FONT_FILES.emsTech, reason: 'schnelle, dünne Kritzelschrift' },
  {
    slug: 'shadows-into-light',
    pen: PEN_FONT_FILES.emsTech,
    reason: 'saubere, schmale Druckschrift',
  },
  {
    slug: 'gloria-hallelujah',
    pen: PEN_FONT_FILES.emsElfin,
    reason: 'verspielte, hüpfende Comic-Handschrift',
  },
  {
    slug: 'cedarville-cursive',
    pen: PEN_FONT_FILES.emsAllure,
    reason: 'leicht geneigte Schulschreibschrift',
  },
  {
    slug: 'demo-handschrift',
    pen: PEN_FONT_FILES.emsTech,
    reason: 'die Demo-Handschrift ist Kalam 700',
  },
];

/**
 * Fonts only the pen offers (no web font twin): the preview draws them from their strokes.
 * „Schreibschrift (verbunden)“ (issue 30) is Hershey's joined script: each letter's strokes
 * run into the next, as a hand writes without lifting the pen.
 */
export const PEN_ONLY_FONTS: readonly { slug: string; name: string; pen: PenFontFile }[] = [
  { slug: 'feder-felix', name: 'Feder (kalligrafisch)', pen: PEN_FONT_FILES.emsFelix },
  { slug: 'feder-klar', name: 'Klar (gut lesbar)', pen: PEN_FONT_FILES.emsReadability },
  {
    slug: 'feder-schreibschrift',
    name: 'Schreibschrift (verbunden)',
    pen: PEN_FONT_FILES.hersheyScript,
  },
];

/** The pen font for a CMS font slug, or null when the font has no pairing yet. */
export function penFontFor(slug: string): PenFontFile | null {
  return (
    FONT_PAIRINGS.find((pairing) => pairing.slug === slug)?.pen ??
    PEN_ONLY_FONTS.find((font) => font.slug === slug)?.pen ??
    null
  );
}
