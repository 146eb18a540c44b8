import { strokePoints } from '../strokes/strokePoints.ts';
import Interpreter from 'gcode-interpreter';
import { describe, expect, it } from 'vitest';
import { emptyVariantTexts } from '../../configurator/progress.ts';
import { createRecipient } from '../../configurator/recipientSchema.ts';
import { BIRTHDAY_TEMPLATE, CANVASES } from '../../configurator/testing/fixtures.ts';
import type { FitSettings } from '../../configurator/fitCheck.ts';
import { drawingSvg, penCardPage, penEnvelope } from '../testing/penDrawings.ts';
import { drawingGcode } from './gcode.ts';
import { drawingHpgl, HPGL_UNITS_PER_MM } from './hpgl.ts';
import type { Point } from '../glyphs/pathData.ts';
import {
  DEFAULT_PLOTTER_SETTINGS,
  PenInk,
  plotSeconds,
  plotterSettingsSchema,
} from './plotterSettings.ts';
import { estimateWritingSeconds, penUpLength } from '../strokes/strokeOrder.ts';
import { turnDeg } from '../glyphs/curves.ts';
import { PLOTTER_STRAIGHT_MM } from './plotterPath.ts';
import { countKinks, kinksPer100Mm } from '../testing/kinks.ts';
import { pathPoints } from '../testing/svgReading.ts';
import { loadPenFont } from '../testing/nodePenFont.ts';

const font = loadPenFont('EMSAllure.svg');
const recipient = createRecipient('r1', {
  firstName: 'Jürgen',
  lastName: 'Müller',
  addressForm: 'du',
  address: { line1: 'Hauptstraße 5', postalCode: '10115', city: 'Berlin' },
});

