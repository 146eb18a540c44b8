import { describe, expect, it } from 'vitest';
import { emptyVariantTexts } from '../configurator/progress.ts';
import { createRecipient } from '../configurator/recipientSchema.ts';
import { BIRTHDAY_TEMPLATE, CANVASES } from '../configurator/testing/fixtures.ts';
import type { FitSettings } from '../configurator/fitCheck.ts';
import { drawingSvg, penCardPage, penEnvelope } from './cardSvg.ts';
import { drawingGcode } from './gcode.ts';
import { drawingHpgl, HPGL_UNITS_PER_MM } from './hpgl.ts';
import type { Point } from './pathData.ts';
import {
  DEFAULT_PLOTTER_SETTINGS,
  PenInk,
  plotSeconds,
  plotterSettingsSchema,
} from './plotterSettings.ts';
import { estimateWritingSeconds } from './strokeOrder.ts';
import { loadPenFont } from './testing/nodePenFont.ts';

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
  return [...svg.matchAll(/ d="([^"]+)"/g)].map((match) =>
    (match[1] as string)
      .slice(1)
      .split('L')
      .map((pair) => {
        const [x, y] = pair.split(' ').map(Number);
        return { x: x as number, y: y as number };
      }),
  );
}

/** A small GRBL reader: the pen's path while it is down, in sheet mm with y down. */
function gcodeStrokes(gcode: string, heightMm: number, lift: 'servo' | 'z', zDown = 0) {
  const strokes: Point[][] = [];
  let down = false;
  let at: Point = { x: 0, y: 0 };
  let current: Point[] = [];
  for (const raw of gcode.split('\n')) {
    const line = raw.replace(/;.*$/, '').trim();
    if (!line) continue;
    const words = Object.fromEntries(
      line.split(/\s+/).map((word) => [word[0] as string, Number(word.slice(1))]),
    );
    if (line.startsWith('M3')) down = true;
    if (line.startsWith('M5')) down = false;
    if (line.startsWith('G1') && words.Z !== undefined && lift === 'z') down = words.Z === zDown;
    const moved = words.X !== undefined;
    if (moved) at = { x: words.X as number, y: heightMm - (words.Y as number) };
    if (down && current.length === 0) current.push(at);
    else if (down && moved) current.push(at);
    if (!down && current.length > 0) {
      strokes.push(current);
      current = [];
    }
  }
  return strokes;
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

function expectSameStrokes(actual: Point[][], expected: Point[][], tolerance: number) {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((stroke, s) => {
    const want = expected[s] as Point[];
    expect(stroke).toHaveLength(want.length);
    stroke.forEach((p, i) => {
      expect(Math.abs(p.x - (want[i] as Point).x)).toBeLessThanOrEqual(tolerance);
      expect(Math.abs(p.y - (want[i] as Point).y)).toBeLessThanOrEqual(tolerance);
    });
  });
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
    expectSameStrokes(gcodeStrokes(gcode, drawing.heightMm, 'servo'), svg, 1e-9);
    // Every coordinate at most three decimals (µm).
    expect(gcode).not.toMatch(/[XY]-?\d+\.\d{4}/);
  });

  it('G-code (Z axis) lowers and lifts by Z at the set heights and feeds', () => {
    const z = { ...DEFAULT_PLOTTER_SETTINGS, penLift: 'z' as const, zDownMm: -1.5, zUpMm: 3 };
    const gcode = drawingGcode(drawing, z);
    expect(gcode).not.toContain('M3');
    expect(gcode).toContain('G1 Z-1.5 F6000\n');
    expect(gcode).toContain('G1 Z3 F6000\n');
    expectSameStrokes(gcodeStrokes(gcode, drawing.heightMm, 'z', -1.5), svg, 1e-9);
  });

  it('HPGL gives back the SVG’s strokes within half a plotter unit', () => {
    const hpgl = drawingHpgl(drawing);
    expect(hpgl.startsWith('IN;SP1;VS2.5;\n')).toBe(true);
    expect(hpgl.endsWith('PU;SP0;\n')).toBe(true);
    expect(hpgl).not.toMatch(/P[UD][^;]*\./);
    expectSameStrokes(hpglStrokes(hpgl, drawing.heightMm), svg, 0.5 / HPGL_UNITS_PER_MM + 1e-9);
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
    expectSameStrokes(
      hpglStrokes(drawingHpgl(envelope), envelope.heightMm),
      svgStrokes(drawingSvg(envelope)),
      0.013,
    );
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
    expectSameStrokes(gcodeStrokes(changed, drawing.heightMm, 'servo'), svg, 1e-9);
  });

  it('changes the pen before the card it would run dry in, never before the first', () => {
    const ink = new PenInk({ inkPerPenM: 1 });
    const changes = [600, 300, 200, 1500, 10, 990, 1].map((mm) => ink.card(mm));
    expect(changes).toEqual([false, false, true, true, true, false, true]);
    expect(ink.pen).toBe(5);
  });
});
