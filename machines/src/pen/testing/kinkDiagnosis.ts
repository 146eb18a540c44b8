import { strokePoints } from '../strokes/strokePoints.ts';
// Test support (issue 38): where a written side's kinks are and which step of the natural
// variation makes them. A side is drawn as the pipeline draws it (variation, then line
// clearance) and read as the plotter moves (`plotterPoints`); each kink is listed with its
// stroke, arc position and letter. `kinkComparison` draws the same side again with one
// variation component switched off at a time, so a component whose absence removes the
// kinks is the cause. Run from the worktree root:
//
//   npx tsx machines/src/pen/testing/kinkDiagnosis.ts [font file …]
//
// Never imported by library code.
import { emptyVariantTexts } from '../../configurator/progress.ts';
import { createRecipient, type Recipient } from '../../configurator/recipientSchema.ts';
import type { FitSettings } from '../../configurator/fitCheck.ts';
import { CANVASES } from '../../configurator/testing/fixtures.ts';
import { PEN_FONT_FILES } from '../glyphs/fontPairing.ts';
import { clearLines } from '../glyphs/lineClearance.ts';
import {
  DEFAULT_PEN_VARIATION,
  type PenStroke,
  type PenVariation,
  variedStrokes,
} from '../glyphs/variation.ts';
import { cardSideLayout, envelopeSideLayout, type PenSideLayout } from '../layout/penLayout.ts';
import type { PenFont } from '../types/penTypes.ts';
import { plotterPoints } from '../writers/plotterPath.ts';
import { countKinks, type KinkSite, kinksPer100Mm } from './kinks.ts';
import { loadPenFont } from './nodePenFont.ts';

/** The production quality test's card text (apps/server/test/production/penQuality.test.ts). */
export const QUALITY_BODY =
  'Über den Wolken, Jahr für Jahr\nÖfter mal Gesundheit, Glück\nÄpfel, Quitten und Feigen\nÜbermorgen mehr!';

export const QUALITY_RECIPIENT: Recipient = createRecipient('r1', {
  firstName: 'Jürgen',
  lastName: 'Müller',
  addressForm: 'du',
  address: { line1: 'Über den Höfen 4a', postalCode: '10115', city: 'Berlin', country: 'DE' },
});

export function qualitySettings(body = QUALITY_BODY): FitSettings {
  const texts = emptyVariantTexts();
  for (const form of ['du', 'sie', 'ihr'] as const) texts[form].pages[0].body = body;
  return {
    kind: 'postcard',
    personalisation: 'salutation_address',
    texts,
    customSalutation: null,
    canvas: CANVASES.a6Postcard,
    textSize: 'medium',
    hasLogo: false,
  };
}

/** The card page and the envelope of the quality card, laid out. */
export function qualitySides(font: PenFont, seed: string): PenSideLayout[] {
  const recipient = QUALITY_RECIPIENT;
  const card = cardSideLayout({ font, settings: qualitySettings(), recipient, seed });
  const envelope = envelopeSideLayout({
    font,
    recipient,
    canvas: CANVASES.a6Postcard,
    envelope: 'closed',
    seed,
  });
  return envelope ? [card, envelope] : [card];
}

/** A side's strokes as stage 2 makes them, with or without the clearance pass. */
export function sideStrokes(
  font: PenFont,
  side: PenSideLayout,
  variation: PenVariation,
  clearance = true,
): PenStroke[] {
  const strokes = variedStrokes(font, side.layout, side.area, side.seed, side.page, variation);
  if (clearance) clearLines(font, side.layout, side.area, strokes);
  return strokes;
}

export interface KinkPlace extends KinkSite {
  glyph: string;
  char: string;
  /** The stroke's length, mm (a kink near 0 or this is at a stroke's end or a join). */
  lengthMm: number;
  /** The letters around it on its line. */
  context: string;
}

