import { strokePoints } from '../strokes/strokePoints.ts';
import { describe, expect, it } from 'vitest';
import { TEXT_SIZE_METRICS } from '../../configurator/canvasGeometry.ts';
import type { FitSettings } from '../../configurator/fitCheck.ts';
import { lineMetrics } from '../../configurator/fontMetrics.ts';
import { emptyVariantTexts } from '../../configurator/progress.ts';
import { createRecipient } from '../../configurator/recipientSchema.ts';
import { BASELINE_RATIO } from '../../configurator/textLayout.ts';
import { CANVASES } from '../../configurator/testing/fixtures.ts';
import type { TextSize } from '../../configurator/vocabulary.ts';
import { NO_VARIATION, penCardPage } from '../testing/penDrawings.ts';
import { LINE_CLEARANCE_MM } from '../glyphs/variation.ts';
import { penInkExtent, penLayoutFont } from './layoutFont.ts';
import { loadPenFont } from '../testing/nodePenFont.ts';

// Lines of a pen font never run into each other (issue 30): a font whose letters reach far
// above and below the baseline (Hershey Script 1, „Schreibschrift (verbunden)“) is written
// with a wider line pitch, measured from its glyphs, and the natural variation keeps each line
// inside its own line box.

const script = loadPenFont('HersheyScript1.svg');
const recipient = createRecipient('r1', {
  firstName: 'Gudrun',
  lastName: 'Kopf',
  addressForm: 'du',
});

// Every line has descenders (g j p q y) and the next one ascenders and capitals.
const BODY = [
  'Lieber Jörg, ganz glückliche Tage!',
  'Hab Dank für Blumen, Kekse, Pfeffer.',
  'Ypsilon, Gruppe, jagen, Pyjama, quer',
  'Kühle Luft fließt durch Dächer, Bäume',
  'gegen jegliche Zwänge gyp gyp gyp',
  'Tolle Höhe, Akkord, Buch, Fahrt, Heft',
].join('\n');

function settings(textSize: TextSize): FitSettings {
  const texts = emptyVariantTexts();
  for (const form of ['du', 'sie', 'ihr'] as const) texts[form].pages[0].body = BODY;
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

/** Highest and lowest ink (page y, down) of each written line. */
function lineInk(drawing: ReturnType<typeof penCardPage>) {
  const lines = new Map<number, { top: number; bottom: number }>();
  for (const stroke of drawing.strokes) {
    const l = Number(stroke.glyph.split('.')[0]);
    const ink = lines.get(l) ?? { top: Infinity, bottom: -Infinity };
    for (const p of strokePoints(stroke)) {
      ink.top = Math.min(ink.top, p.y);
      ink.bottom = Math.max(ink.bottom, p.y);
    }
    lines.set(l, ink);
  }
  return [...lines.entries()].sort(([a], [b]) => a - b).map(([, ink]) => ink);
}

describe('line pitch from the pen font’s ink (issue 30)', () => {
  it('widens the pitch of a font whose letters are taller than it, from its glyphs', () => {
    const { ascender, descender } = penInkExtent(script);
    const top = (char: string) =>
      Math.max(
        ...(script.glyphs
          .get(char)
          ?.strokes.flat()
          .map((p) => p.y) ?? []),
      );
    const bottom = (char: string) =>
      Math.min(
        ...(script.glyphs
          .get(char)
          ?.strokes.flat()
          .map((p) => p.y) ?? []),
      );
    expect(ascender).toBeGreaterThanOrEqual(Math.max(top('l'), top('H'), top('b')));
    expect(descender).toBeGreaterThanOrEqual(-Math.min(bottom('g'), bottom('j'), bottom('y')));
    const xHeight = top('x');
    for (const size of ['small', 'medium', 'large'] as const) {
      const metrics = TEXT_SIZE_METRICS[size];
      const ink = ((ascender + descender) * metrics.xHeightMm) / xHeight;
      const line = lineMetrics(penLayoutFont(script), metrics, BASELINE_RATIO);
      expect(ink).toBeGreaterThan(metrics.lineHeightMm);
      expect(line.lineHeightMm).toBeGreaterThan(ink);
      expect(line.lineHeightMm).toBeLessThan(ink * 1.2);
    }
    // A font whose letters fit the size's pitch keeps it: placed orders keep their layout.
    const tech = penLayoutFont(loadPenFont('EMSTech.svg'));
    expect(lineMetrics(tech, TEXT_SIZE_METRICS.medium, BASELINE_RATIO)).toEqual({
      lineHeightMm: 7.3,
      baselineRatio: BASELINE_RATIO,
    });
  });

  for (const textSize of ['medium', 'large'] as const)
    it(`keeps the lowest point of each line a pen’s width above the highest of the next (${textSize})`, () => {
      const card = settings(textSize);
      const typeset = lineInk(
        penCardPage({ font: script, settings: card, recipient, variation: NO_VARIATION }),
      );
      expect(typeset.length).toBeGreaterThanOrEqual(6);
      for (let seed = 0; seed < 25; seed += 1) {
        const drawing = penCardPage({
          font: script,
          settings: card,
          recipient,
          seed: `FK-1:${seed}`,
        });
        const ink = seed === 0 ? typeset : lineInk(drawing);
        expect(ink).toHaveLength(typeset.length);
        const clashes = ink.flatMap((line, n) => {
          const next = ink[n + 1];
          return next && line.bottom + 2 * LINE_CLEARANCE_MM > next.top + 1e-9
            ? [`${seed}:${n} ${line.bottom} too close to ${next.top}`]
            : [];
        });
        expect(clashes).toEqual([]);
      }
    });
});
