import { strokePoints } from '../strokes/strokePoints.ts';
import { describe, expect, it } from 'vitest';
import { writableArea } from '../../configurator/canvasGeometry.ts';
import { fitCard, type FitSettings } from '../../configurator/fitCheck.ts';
import { characterAdvances } from '../../configurator/fontMetrics.ts';
import { emptyVariantTexts } from '../../configurator/progress.ts';
import { createRecipient } from '../../configurator/recipientSchema.ts';
import { CANVASES } from '../../configurator/testing/fixtures.ts';
import { layoutStrokes, penCardPage } from '../testing/penDrawings.ts';
import { PEN_FONT_FILES } from './fontPairing.ts';
import { letterJoining, pairJoins } from './letterJoins.ts';
import { penLayoutFont } from '../layout/layoutFont.ts';
import type { PenFont } from './penFont.ts';
import { loadPenFont } from '../testing/nodePenFont.ts';
import { neighbourGaps } from '../testing/penMeasures.ts';
import { DEFAULT_PEN_VARIATION, NO_VARIATION, type PenVariation } from './variation.ts';

// How the letters of a word meet (issue 38): print fonts keep 0.1 mm of air between the
// strokes of neighbouring letters (centre lines a 0.4 mm pen width plus 0.1 mm apart), the
// joined script stays joined, and the push never carries a line out of the writable area.

const recipient = createRecipient('r38', {
  firstName: 'Jörg',
  lastName: 'Kühn',
  addressForm: 'du',
});

function settings(body: string, extra: Partial<FitSettings> = {}): FitSettings {
  const texts = emptyVariantTexts();
  for (const form of ['du', 'sie', 'ihr'] as const) texts[form].pages[0].body = body;
  return {
    kind: 'postcard',
    personalisation: null,
    texts,
    customSalutation: null,
    canvas: CANVASES.a6Postcard,
    textSize: 'medium',
    hasLogo: false,
    ...extra,
  };
}

const TEXT =
  'Lieber Jörg,\nalles Liebe zu deinem Geburtstag! Ich wünsche dir ein neues Lebensjahr ' +
  'voller Lachen, guter Begegnungen und kleiner Glücksmomente. Trink ein Glas mit uns!';

const SEEDS = ['FK-100042:1', 'FK-100042:2', 'FK-100043:5', 'vorschau:1', 'FK-9:12'];

function gaps(font: PenFont, seed: string, variation: PenVariation) {
  const card = settings(TEXT, { textSize: 'small' });
  const drawing = penCardPage({ font, settings: card, recipient, seed, variation });
  return neighbourGaps(drawing.strokes, drawing.layout.lines);
}

