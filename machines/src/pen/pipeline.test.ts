import { strokeOf, strokePoints } from './strokes/strokePoints.ts';
import { describe, expect, it } from 'vitest';
import { writableArea, type WritableArea } from '../configurator/canvasGeometry.ts';
import { fitCard, type FitSettings } from '../configurator/fitCheck.ts';
import { emptyVariantTexts } from '../configurator/progress.ts';
import { createRecipient } from '../configurator/recipientSchema.ts';
import type { Canvas } from '../configurator/schema.ts';
import { BASELINE_RATIO } from '../configurator/textLayout.ts';
import { BIRTHDAY_TEMPLATE, CANVASES } from '../configurator/testing/fixtures.ts';
import {
  cardSvg,
  cardSvgs,
  layoutStrokes,
  penCardPage,
  PenWritingError,
  NO_VARIATION,
} from './testing/penDrawings.ts';
import type { Point } from './glyphs/pathData.ts';
import { penLayoutFont } from './layout/layoutFont.ts';
import type { PenFont } from './glyphs/penFont.ts';
import { estimateWritingSeconds, penDownLength, penTravelLength } from './strokes/strokeOrder.ts';
import { loadPenFont } from './testing/nodePenFont.ts';
import {
  allPoints,
  expectEveryCharacterDrawn,
  expectInside,
  readSvg,
} from './testing/svgReading.ts';

const readability = loadPenFont('EMSReadability.svg');
const sans = loadPenFont('HersheySans1.svg');
const script = loadPenFont('HersheyScript1.svg');

function settings(canvas: Canvas = CANVASES.a6Postcard, extra: Partial<FitSettings> = {}) {
  const texts = emptyVariantTexts();
  for (const form of ['du', 'sie', 'ihr'] as const)
    texts[form].pages[canvas.kind === 'folded_card' ? 1 : 0].body = BIRTHDAY_TEMPLATE.texts[form];
  return {
    kind: canvas.kind,
    personalisation: 'salutation_address',
    texts,
    customSalutation: null,
    canvas,
    textSize: 'medium',
    hasLogo: false,
    ...extra,
  } satisfies FitSettings;
}

const juergen = createRecipient('r7', {
  firstName: 'Jürgen',
  lastName: 'Müller-Lüdenscheidt',
  gender: 'male',
  addressForm: 'du',
  address: { line1: 'Hauptstraße 5', postalCode: '1010', city: 'Wien', country: 'AT' },
});

/** No handwriting variation: glyphs exactly where the layout puts them. */
const STILL = NO_VARIATION;

/**
 * How far a font's ink sticks out of the boxes the layout measures: sideways past the
 * advance width (Hershey's "r" arm) or left of the origin, and above or below the line box.
 */
function inkOverhangMm(font: PenFont, text: string, emMm: number, lineHeightMm: number) {
  let side = 0;
  let top = 0;
  let bottom = 0;
  for (const char of new Set(text))
    for (const stroke of font.glyphs.get(char)?.strokes ?? [])
      for (const p of stroke) {
        const advance = font.glyphs.get(char)?.advance ?? 0;
        side = Math.max(side, -p.x, p.x - advance);
        top = Math.max(top, p.y);
        bottom = Math.max(bottom, -p.y);
      }
  const scale = emMm / font.unitsPerEm;
  return {
    x: side * scale,
    up: Math.max(0, top * scale - BASELINE_RATIO * lineHeightMm),
    down: Math.max(0, bottom * scale - (1 - BASELINE_RATIO) * lineHeightMm),
  };
}

const grow = (area: WritableArea, x: number, y: number): WritableArea => ({
  xMm: area.xMm - x,
  yMm: area.yMm - y,
  widthMm: area.widthMm + 2 * x,
  heightMm: area.heightMm + 2 * y,
});

