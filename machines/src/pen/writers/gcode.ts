import { strokePoints } from '../strokes/strokePoints.ts';
import { AsciiWriter, fmt } from './asciiWriter.ts';
import type { PenDrawing } from '../types/penDrawing.ts';
import { forEachPlotterPoint } from './plotterPath.ts';
import { DEFAULT_PLOTTER_SETTINGS, type PlotterSettings, plotSeconds } from './plotterSettings.ts';

// The robot's drawing as G-code for GRBL-based pen plotters (issue 30): millimetres and
// absolute coordinates (`G21`, `G90`), the sheet's bottom-left corner as the origin with Y up
// (the machine's usual orientation; the SVG's Y runs down from the top), strokes in the SVG's
// order and direction, along curves in moves of at most 0.2 mm (plotterPath.ts). The pen
// goes down by servo (`M3 S…`, up `M5`) or by Z, as set per machine; travel with the pen up runs at the travel feed, writing at the drawing feed, each
// lowering and lifting waits `G4 P…`. Coordinates are rounded to 1 µm (`fmt`), so the same
// drawing gives the same bytes. The first file written with a new pen (`PenInk`) starts with
// a program pause (`M0`): the plotter stops with the pen up until the operator has put the new
// pen in and resumes (GRBL: cycle start).

const writer = new AsciiWriter(64 * 1024);

function penDown(settings: PlotterSettings): string {
  const pause = `G4 P${fmt(settings.penDelaySeconds)}\n`;
  return settings.penLift === 'servo'
    ? `M3 S${fmt(settings.servoDownS)}\n${pause}`
    : `G1 Z${fmt(settings.zDownMm)} F${fmt(settings.travelFeedMmPerMin)}\n${pause}`;
}

function penUp(settings: PlotterSettings): string {
  const pause = `G4 P${fmt(settings.penDelaySeconds)}\n`;
  return settings.penLift === 'servo'
    ? `M5\n${pause}`
    : `G1 Z${fmt(settings.zUpMm)} F${fmt(settings.travelFeedMmPerMin)}\n${pause}`;
}

/** A pen change before a drawing: the pen that goes in (2, 3, …). */
export interface GcodePenChange {
  pen: number;
}

/** The pause for a pen change: a comment the operator reads, then `M0`. */
export function penChangeGcode(change: GcodePenChange): string {
  return `; pen change: put in pen ${change.pen}, then resume (cycle start)\nM0\n`;
}

/**
 * The G-code of one drawing (one card side or envelope), as ASCII bytes; `penChange`
 * pauses for a new pen before the first stroke.
 */
export function drawingGcodeBytes(
  drawing: PenDrawing,
  settings: PlotterSettings = DEFAULT_PLOTTER_SETTINGS,
  title = '',
  penChange?: GcodePenChange,
): Uint8Array {
  const seconds = plotSeconds(
    { penDownMm: drawing.penDownMm, penUpMm: drawing.penUpMm, strokeCount: drawing.strokes.length },
    settings,
  );
  const height = drawing.heightMm;
  const down = penDown(settings);
  const up = penUp(settings);
  const travelDown = ` F${fmt(settings.travelFeedMmPerMin)}\n${down}`;
  const draw = ` F${fmt(settings.drawFeedMmPerMin)}\n`;
  let points = 0;
  for (const stroke of drawing.strokes) points += stroke.xy.length / 2;
  writer.reset(1024 + drawing.strokes.length * 120 + points * 24);
  writer.text(
    `; Federkiel ${title.replace(/[\r\n]/g, ' ')}\n` +
      `; sheet ${fmt(drawing.widthMm)} x ${fmt(height)} mm, origin bottom left, Y up\n` +
      `; strokes ${drawing.strokes.length}, pen down ${fmt(drawing.penDownMm)} mm,` +
      ` pen up ${fmt(drawing.penUpMm)} mm, about ${seconds.toFixed(1)} s\n` +
      `G21\nG90\n${up}${penChange ? penChangeGcode(penChange) : ''}`,
  );
  const move = (x: number, y: number, i: number) => {
    writer.text('G1 X');
    writer.coordinate(x);
    writer.text(' Y');
    writer.coordinate(height - y);
    // The feed is modal: set once per stroke for the writing moves.
    writer.text(i === 0 ? travelDown : i === 1 ? draw : '\n');
  };
  for (const stroke of drawing.strokes) {
    // Along curves in moves of at most 0.2 mm (plotterPath.ts).
    forEachPlotterPoint(strokePoints(stroke), move);
    writer.text(up);
  }
  writer.text(`G1 X0 Y0 F${fmt(settings.travelFeedMmPerMin)}\nM2\n`);
  return writer.take();
}

/** The G-code as text (`drawingGcodeBytes`). */
export function drawingGcode(
  drawing: PenDrawing,
  settings: PlotterSettings = DEFAULT_PLOTTER_SETTINGS,
  title = '',
  penChange?: GcodePenChange,
): string {
  return new TextDecoder().decode(drawingGcodeBytes(drawing, settings, title, penChange));
}