describe('letters of a word (issue 38)', () => {
  it('tells joined, connected and separate fonts apart from their glyphs', () => {
    const kinds = Object.values(PEN_FONT_FILES).map((pen) => [
      pen.name,
      letterJoining(loadPenFont(pen.file)),
    ]);
    expect(Object.fromEntries(kinds)).toEqual({
      'EMS Allure': 'connected',
      'EMS Elfin': 'separate',
      'EMS Felix': 'connected',
      'EMS Readability': 'separate',
      'EMS Tech': 'separate',
      'Hershey Script 1': 'joined',
    });
  });

  for (const pen of [
    PEN_FONT_FILES.emsTech,
    PEN_FONT_FILES.emsElfin,
    PEN_FONT_FILES.emsReadability,
  ]) {
    it(`keeps 0.1 mm of air between neighbouring letters in ${pen.name}`, () => {
      const font = loadPenFont(pen.file);
      for (const seed of SEEDS) {
        const pairs = gaps(font, seed, DEFAULT_PEN_VARIATION);
        expect(pairs.length).toBeGreaterThan(100);
        const close = pairs.filter((pair) => pair.distance < 0.5 - 1e-9);
        expect(close, seed).toEqual([]);
      }
    });
  }

  it('would let EMS Tech’s letters touch without the push (the check is not vacuous)', () => {
    const font = loadPenFont(PEN_FONT_FILES.emsTech.file);
    const touching = SEEDS.map(
      (seed) =>
        gaps(font, seed, { ...DEFAULT_PEN_VARIATION, letterGapMm: 0 }).filter(
          (pair) => pair.distance < 0.4,
        ).length,
    );
    expect(Math.min(...touching)).toBeGreaterThan(3);
  });

  it('keeps the joined script joined: each letter starts where the previous one ended', () => {
    const font = loadPenFont(PEN_FONT_FILES.hersheyScript.file);
    for (const seed of SEEDS) {
      const card = settings('Liebe Gudrun,\nein schöner Tag mit dir. Danke!');
      const drawing = penCardPage({ font, settings: card, recipient, seed });
      // In reading order: each glyph's strokes as the font draws them (the tour reorders).
      const strokes = layoutStrokes(font, drawing.layout, drawing.area, seed, 0);
      const byGlyph = new Map<string, { x: number; y: number }[][]>();
      for (const stroke of strokes)
        byGlyph.set(stroke.glyph, [...(byGlyph.get(stroke.glyph) ?? []), strokePoints(stroke)]);
      let joins = 0;
      drawing.layout.lines.forEach((line, l) => {
        const chars = [...line.text];
        chars.forEach((char, i) => {
          const next = chars[i + 1];
          if (!next || !pairJoins(font, char, next)) return;
          const left = byGlyph.get(`${l}.${i}`) ?? [];
          const right = byGlyph.get(`${l}.${i + 1}`) ?? [];
          const exitStroke = left[left.length - 1] ?? [];
          const exit = exitStroke[exitStroke.length - 1];
          const entry = right[0]?.[0];
          if (!exit || !entry) throw new Error('a joined pair without strokes');
          joins += 1;
          // An eighth of the pen's width: the two ends lie under one dot of ink.
          expect(Math.hypot(exit.x - entry.x, exit.y - entry.y)).toBeLessThan(0.05);
        });
      });
      expect(joins).toBeGreaterThan(8);
    }
  });

  it('never pushes a full line out of the writable area (EMS Tech, lines filled to the edge)', () => {
    const font = loadPenFont(PEN_FONT_FILES.emsTech.file);
    const area = writableArea(CANVASES.a6Postcard, 0);
    const probe = fitCard(penLayoutFont(font), settings('x', { textSize: 'large' }), recipient);
    const scale = (probe.pages[0]?.layout.lines[0]?.fontSizeMm ?? 0) / font.unitsPerEm;
    const width = (text: string) =>
      characterAdvances(penLayoutFont(font), text).reduce((sum, a) => sum + a, 0) * scale;
    // Words of letters that touch when typeset (ü n, u e), filled to the right edge.
    const lines = ['Künstler', 'Hünen', 'Tüten', 'Mühen'].map((start) => {
      let line = start;
      for (const word of [' ünuene', ' sjün', ' un', 'n', 'u', 'e', '.'])
        while (width(line + word) <= area.widthMm) line += word;
      return line;
    });
    const card = settings(lines.join('\n'), { textSize: 'large' });
    const typeset = penCardPage({ font, settings: card, recipient, variation: NO_VARIATION });
    expect(typeset.layout.lines.map((line) => line.text)).toEqual(lines);
    const bounds = {
      minX: Math.min(area.xMm, ...typeset.strokes.flatMap((s) => strokePoints(s).map((p) => p.x))),
      maxX: Math.max(
        area.xMm + area.widthMm,
        ...typeset.strokes.flatMap((s) => strokePoints(s).map((p) => p.x)),
      ),
    };
    for (let n = 1; n <= 20; n += 1) {
      const written = penCardPage({ font, settings: card, recipient, seed: `FK-100042:${n}` });
      const xs = written.strokes.flatMap((s) => strokePoints(s).map((p) => p.x));
      expect(Math.min(...xs)).toBeGreaterThanOrEqual(bounds.minX - 1e-9);
      expect(Math.max(...xs)).toBeLessThanOrEqual(bounds.maxX + 1e-9);
    }
  });
});