describe('card SVG for the robot', () => {
  it('is the canvas in mm, stroked with the pen', () => {
    const svg = readSvg(cardSvg({ font: readability, settings: settings(), recipient: juergen }));
    expect(svg).toMatchObject({ width: '148mm', height: '105mm', viewBox: '0 0 148000 105000' });
    expect(svg.group).toBe(
      'fill="none" stroke="#000" stroke-width="400" stroke-linecap="round" stroke-linejoin="round"',
    );
    const din = cardSvg({
      font: readability,
      settings: settings(CANVASES.dinLang),
      recipient: juergen,
      penWidthMm: 0.3,
    });
    expect(readSvg(din)).toMatchObject({
      width: '210mm',
      height: '99mm',
      viewBox: '0 0 210000 99000',
    });
    expect(readSvg(din).group).toContain('stroke-width="300"');
  });

  it.each([
    ['EMS Readability', readability],
    ['Hershey Sans 1', sans],
    ['Hershey Script 1', script],
  ])('draws every character of the card with its glyph’s strokes (%s)', (_, font) => {
    const card = settings(CANVASES.a6Postcard, { textSize: 'small' });
    const svg = cardSvg({ font, settings: card, recipient: juergen });
    // The very line breaks of the fit check with this font.
    const fit = fitCard(penLayoutFont(font), card, juergen);
    const lines = fit.pages[0]?.layout.lines ?? [];
    expect(lines[0]?.text).toBe('Lieber Jürgen,');
    expect(penCardPage({ font, settings: card, recipient: juergen }).layout.lines).toEqual(lines);
    expectEveryCharacterDrawn(font, svg, lines);
  });

  it.each([
    ['EMS Readability', readability],
    ['Hershey Sans 1', sans],
  ])('keeps every coordinate inside the writable area (%s)', (_, font) => {
    for (const [canvas, hasLogo] of [
      [CANVASES.a6Postcard, false],
      [CANVASES.a6Postcard, true],
      [CANVASES.dinLang, false],
      [CANVASES.a6Folded, false],
      [CANVASES.a5Folded, true],
    ] as const) {
      const card = settings(canvas, { hasLogo, textSize: hasLogo ? 'small' : 'medium' });
      const page = canvas.kind === 'folded_card' ? 1 : 0;
      const area = writableArea(canvas, page, hasLogo);
      const layout = fitCard(penLayoutFont(font), card, juergen).pages.at(-1)?.layout;
      const text = layout?.lines.map((line) => line.text).join('') ?? '';
      const ink = inkOverhangMm(font, text, layout?.fontSizeMm ?? 0, layout?.lineHeightMm ?? 0);
      // The layout places advance widths and line boxes; ink may stick out of them a little.
      expect(ink.x).toBeLessThan(0.6);
      expect(ink.up + ink.down).toBe(0);
      // Typeset (no variation): inside, give or take the glyphs' own overhang.
      const typeset = cardSvg({ font, settings: card, recipient: juergen, variation: STILL });
      expectInside(allPoints(readSvg(typeset).paths), grow(area, ink.x, 0));
      // Written: the variation adds nothing beyond that (variation.ts moves lines back).
      const written = cardSvg({ font, settings: card, recipient: juergen });
      expectInside(allPoints(readSvg(written).paths), grow(area, ink.x, 0));
    }
  });

  it('writes with the preview’s seeded variation, tied to the recipient', () => {
    const card = settings();
    const first = cardSvg({ font: readability, settings: card, recipient: juergen });
    expect(cardSvg({ font: readability, settings: card, recipient: juergen })).toBe(first);
    const other = { ...juergen, id: 'r8' };
    expect(cardSvg({ font: readability, settings: card, recipient: other })).not.toBe(first);

    // Without variation, every glyph sits exactly where the layout put it.
    const layout = fitCard(penLayoutFont(readability), card, juergen).pages[0]?.layout;
    const area = writableArea(card.canvas, 0);
    const typeset = layoutStrokes(readability, layout ?? { lines: [] }, area, 'r7', 0, STILL);
    const line = layout?.lines[0];
    const scale = (line?.fontSizeMm ?? 0) / readability.unitsPerEm;
    const L = readability.glyphs.get('L')?.strokes[0]?.[0] as Point;
    expect(typeset[0]?.xy[0]).toBeCloseTo(area.xMm + (line?.xMm ?? 0) + L.x * scale, 9);
    expect(typeset[0]?.xy[1]).toBeCloseTo(area.yMm + (line?.baselineMm ?? 0) - L.y * scale, 9);

    // With the default variation each glyph moves a little, never far.
    const written = layoutStrokes(readability, layout ?? { lines: [] }, area, 'r7', 0);
    expect(written).toHaveLength(typeset.length);
    let moved = 0;
    written.forEach((stroke, s) => {
      const plain = typeset[s]?.xy ?? new Float64Array(0);
      strokePoints(stroke).forEach((p, i) => {
        const q = { x: plain[2 * i] as number, y: plain[2 * i + 1] as number };
        const shift = Math.hypot(p.x - q.x, p.y - q.y);
        if (shift > 0.01) moved += 1;
        // margin 1.2 + word 0.3 + drift, wave and slope over a line + the letter's own shape,
        // form and word drift (up to 0.19 x-height, issue 38; forms spread ± 1 unit since the
        // forty-„e“ goal held for every font) + the room wider letters take: 4.6 mm at the end
        // of this card's full second line since the forms' straight pieces carry points as
        // densely as their curves (issue 38) — the optical spacing weighs a letter's sides by
        // its points, and stems now count as much as bowls (3.6 mm before)
        expect(shift).toBeLessThan(4.75);
      });
    });
    expect(moved).toBeGreaterThan(written.length);
  });

  it('carries its pen-down and pen-up lengths and the writing time', () => {
    const svg = readSvg(cardSvg({ font: sans, settings: settings(), recipient: juergen }));
    const strokes = svg.paths.map((path) => path.subpaths[0] as Point[]);
    expect(svg.strokes).toBe(strokes.length);
    expect(svg.penDownMm).toBeGreaterThan(500);
    expect(svg.penDownMm).toBeCloseTo(
      penDownLength(strokes.map((stroke) => strokeOf('', '', stroke).xy)),
      0,
    );
    // From home (the plotter files' origin, the sheet's bottom-left corner) and back.
    expect(svg.penUpMm).toBeCloseTo(
      penTravelLength(strokes, { x: 0, y: CANVASES.a6Postcard.heightMm }),
      0,
    );
    expect(svg.seconds).toBeCloseTo(
      estimateWritingSeconds({
        penDownMm: svg.penDownMm,
        penUpMm: svg.penUpMm,
        strokeCount: svg.strokes,
      }),
      1,
    );
  });

  it('refuses a card that overflows or has characters the pen font lacks', () => {
    const long = settings();
    long.texts.du.pages[0].body = Array(20).fill('Zeile').join('\n');
    expect(() => cardSvg({ font: sans, settings: long, recipient: juergen })).toThrow(
      expect.objectContaining({ problem: { code: 'overflow', line: 12, text: 'Zeile' } }),
    );
    const quoted = settings();
    quoted.texts.du.pages[0].body = '„Danke“ – für alles… § 3 ☃';
    expect(() => cardSvg({ font: sans, settings: quoted, recipient: juergen })).toThrow(
      PenWritingError,
    );
    expect(() => cardSvg({ font: sans, settings: quoted, recipient: juergen })).toThrow(
      expect.objectContaining({ problem: { code: 'missingCharacters', characters: ['☃'] } }),
    );
    expect(() =>
      cardSvg({ font: sans, settings: settings(), recipient: juergen, page: 1 }),
    ).toThrow(expect.objectContaining({ problem: { code: 'noSuchPage', page: 1 } }));
  });

  it('writes only the pages of a folded card that have text', () => {
    const card = settings(CANVASES.a6Folded);
    const pages = cardSvgs({ font: sans, settings: card, recipient: juergen });
    expect(pages.map((page) => page.page)).toEqual([1]);
    expect(pages[0]?.svg).toBe(cardSvg({ font: sans, settings: card, recipient: juergen }));
    expect(readSvg(pages[0]?.svg ?? '').paths.length).toBeGreaterThan(100);
  });
});
