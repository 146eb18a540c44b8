import { strokeOf, strokePoints } from './strokePoints.ts';
import { describe, expect, it } from 'vitest';
import { writableArea } from '../../configurator/canvasGeometry.ts';
import { fitCard, type FitSettings } from '../../configurator/fitCheck.ts';
import { emptyVariantTexts } from '../../configurator/progress.ts';
import {
  BIRTHDAY_TEMPLATE,
  CANVASES,
  sampleRecipients,
} from '../../configurator/testing/fixtures.ts';
import { layoutStrokes, penCardPage } from '../testing/penDrawings.ts';
import type { Point } from '../glyphs/pathData.ts';
import { penLayoutFont } from '../layout/layoutFont.ts';
import {
  hypot,
  estimateWritingSeconds,
  orderStrokes,
  penDownLength,
  penTravelLength,
  penTravelLengthXY,
  penUpLength,
  PEN_DOWN_SPEED_MM_PER_S,
  PEN_LIFT_SECONDS_PER_STROKE,
  PEN_UP_SPEED_MM_PER_S,
  strokeTour,
  strokeTourBruteForce,
} from './strokeOrder.ts';
import { loadPenFont } from '../testing/nodePenFont.ts';
import { createRandom } from '../../configurator/handwriting.ts';

const p = (x: number, y: number): Point => ({ x, y });
const key = (stroke: Point[]) => JSON.stringify(stroke);

