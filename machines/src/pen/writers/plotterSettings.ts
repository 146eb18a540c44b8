import { z } from 'zod';
import type { PenLengths } from '../strokes/strokeOrder.ts';

// How the shop's pen plotter is driven (issue 30): the G-code's pen up/down commands, the
// feed rates, the pause the pen needs to go down or up, and after how much ink a pen is
// changed. Staff edit them in the dashboard's production settings; the server keeps them
// (`production_settings`); the G-code and HPGL files, the writing-time estimate and the
// manifest's pen changes use them.

export const PEN_LIFTS = ['servo', 'z'] as const;
export type PenLift = (typeof PEN_LIFTS)[number];

export interface PlotterSettings {
  /** How the pen goes down: a servo (`M3 S…` down, `M5` up) or the Z axis. */
  penLift: PenLift;
  /** `M3 S…` value that lowers the pen (servo). */
  servoDownS: number;
  /** Z of the pen on the paper and lifted, mm (Z axis). */
  zDownMm: number;
  zUpMm: number;
  /** Feed while writing and while travelling with the pen up, mm/min. */
  drawFeedMmPerMin: number;
  travelFeedMmPerMin: number;
  /** The pause after lowering and after lifting the pen, seconds (`G4 P…`). */
  penDelaySeconds: number;
  /** A pen writes this much line before it is changed, m. */
  inkPerPenM: number;
}

/**
 * An AxiDraw-class plotter with a servo pen lift: 25 mm/s writing, 100 mm/s travel, 0.075 s
 * for each of lowering and lifting (0.15 s per stroke, the estimate issue 12 used), and a
 * fineliner changed after 500 m of line.
 */
export const DEFAULT_PLOTTER_SETTINGS: PlotterSettings = {
  penLift: 'servo',
  servoDownS: 1000,
  zDownMm: 0,
  zUpMm: 5,
  drawFeedMmPerMin: 1500,
  travelFeedMmPerMin: 6000,
  penDelaySeconds: 0.075,
  inkPerPenM: 500,
};

const number = (message: string, min: number, max: number) =>
  z
    .number({ message })
    .min(min, `${message} (mindestens ${min})`)
    .max(max, `${message} (höchstens ${max})`);

/** `PUT /swell/admin/production/settings`: the whole set, validated. */
export const plotterSettingsSchema = z
  .object({
    penLift: z.enum(PEN_LIFTS, { message: 'Bitte „servo“ oder „z“ als Stifthub wählen.' }),
    servoDownS: number('Bitte einen Servo-Wert für „Stift ab“ angeben', 0, 100000),
    zDownMm: number('Bitte die Z-Höhe „Stift ab“ in mm angeben', -100, 100),
    zUpMm: number('Bitte die Z-Höhe „Stift hoch“ in mm angeben', -100, 100),
    drawFeedMmPerMin: number('Bitte den Vorschub beim Schreiben in mm/min angeben', 60, 60000),
    travelFeedMmPerMin: number('Bitte den Vorschub beim Verfahren in mm/min angeben', 60, 60000),
    penDelaySeconds: number('Bitte die Wartezeit beim Heben und Senken in s angeben', 0, 5),
    inkPerPenM: number('Bitte die Tintenreichweite eines Stifts in m angeben', 1, 100000),
  })
  .strict()
  .refine((s) => s.penLift !== 'z' || s.zUpMm > s.zDownMm, {
    message: 'Die Z-Höhe „Stift hoch“ muss über „Stift ab“ liegen.',
    path: ['zUpMm'],
  });

/**
 * The writing time in seconds, as the G-code takes it (`drawingGcodeBytes`; tested against
 * the file read by a G-code interpreter): pen-down length at the drawing feed, pen-up travel
 * (`penUpMm`: from home to the first stroke, between strokes and back home) at the travel
 * feed, a lowering and a lifting pause per stroke and the lifting pause the file starts
 * with; with a Z lift, each lowering and lifting also moves Z at the travel feed (the pen
 * stands lifted before the file starts). Acceleration is not modelled.
 */
export function plotSeconds(
  { penDownMm, penUpMm, strokeCount }: PenLengths,
  settings: PlotterSettings = DEFAULT_PLOTTER_SETTINGS,
): number {
  const lift =
    settings.penLift === 'z'
      ? (Math.abs(settings.zUpMm - settings.zDownMm) * 60) / settings.travelFeedMmPerMin
      : 0;
  return (
    (penDownMm * 60) / settings.drawFeedMmPerMin +
    (penUpMm * 60) / settings.travelFeedMmPerMin +
    (strokeCount * 2 + 1) * settings.penDelaySeconds +
    strokeCount * 2 * lift
  );
}

/**
 * Counts the ink of the pen in use card by card: a card is written with one pen, so a new
 * pen goes in before the card it would run dry in (never before the first). The manifest's
 * pen changes and the G-code's pause (`drawingGcodeBytes`, `penChange`) come from this one
 * count, so they name the same cards.
 */
export class PenInk {
  private used = 0;
  /** Pens put in so far (the first counts). */
  pen = 1;

  constructor(private readonly settings: Pick<PlotterSettings, 'inkPerPenM'>) {}

  /** Adds a card's pen-down length; true when a new pen goes in before this card. */
  card(penDownMm: number): boolean {
    const change = this.used > 0 && this.used + penDownMm > this.settings.inkPerPenM * 1000;
    if (change) {
      this.pen += 1;
      this.used = 0;
    }
    this.used += penDownMm;
    return change;
  }
}
