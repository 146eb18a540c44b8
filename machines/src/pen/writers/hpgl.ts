import { strokePoints } from '../strokes/strokePoints.ts';
import { AsciiWriter } from './asciiWriter.ts';
import type { PenDrawing } from '../types/penDrawing.ts';
import { forEachPlotterPoint } from './plotterPath.ts';
import { DEFAULT_PLOTTER_SETTINGS, type PlotterSettings } from './plotterSettings.ts';

// The robot's drawing as HPGL (issue 30), for plotters that speak it: plotter units of
// 0.025 mm (40 per mm, integers), origin at the sheet's bottom-left corner with Y up, pen 1,
// `VS` = the drawing feed in cm/s; each stroke one `PU` to its start and one `PD` through its
// points, in the SVG's order and direction. Same drawing, same bytes. Pen changes are not in
// the file: HP-GL has no pause, and its comment (`CO`) is HP-GL/2 only — a plain HP-GL plotter
// stops at an instruction it does not know. The manifest names the cards (`pen_changes`).

/** Plotter units per millimetre. */
export const HPGL_UNITS_PER_MM = 40;

const writer = new AsciiWriter(64 * 1024);

/** The HPGL of one drawing (one card side or envelope), as ASCII bytes. */
export function drawingHpglBytes(
  drawing: PenDrawing,
  settings: PlotterSettings = DEFAULT_PLOTTER_SETTINGS,
): Uint8Array {
  const height = drawing.heightMm;
  let points = 0;
  for (const stroke of drawing.strokes) points += stroke.xy.length / 2;
  writer.reset(256 + drawing.strokes.length * 24 + points * 14);
  const speed = (settings.drawFeedMmPerMin / 600).toFixed(1);
  writer.text(`IN;SP1;VS${speed};\n`);
  const move = (x: number, y: number, i: number) => {
    writer.text(i === 0 ? 'PU' : i === 1 ? ';PD' : ',');
    writer.integer(x * HPGL_UNITS_PER_MM);
    writer.text(',');
    writer.integer((height - y) * HPGL_UNITS_PER_MM);
  };
  for (const stroke of drawing.strokes) {
    // Along curves in moves of at most 0.2 mm (plotterPath.ts).
    forEachPlotterPoint(strokePoints(stroke), move);
    // A one-point stroke (a dot) still goes down once.
    writer.text(stroke.xy.length === 2 ? ';PD;\n' : ';\n');
  }
  writer.text('PU;SP0;\n');
  return writer.take();
}

/** The HPGL as text (`drawingHpglBytes`). */
export function drawingHpgl(
  drawing: PenDrawing,
  settings: PlotterSettings = DEFAULT_PLOTTER_SETTINGS,
): string {
  return new TextDecoder().decode(drawingHpglBytes(drawing, settings));
}