/** Every kink of the strokes as the plotter draws them, with its letter. */
export function kinkPlaces(
  strokes: readonly PenStroke[],
  side: PenSideLayout,
): { per100Mm: number; places: KinkPlace[] } {
  const drawn = strokes.map((stroke) => plotterPoints(strokePoints(stroke)));
  const sites: KinkSite[] = [];
  const count = countKinks(drawn, {}, sites);
  const places = sites.map((site) => {
    const stroke = strokes[site.stroke] as PenStroke;
    const [line, character] = stroke.glyph.split('.').map(Number) as [number, number];
    const text = [...(side.layout.lines[line]?.text ?? '')];
    const points = drawn[site.stroke] ?? [];
    let lengthMm = 0;
    for (let i = 1; i < points.length; i += 1) {
      const a = points[i - 1];
      const b = points[i];
      if (a && b) lengthMm += Math.hypot(b.x - a.x, b.y - a.y);
    }
    return {
      ...site,
      glyph: stroke.glyph,
      char: stroke.char,
      lengthMm,
      context: `${text.slice(Math.max(0, character - 2), character).join('')}[${stroke.char}]${text
        .slice(character + 1, character + 3)
        .join('')}`,
    };
  });
  return { per100Mm: kinksPer100Mm(count), places };
}

/** The variation with one component switched off at a time (and all of them). */
export const VARIATION_PARTS: Record<string, Partial<PenVariation>> = {
  full: {},
  'no forms': { forms: 0 },
  'no warp': { warp: 0 },
  'no size/slant/turn': { size: 0, slantDeg: 0, rotationDeg: 0 },
  'no word drift': { wordSize: 0, wordSlantDeg: 0, wordBaselineMm: 0 },
  'no line wave': { baselineWaveMm: 0, lineSlopeDeg: 0, lineDriftMm: 0, marginMm: 0 },
  'no letter gap': { letterGapMm: 0 },
  'no spacing': { letterSpacingMm: 0, wordSpacingMm: 0, letterBaselineMm: 0 },
};

/** Kinks per 100 mm of a side with each entry of `VARIATION_PARTS`, and without clearance. */
export function kinkComparison(font: PenFont, side: PenSideLayout): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, part] of Object.entries(VARIATION_PARTS))
    out[name] = kinkPlaces(
      sideStrokes(font, side, { ...DEFAULT_PEN_VARIATION, ...part }),
      side,
    ).per100Mm;
  out['no clearance'] = kinkPlaces(
    sideStrokes(font, side, DEFAULT_PEN_VARIATION, false),
    side,
  ).per100Mm;
  out['none'] = kinkPlaces(
    sideStrokes(font, side, {
      ...DEFAULT_PEN_VARIATION,
      ...Object.assign({}, ...Object.values(VARIATION_PARTS)),
    }),
    side,
  ).per100Mm;
  return out;
}

if (process.argv[1]?.endsWith('kinkDiagnosis.ts')) {
  const files = process.argv.slice(2);
  const fonts = files.length > 0 ? files : Object.values(PEN_FONT_FILES).map((f) => f.file);
  const seeds = (process.env.KINK_SEEDS ?? 'FK-1001:1,FK-1002:1,FK-1003:1').split(',');
  for (const file of fonts) {
    const font = loadPenFont(file);
    for (const seed of seeds)
      for (const side of qualitySides(font, seed)) {
        const name = `${file} ${seed} ${side.page === 0 && side.seed.endsWith(':envelope') ? 'envelope' : `page ${side.page}`}`;
        const table = kinkComparison(font, side);
        console.log(
          name.padEnd(40),
          Object.entries(table)
            .map(([part, value]) => `${part} ${value.toFixed(1)}`)
            .join(' | '),
        );
        if (process.env.KINK_PLACES) {
          const { places } = kinkPlaces(sideStrokes(font, side, DEFAULT_PEN_VARIATION), side);
          for (const p of places)
            console.log(
              `   ${p.context.padEnd(10)} stroke ${p.stroke} at ${p.atMm.toFixed(2)}/${p.lengthMm.toFixed(2)} mm turn ${p.turnDeg.toFixed(0)}°`,
            );
        }
      }
  }
}
