import type { PenDrawing } from '../types/penDrawing.ts';
import { estimateWritingSeconds } from '../strokes/strokeOrder.ts';
import { AsciiWriter, fmt, micrometres } from './asciiWriter.ts';

export { fmt } from './asciiWriter.ts';

// The SVG writer (issue 12): what the robot plots, one file per written card side and one per
// envelope, each stroke a `<path>` of the drawing the pipeline made (pipeline.ts: layout →
// glyphs → stroke order). The sheet is `width`/`height` in mm; inside, the user unit is the
// micrometre (`viewBox="0 0 148000 105000"`), so every coordinate is a whole number: the
// paths need no decimal point and a point takes ~7 bytes instead of ~10, which the production
// ZIP writes and compresses 10,000 times over (docs/pen-fonts.md, "Performance"). Logo and
// background images are printed, not written, so they do not appear here.
//
// Output is deterministic: no clock, no randomness except the pipeline's seeded one,
// coordinates rounded to 1 µm, so the same drawing gives the same bytes.

/** Line width of the pen (a 0.4 mm fineliner); the SVG's `stroke-width`. */
export const DEFAULT_PEN_WIDTH_MM = 0.4;

const writer = new AsciiWriter(64 * 1024);
const PATH_START = '<path data-glyph="';
const PATH_D = '" d="';
const PATH_END = '"/>\n';

/**
 * The SVG the robot plots, as UTF-8 (ASCII) bytes — exactly `drawingSvg`'s text. The
 * production ZIP uses this; `drawingSvg` decodes it.
 */
export function drawingSvgBytes(
  drawing: PenDrawing,
  penWidthMm = DEFAULT_PEN_WIDTH_MM,
): Uint8Array {
  const seconds = estimateWritingSeconds({
    penDownMm: drawing.penDownMm,
    penUpMm: drawing.penUpMm,
    strokeCount: drawing.strokes.length,
  });
  let points = 0;
  for (const stroke of drawing.strokes) points += stroke.xy.length / 2;
  writer.reset(1024 + drawing.strokes.length * 40 + points * 20);
  writer.text(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${fmt(drawing.widthMm)}mm" height="${fmt(drawing.heightMm)}mm"` +
      ` viewBox="0 0 ${micrometres(drawing.widthMm)} ${micrometres(drawing.heightMm)}"` +
      ` data-pen-down-mm="${fmt(drawing.penDownMm)}" data-pen-up-mm="${fmt(drawing.penUpMm)}"` +
      ` data-strokes="${drawing.strokes.length}" data-writing-seconds="${seconds.toFixed(1)}">\n` +
      `<g fill="none" stroke="#000" stroke-width="${micrometres(penWidthMm)}" stroke-linecap="round" stroke-linejoin="round">\n`,
  );
  for (const stroke of drawing.strokes) {
    writer.text(PATH_START);
    writer.text(stroke.glyph);
    writer.text(PATH_D);
    writer.svgPath(stroke.xy);
    writer.text(PATH_END);
  }
  writer.text('</g>\n</svg>\n');
  return writer.take();
}

const utf8 = new TextDecoder();

/**
 * The SVG the robot plots: `width`/`height` in mm, `viewBox` = the sheet in µm (the paths'
 * unit), one `<path>` per stroke in drawing order (`data-glyph` = line.character of the layout). The root carries
 * `data-pen-down-mm`, `data-pen-up-mm`, `data-strokes` and `data-writing-seconds`
 * (`estimateWritingSeconds`).
 */
export function drawingSvg(drawing: PenDrawing, penWidthMm = DEFAULT_PEN_WIDTH_MM): string {
  return utf8.decode(drawingSvgBytes(drawing, penWidthMm));
}