function settings(): FitSettings {
  const texts = emptyVariantTexts();
  for (const form of ['du', 'sie', 'ihr'] as const)
    texts[form].pages[0].body = BIRTHDAY_TEMPLATE.texts[form];
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

const drawing = penCardPage({ font, settings: settings(), recipient, seed: 'FK-1:1' });

/** The SVG's strokes as a plotter driver reads them (mm, y down). */
function svgStrokes(svg: string): Point[][] {
  return [...svg.matchAll(/ d="([^"]+)"/g)].flatMap((match) => pathPoints(match[1] as string));
}

/**
 * The G-code read back by a G-code interpreter (gcode-interpreter, cncjs): the pen's path
 * while it is down (sheet mm, y down) and the time the file takes — each move's length at
 * its (modal) feed, plus the dwells. The plotter starts at home (X0 Y0) with the pen lifted.
 */
function readGcode(gcode: string, heightMm: number, settings = DEFAULT_PLOTTER_SETTINGS) {
  const strokes: Point[][] = [];
  let down = false;
  let x = 0;
  let y = 0;
  let z = settings.zUpMm;
  let feed = 0;
  let seconds = 0;
  let current: Point[] = [];
  const lift = (isDown: boolean) => {
    if (down && !isDown && current.length > 0) strokes.push(current);
    if (!down && isDown) current = [{ x, y: heightMm - y }];
    down = isDown;
  };
  new Interpreter({
    handlers: {
      G1: (params) => {
        feed = params.F ?? feed;
        const to = { x: params.X ?? x, y: params.Y ?? y, z: params.Z ?? z };
        seconds += (Math.hypot(to.x - x, to.y - y, to.z - z) * 60) / feed;
        [x, y, z] = [to.x, to.y, to.z];
        if (params.Z !== undefined && settings.penLift === 'z') lift(z === settings.zDownMm);
        else if (down && (params.X !== undefined || params.Y !== undefined))
          current.push({ x, y: heightMm - y });
      },
      G4: (params) => {
        seconds += params.P ?? 0;
      },
      M3: () => lift(true),
      M5: () => lift(false),
    },
  }).loadFromStringSync(gcode);
  return { strokes, seconds, end: { x, y } };
}

function gcodeStrokes(gcode: string, heightMm: number, settings = DEFAULT_PLOTTER_SETTINGS) {
  return readGcode(gcode, heightMm, settings).strokes;
}

function hpglStrokes(hpgl: string, heightMm: number): Point[][] {
  const strokes: Point[][] = [];
  let at: Point = { x: 0, y: 0 };
  for (const command of hpgl.split(';').map((part) => part.trim())) {
    const numbers = command.slice(2).split(',').filter(Boolean).map(Number);
    const points: Point[] = [];
    for (let i = 0; i + 1 < numbers.length; i += 2)
      points.push({
        x: (numbers[i] as number) / HPGL_UNITS_PER_MM,
        y: heightMm - (numbers[i + 1] as number) / HPGL_UNITS_PER_MM,
      });
    if (command.startsWith('PU') && points.length > 0) at = points.at(-1) as Point;
    if (command.startsWith('PD')) {
      strokes.push([at, ...points]);
      at = points.at(-1) ?? at;
    }
  }
  return strokes;
}

/**
 * A plotter file draws the SVG's line: every SVG point, in order (within `tolerance`), and
 * between them points on the curve (within 0.01 mm of the SVG's line) where a piece of a
 * curve is longer than 0.2 mm. Moves longer than 0.2 mm are straight parts: longer than any
 * piece of a curve, or meeting their neighbours in line (within 1°), at a corner (over 60°)
 * or at the stroke's end.
 */
function expectPlotterLine(
  actual: Point[][],
  expected: Point[][],
  tolerance: number,
  // HPGL's plotter units (0.025 mm) tilt a 0.2 mm move by up to 7°: its turns say nothing.
  checkMoves = tolerance < 1e-6,
) {
  expect(actual).toHaveLength(expected.length);
  let added = 0;
  actual.forEach((stroke, s) => {
    const want = expected[s] as Point[];
    const near = (p: Point, q: Point) =>
      Math.abs(p.x - q.x) <= tolerance && Math.abs(p.y - q.y) <= tolerance;
    let w = 0;
    for (const [i, p] of stroke.entries()) {
      if (w < want.length && near(p, want[w] as Point)) {
        w += 1;
        continue;
      }
      added += 1;
      const a = want[w - 1] as Point;
      const b = want[w] as Point;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const off = Math.abs((p.x - a.x) * dy - (p.y - a.y) * dx) / Math.hypot(dx, dy);
      expect(off, `stroke ${s} point ${i}`).toBeLessThanOrEqual(0.01 + tolerance);
    }
    expect(w, `stroke ${s}`).toBe(want.length);
    for (let i = 1; checkMoves && i < stroke.length; i += 1) {
      const a = stroke[i - 1] as Point;
      const b = stroke[i] as Point;
      const length = Math.hypot(b.x - a.x, b.y - a.y);
      // µm rounding may lengthen a move by a hair; a straight part of a letter is longer.
      if (length <= 0.2 + 0.0015 + 2 * tolerance || length > PLOTTER_STRAIGHT_MM) continue;
      for (const [p, q, r] of [
        [stroke[i - 2], a, b],
        [a, b, stroke[i + 1]],
      ] as const)
        if (p && r) {
          const turn = turnDeg(p, q, r);
          expect(turn < 1.5 || turn > 59, `stroke ${s} move ${i}: ${turn}°`).toBe(true);
        }
    }
  });
  return added;
}

describe('G-code and HPGL for pen plotters (issue 30)', () => {
  const svg = svgStrokes(drawingSvg(drawing));

  it('G-code (servo) gives back the SVG’s strokes, in the same order', () => {
    const gcode = drawingGcode(drawing, DEFAULT_PLOTTER_SETTINGS, 'FK-1 0001-vorderseite');
    expect(gcode).toMatch(/^; Federkiel FK-1 0001-vorderseite\n/);
    expect(gcode).toContain('\nG21\nG90\n');
    expect(gcode).toContain('M3 S1000\nG4 P0.075\n');
    expect(gcode).toContain(' F1500\n');
    expect(svg.length).toBeGreaterThan(100);
    // Along the curves in moves of at most 0.2 mm (issue 38): points are added.
    expect(expectPlotterLine(gcodeStrokes(gcode, drawing.heightMm), svg, 1e-9)).toBeGreaterThan(50);
    // Every coordinate at most three decimals (µm).
    expect(gcode).not.toMatch(/[XY]-?\d+\.\d{4}/);
  });

  it('G-code (Z axis) lowers and lifts by Z at the set heights and feeds', () => {
    const z = { ...DEFAULT_PLOTTER_SETTINGS, penLift: 'z' as const, zDownMm: -1.5, zUpMm: 3 };
    const gcode = drawingGcode(drawing, z);
    expect(gcode).not.toContain('M3');
    expect(gcode).toContain('G1 Z-1.5 F6000\n');
    expect(gcode).toContain('G1 Z3 F6000\n');
    expectPlotterLine(gcodeStrokes(gcode, drawing.heightMm, z), svg, 1e-9);
  });

  it('HPGL gives back the SVG’s strokes within half a plotter unit', () => {
    const hpgl = drawingHpgl(drawing);
    expect(hpgl.startsWith('IN;SP1;VS2.5;\n')).toBe(true);
    expect(hpgl.endsWith('PU;SP0;\n')).toBe(true);
    expect(hpgl).not.toMatch(/P[UD][^;]*\./);
    expectPlotterLine(hpglStrokes(hpgl, drawing.heightMm), svg, 0.5 / HPGL_UNITS_PER_MM + 1e-9);
  });

  it('gives the same bytes for the same drawing, envelopes included', () => {
    const again = penCardPage({ font, settings: settings(), recipient, seed: 'FK-1:1' });
    expect(drawingGcode(again)).toBe(drawingGcode(drawing));
    expect(drawingHpgl(again)).toBe(drawingHpgl(drawing));
    const envelope = penEnvelope({
      font,
      recipient,
      canvas: CANVASES.a6Postcard,
      envelope: 'closed',
      seed: 'FK-1:1',
    });
    if (!envelope) throw new Error('no envelope');
    expectPlotterLine(
      hpglStrokes(drawingHpgl(envelope), envelope.heightMm),
      svgStrokes(drawingSvg(envelope)),
      0.013,
    );
  });

  it('estimates the time the G-code takes, travel from home and back included (issue 38)', () => {
    const lengths = {
      penDownMm: drawing.penDownMm,
      penUpMm: drawing.penUpMm,
      strokeCount: drawing.strokes.length,
    };
    const z = { ...DEFAULT_PLOTTER_SETTINGS, penLift: 'z' as const, zDownMm: -1.5, zUpMm: 3 };
    const slow = { ...DEFAULT_PLOTTER_SETTINGS, drawFeedMmPerMin: 600, penDelaySeconds: 0.3 };
    for (const settings of [DEFAULT_PLOTTER_SETTINGS, z, slow]) {
      const read = readGcode(drawingGcode(drawing, settings), drawing.heightMm, settings);
      expect(read.end).toEqual({ x: 0, y: 0 });
      const estimate = plotSeconds(lengths, settings);
      expect(Math.abs(estimate / read.seconds - 1)).toBeLessThan(0.005);
    }
    // The SVG's figure and the G-code's header say the same.
    const seconds = plotSeconds(lengths).toFixed(1);
    expect(drawingSvg(drawing)).toContain(`data-writing-seconds="${seconds}"`);
    expect(drawingGcode(drawing)).toContain(`about ${seconds} s`);
    // The travel from home to the first stroke and back is part of it.
    const travel = penUpLength(drawing.strokes.map((stroke) => strokePoints(stroke)));
    expect(drawing.penUpMm).toBeGreaterThan(travel);
  });

  it('draws curves without visible kinks: at most 5 per 100 mm of G-code ink', () => {
    const read = readGcode(drawingGcode(drawing), drawing.heightMm);
    const counted = countKinks(read.strokes);
    expect(counted.inkMm).toBeGreaterThan(1000);
    expect(kinksPer100Mm(counted)).toBeLessThanOrEqual(5);
  });

  it('estimates the time from the settings (defaults: the SVG’s estimate)', () => {
    const lengths = {
      penDownMm: drawing.penDownMm,
      penUpMm: drawing.penUpMm,
      strokeCount: drawing.strokes.length,
    };
    expect(plotSeconds(lengths)).toBeCloseTo(estimateWritingSeconds(lengths), 9);
    const slow = { ...DEFAULT_PLOTTER_SETTINGS, drawFeedMmPerMin: 750 };
    expect(plotSeconds(lengths, slow) - plotSeconds(lengths)).toBeCloseTo(
      (drawing.penDownMm * 60) / 1500,
      6,
    );
  });

  it('validates the settings with German messages', () => {
    expect(plotterSettingsSchema.safeParse(DEFAULT_PLOTTER_SETTINGS).success).toBe(true);
    const bad = plotterSettingsSchema.safeParse({
      ...DEFAULT_PLOTTER_SETTINGS,
      penLift: 'z',
      zUpMm: -1,
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(
      'Die Z-Höhe „Stift hoch“ muss über „Stift ab“ liegen.',
    );
    expect(
      plotterSettingsSchema.safeParse({ ...DEFAULT_PLOTTER_SETTINGS, drawFeedMmPerMin: 0 }).success,
    ).toBe(false);
  });

  it('pauses the G-code for a new pen (M0 with the pen’s number), with the pen up', () => {
    const plain = drawingGcode(drawing);
    expect(plain).not.toMatch(/\bM0\b/);
    const changed = drawingGcode(drawing, DEFAULT_PLOTTER_SETTINGS, '', { pen: 3 });
    const pause = '; pen change: put in pen 3, then resume (cycle start)\nM0\n';
    expect(changed).toContain(`G21\nG90\nM5\nG4 P0.075\n${pause}G1 X`);
    expect(changed.replace(pause, '')).toBe(plain);
    expectPlotterLine(gcodeStrokes(changed, drawing.heightMm), svg, 1e-9);
  });

  it('changes the pen before the card it would run dry in, never before the first', () => {
    const ink = new PenInk({ inkPerPenM: 1 });
    const changes = [600, 300, 200, 1500, 10, 990, 1].map((mm) => ink.card(mm));
    expect(changes).toEqual([false, false, true, true, true, false, true]);
    expect(ink.pen).toBe(5);
  });
});
