import { describe, expect, it } from 'vitest';
import { TEXT_SIZE_METRICS } from '../../configurator/canvasGeometry.ts';
import type { FitSettings } from '../../configurator/fitCheck.ts';
import { emptyVariantTexts } from '../../configurator/progress.ts';
import { createRecipient } from '../../configurator/recipientSchema.ts';
import { CANVASES } from '../../configurator/testing/fixtures.ts';
import { layoutPage } from '../../configurator/textLayout.ts';
import type { TextSize } from '../../configurator/vocabulary.ts';
import { layoutStrokes, NO_VARIATION, penCardPage, penEnvelope } from '../testing/penDrawings.ts';
import { PEN_CHARACTER_SET } from './charset.ts';
import { FONT_PAIRINGS, PEN_ONLY_FONTS } from './fontPairing.ts';
import { INK_CLEARANCE_MM } from './lineClearance.ts';
import { penLayoutFont } from '../layout/layoutFont.ts';
import type { PenFont } from './penFont.ts';
import { lineInkGaps } from '../testing/lineInkGap.ts';
import { loadPenFont } from '../testing/nodePenFont.ts';

// The sweep of issue 38: every offered pen font, every text size, every character of the set,
// written in lines between the font's deepest descenders (above) and its tallest letters
// (below), typeset and with the natural variation at several seeds. No ink of a line may come
// within INK_CLEARANCE_MM (centre to centre) of the ink of the line above or below.

const offered = [
  ...new Set([...FONT_PAIRINGS.map((p) => p.pen.file), ...PEN_ONLY_FONTS.map((f) => f.pen.file)]),
];
const SIZES = Object.keys(TEXT_SIZE_METRICS) as TextSize[];
const SEEDS = ['a', 'b'];
const PER_LINE = 36;

const extreme = (font: PenFont, pick: (ys: number[]) => number, sign: number) =>
  PEN_CHARACTER_SET.map((char) => ({
    char,
    y: sign * pick((font.glyphs.get(char)?.strokes.flat() ?? []).map((p) => p.y)),
  }))
    .sort((a, b) => b.y - a.y)
    .slice(0, 10)
    .map(({ char }) => char);

/** Lines: descenders, a piece of the set, the tallest letters; again for the next piece. */
function sweepText(font: PenFont): string {
  const deep = [...new Set([...'gjpqyß', ...extreme(font, (ys) => Math.min(...ys), -1)])].join('');
  const tall = [...new Set([...'ÄÖÜÅÉČŁȘl', ...extreme(font, (ys) => Math.max(...ys), 1)])].join(
    '',
  );
  const fill = (chars: string) => (chars + ' ').repeat(Math.ceil(PER_LINE / chars.length)).trim();
  const lines: string[] = [];
  for (let i = 0; i < PEN_CHARACTER_SET.length; i += PER_LINE) {
    const piece = PEN_CHARACTER_SET.slice(i, i + PER_LINE);
    // Spaces every six characters, so the words stay shorter than a line.
    const words = piece.map((char, k) => (k % 6 === 5 ? `${char} ` : char)).join('');
    lines.push(fill(deep), words, fill(tall));
  }
  return lines.join('\n');
}

describe.each(offered)('line clearance, %s', (file) => {
  const font = loadPenFont(file);
  const text = sweepText(font);
  it.each(SIZES)('no ink of neighbouring lines within 0.45 mm (%s)', (textSize) => {
    const area = { xMm: 10, yMm: 10, widthMm: 400, heightMm: 2000 };
    const layout = layoutPage({
      font: penLayoutFont(font),
      textSize,
      area,
      heading: '',
      body: text,
    });
    expect(layout.lines.every((line) => line.widthMm < area.widthMm)).toBe(true);
    const failures: string[] = [];
    for (const seed of [null, ...SEEDS]) {
      const strokes = layoutStrokes(
        font,
        layout,
        area,
        seed ?? 'x',
        0,
        seed ? undefined : NO_VARIATION,
      );
      for (const gap of lineInkGaps(strokes, INK_CLEARANCE_MM))
        failures.push(
          `${font.family} ${textSize} seed ${seed ?? 'typeset'}: „${gap.upperChar}“ (line ${gap.upper + 1}) and „${gap.lowerChar}“ (line ${gap.lower + 1}) ${gap.distanceMm.toFixed(3)} mm apart`,
        );
    }
    expect(failures).toEqual([]);
  });
});

// The orders of the issue: a card whose lines start with Ü Ö Ä under lines full of
// descenders, and envelopes to „Über den Höfen“, „Äußere Sulzbacher Straße“ and Austria, in
// every offered font at every size, with the production seeds.
const CARD = [
  'Liebe Jutta, frohe Weihnachten, gutes Jahr',
  'Übermorgen feiern wir, Jörg bringt Gäste',
  'Jahr Gesundheit, Glück, Frieden, Ruhe',
  'Österreich grüßt, Äpfel, Quitten, Pflaumen',
  'ganz, ganz, ganz herzliche Grüße yyjjgg',
  'Ärger gibt es keinen, Åsa und Émile auch',
].join('\n');

function cardSettings(textSize: TextSize): FitSettings {
  const texts = emptyVariantTexts();
  for (const form of ['du', 'sie', 'ihr'] as const) texts[form].pages[0].body = CARD;
  return {
    kind: 'letter',
    personalisation: null,
    texts,
    customSalutation: null,
    canvas: CANVASES.a4Letter,
    textSize,
    hasLogo: false,
  };
}

const addressees = [
  createRecipient('r1', {
    firstName: 'Ülrike',
    lastName: 'Jäger',
    address: { line1: 'Über den Höfen 4a', postalCode: '37073', city: 'Göttingen' },
  }),
  createRecipient('r2', {
    firstName: 'Jürgen',
    lastName: 'Pögl',
    company: 'Ärztehaus Ötztal',
    address: {
      line1: 'Äußere Sulzbacher Straße 118',
      postalCode: '6450',
      city: 'Sölden',
      country: 'AT',
    },
  }),
];

describe.each(offered)('cards and envelopes of paid orders, %s', (file) => {
  const font = loadPenFont(file);
  it('keeps every line 0.45 mm clear of the next on the card, at every size', () => {
    const failures: string[] = [];
    for (const textSize of SIZES)
      for (const seed of ['FK-100042:1', 'FK-100042:2', 'vorschau:1']) {
        const drawing = penCardPage({
          font,
          settings: cardSettings(textSize),
          recipient: addressees[0] as (typeof addressees)[0],
          seed,
        });
        for (const gap of lineInkGaps(drawing.strokes, INK_CLEARANCE_MM))
          failures.push(`${textSize} ${seed}: ${gap.upperChar}/${gap.lowerChar} ${gap.distanceMm}`);
      }
    expect(failures).toEqual([]);
  });

  it('keeps every address line 0.45 mm clear of the next on the envelope', () => {
    const failures: string[] = [];
    for (const recipient of addressees)
      for (const seed of ['FK-100042:1', 'FK-100042:2']) {
        const drawing = penEnvelope({
          font,
          recipient,
          canvas: CANVASES.a6Postcard,
          envelope: 'closed',
          seed,
        });
        expect(drawing?.layout.lines.length).toBeGreaterThanOrEqual(3);
        for (const gap of lineInkGaps(drawing?.strokes ?? [], INK_CLEARANCE_MM))
          failures.push(
            `${recipient.id} ${seed}: ${gap.upperChar}/${gap.lowerChar} ${gap.distanceMm}`,
          );
      }
    expect(failures).toEqual([]);
  });
});