describe('stroke order', () => {
  it('goes to the nearest stroke end from the page origin, reversing strokes when allowed', () => {
    const strokes = [
      [p(10, 0), p(11, 0)],
      [p(1, 0), p(2, 0)],
      [p(3, 0), p(2.5, 0)],
    ];
    expect(orderStrokes(strokes)).toEqual([
      [p(1, 0), p(2, 0)],
      [p(2.5, 0), p(3, 0)],
      [p(10, 0), p(11, 0)],
    ]);
    expect(strokeTour(strokes, { allowReverse: false })).toEqual([
      { index: 1, reversed: false },
      { index: 2, reversed: false },
      { index: 0, reversed: false },
    ]);
    expect(strokes[2]).toEqual([p(3, 0), p(2.5, 0)]); // the input is not changed
    // From the origin: 1 to the first stroke, then 0.5, then 7.
    expect(penUpLength(orderStrokes(strokes))).toBeCloseTo(1 + 0.5 + 7);
    expect(penUpLength(orderStrokes(strokes, { allowReverse: false }))).toBeCloseTo(1 + 1 + 7.5);
    expect(penUpLength(strokes)).toBeCloseTo(10 + 10 + 1);
    expect(penDownLength(strokes.map((stroke) => strokeOf('', '', stroke).xy))).toBeCloseTo(2.5);
    expect(orderStrokes([])).toEqual([]);
    expect(orderStrokes(strokes, { start: p(12, 0) })[0]).toEqual([p(11, 0), p(10, 0)]);
  });

  it('cuts the pen-up travel of a realistic card and keeps every stroke', () => {
    const font = loadPenFont('HersheySerifMed.svg');
    const texts = emptyVariantTexts();
    for (const form of ['du', 'sie', 'ihr'] as const)
      texts[form].pages[0].body = BIRTHDAY_TEMPLATE.texts[form];
    const settings: FitSettings = {
      kind: 'postcard',
      personalisation: 'salutation_address',
      texts,
      customSalutation: null,
      canvas: CANVASES.a6Postcard,
      textSize: 'small',
      hasLogo: false,
    };
    const [recipient] = sampleRecipients(1);
    if (!recipient) throw new Error('no sample recipient');
    const layout = fitCard(penLayoutFont(font), settings, recipient).pages[0]?.layout;
    if (!layout) throw new Error('no layout');
    // The font's own order: letter by letter, each letter's strokes as the font draws them.
    const unordered = layoutStrokes(
      font,
      layout,
      writableArea(settings.canvas, 0),
      recipient.id,
      0,
    ).map((stroke) => strokePoints(stroke));
    expect(unordered.length).toBeGreaterThan(400);
    const ordered = orderStrokes(unordered);
    const forwardOnly = orderStrokes(unordered, { allowReverse: false });

    expect(penUpLength(ordered)).toBeLessThan(penUpLength(unordered) * 0.8);
    expect(penUpLength(forwardOnly)).toBeLessThan(penUpLength(unordered));
    expect(penUpLength(ordered)).toBeLessThanOrEqual(penUpLength(forwardOnly));
    // Same strokes (some drawn backwards), same ink.
    expect(ordered).toHaveLength(unordered.length);
    const original = unordered.map(key).sort();
    const drawn = ordered.map((stroke) =>
      original.includes(key(stroke)) ? key(stroke) : key([...stroke].reverse()),
    );
    expect(drawn.sort()).toEqual(original);
    const flat = (strokes: Point[][]) => strokes.map((stroke) => strokeOf('', '', stroke).xy);
    expect(penDownLength(flat(ordered))).toBeCloseTo(penDownLength(flat(unordered)), 6);

    // The card writer draws in that order.
    const page = penCardPage({ font, settings, recipient });
    expect(page.strokes.map((stroke) => strokePoints(stroke))).toEqual(ordered);
    // Its pen-up travel starts and ends at home, the sheet's bottom-left corner (issue 38).
    const home = { x: 0, y: page.heightMm };
    const last = ordered.at(-1)?.at(-1) ?? home;
    expect(page.penUpMm).toBeCloseTo(
      penUpLength(ordered, home) + Math.hypot(last.x - home.x, last.y - home.y),
      9,
    );
    expect(penTravelLength(ordered, home)).toBe(page.penUpMm);
    expect(penTravelLength([], home)).toBe(0);
  });

  it('finds exactly the plain search’s tour through the grid, ties and all', () => {
    // A small deterministic generator (no Math.random in tests).
    let state = 12345;
    const next = () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state / 2147483648;
    };
    const cases: Point[][][] = [];
    for (const [count, spread, snap] of [
      [1, 10, false],
      [7, 1, true], // many exact ties on a coarse lattice
      [300, 100, false],
      [800, 140, true],
      [200, 0, false], // every end on one point
    ] as const) {
      const strokes: Point[][] = [];
      for (let i = 0; i < count; i += 1) {
        const at = () => (snap ? Math.round(next() * 8) * (spread / 8) : next() * spread);
        const length = 1 + Math.floor(next() * 4);
        strokes.push(Array.from({ length }, () => p(at(), at() * 0.7)));
        if (i % 97 === 3) strokes.push([]);
      }
      cases.push(strokes);
    }
    // A line of text: wide and flat.
    cases.push(
      Array.from({ length: 500 }, (_, i) => [p(i * 0.3, 0.1 * (i % 5)), p(i * 0.3 + 0.2, 0)]),
    );
    for (const strokes of cases)
      for (const options of [
        {},
        { allowReverse: false },
        { start: p(-50, 400) },
        { start: p(60, 40), allowReverse: false },
      ]) {
        expect(strokeTour(strokes, options)).toEqual(strokeTourBruteForce(strokes, options));
      }
  });

  it('estimates the writing time from the lengths', () => {
    expect([PEN_DOWN_SPEED_MM_PER_S, PEN_UP_SPEED_MM_PER_S, PEN_LIFT_SECONDS_PER_STROKE]).toEqual([
      25, 100, 0.15,
    ]);
    // Ten lowerings and liftings, and the lift the plotter file starts with.
    expect(estimateWritingSeconds({ penDownMm: 250, penUpMm: 100, strokeCount: 10 })).toBeCloseTo(
      10 + 1 + 1.5 + 0.075,
    );
  });

  it('measures with `hypot`, which is `Math.hypot` bit for bit', () => {
    const random = createRandom('hypot');
    const values = [0, -0, 1e-300, 5e-324, 1, -3, 1e300, Infinity, -Infinity, NaN];
    for (let i = 0; i < 20_000; i += 1) {
      const scale = [1e-6, 1e-3, 1, 300, 1e6][i % 5] as number;
      values.push((random() - 0.5) * scale, Math.round(random() * 300_000) / 1000);
    }
    for (let i = 0; i < values.length; i += 1) {
      const dx = values[i] as number;
      const dy = values[(i * 7919 + 3) % values.length] as number;
      expect(Object.is(hypot(dx, dy), Math.hypot(dx, dy))).toBe(true);
    }
  });
});

describe('pen-up travel of flat strokes', () => {
  it('is penTravelLength of the strokes’ points, bit for bit', () => {
    let seed = 7;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * 140;
    const strokes = Array.from({ length: 60 }, (_, i) =>
      strokeOf(
        `0.${i}`,
        'a',
        Array.from({ length: i % 5 }, () => ({ x: next(), y: next() })),
      ),
    );
    const home = { x: 0, y: 105 };
    const xys = strokes.map((stroke) => stroke.xy);
    const points = strokes.map((stroke) => strokePoints(stroke));
    expect(Object.is(penTravelLengthXY(xys, home), penTravelLength(points, home))).toBe(true);
    expect(penTravelLengthXY(xys, home)).toBeGreaterThan(0);
    expect(penTravelLengthXY([new Float64Array(0)], home)).toBe(0);
  });
});
