import { HEADING_SCALE, TEXT_SIZE_METRICS } from '../../configurator/canvasGeometry.ts';
import { type CurveOptions, smoothStroke } from './curves.ts';
import type { PenGlyph, Point } from '../types/penTypes.ts';

// The font's glyphs as curves, once when the font is loaded (issue 38; curves.ts does the
// geometry). Sizes are set in x-heights of the font, so they mean the same on the page in
// every font; the sampling is set for the largest letters the shop writes (a heading at
// „groß“), so it is fine enough at every size.

/** The largest x-height on a page: a heading at „groß“, mm. */
export const LARGEST_X_HEIGHT_MM = TEXT_SIZE_METRICS.large.xHeightMm * HEADING_SCALE;

/**
 * Curve sampling: the sampled line stays within about this of the curve on the page at the
 * largest size, mm (measured: at most 0.0075 mm there, 0.005 mm at „mittel“). A tolerance of
 * 0.01 mm is below what the eye sees of the curve's position, but not of its direction: it
 * leaves pieces of 0.2–0.3 mm turning by 13–20° at „mittel“, and the kink metric
 * (testing/kinks.ts) counts 9–21 kinks per 100 mm; at 0.003 mm the fonts have 1–3 (capping
 * the pieces at 0.17 mm instead costs as many points and still leaves 9–21). The SVG, the
 * preview and the fit check take these points as they are; G-code and HPGL put points
 * between them on the same curve where a piece is longer than the plotter's 0.2 mm
 * (plotterPath.ts) rather than every output carrying the plotter's spacing.
 */
export const CURVE_TOLERANCE_MM = 0.003;

/** How a corner of the polyline is rounded and which corners stay (in x-heights, degrees). */
export const CURVE_SHAPE = {
  straightXHeights: 0.5,
  roundingXHeights: 0.15,
  cuspDeg: 100,
  cornerDeg: 60,
};

/** Top of the 'x' (font units), the font's x-height as the layout measures it. */
function xTop(glyphs: ReadonlyMap<string, PenGlyph>): number | null {
  const x = glyphs.get('x');
  let top = 0;
  for (const stroke of x?.strokes ?? []) for (const point of stroke) top = Math.max(top, point.y);
  return top > 0 ? top : null;
}

/** The curve options for a font whose x-height is `xHeightUnits`. */
export function curveOptions(xHeightUnits: number): CurveOptions {
  const unitsPerMm = xHeightUnits / LARGEST_X_HEIGHT_MM;
  return {
    toleranceUnits: CURVE_TOLERANCE_MM * unitsPerMm,
    straightUnits: CURVE_SHAPE.straightXHeights * xHeightUnits,
    roundingUnits: CURVE_SHAPE.roundingXHeights * xHeightUnits,
    cuspDeg: CURVE_SHAPE.cuspDeg,
    cornerDeg: CURVE_SHAPE.cornerDeg,
  };
}

interface Box {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

function inkBox(strokes: readonly (readonly Point[])[]): Box {
  const box = { minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity };
  for (const stroke of strokes)
    for (const point of stroke) {
      box.minX = Math.min(box.minX, point.x);
      box.maxX = Math.max(box.maxX, point.x);
      box.minY = Math.min(box.minY, point.y);
      box.maxY = Math.max(box.maxY, point.y);
    }
  return box;
}

/**
 * Maps [drawnLow, drawnHigh] onto [low, high], linearly on each side of `pivot` (which stays
 * where it is), so the map is continuous and a curve stays smooth.
 */
function squeeze(low: number, high: number, drawnLow: number, drawnHigh: number, pivot: number) {
  const above = drawnHigh > high && high > pivot ? (high - pivot) / (drawnHigh - pivot) : 1;
  const below = drawnLow < low && low < pivot ? (pivot - low) / (pivot - drawnLow) : 1;
  return (value: number) => pivot + (value - pivot) * (value > pivot ? above : below);
}

/**
 * The glyph's curve passes through the font's points, so where the polygon's outermost point
 * stood on a round part the curve bulges a little further (up to 0.1 mm at „mittel“, 1.8 %
 * of the x-height on Hershey Script's 'x'). The layout sizes letters by the top of the 'x',
 * spaces lines by the letters' ink, and composed letters (æ, œ, §) take their widths from
 * their parts' ink; so the curve is pulled back into the font's own ink box: vertically
 * about the baseline (the baseline stays), horizontally about the box's middle, each side
 * linearly. Every glyph keeps the box the font gives it, and every layout (line breaks,
 * pitch, the fit of orders already placed) stays as it was; the map is continuous, so the
 * curve stays smooth (its direction changes by well under a degree where the two sides meet).
 */
function keepInkBox(curves: Point[][], font: Box): Point[][] {
  const drawn = inkBox(curves);
  const yPivot = font.minY < 0 && font.maxY > 0 ? 0 : (font.minY + font.maxY) / 2;
  const x = squeeze(font.minX, font.maxX, drawn.minX, drawn.maxX, (font.minX + font.maxX) / 2);
  const y = squeeze(font.minY, font.maxY, drawn.minY, drawn.maxY, yPivot);
  return curves.map((stroke) => stroke.map((point) => ({ x: x(point.x), y: y(point.y) })));
}

/** Every glyph's strokes as sampled curves, in place. A font without an 'x' stays as drawn. */
export function smoothGlyphs(glyphs: Map<string, PenGlyph>): void {
  const xHeight = xTop(glyphs);
  if (xHeight === null) return;
  const options = curveOptions(xHeight);
  for (const [char, glyph] of glyphs) {
    if (glyph.strokes.length === 0) continue;
    const curves = glyph.strokes.map((stroke) => smoothStroke(stroke, options));
    glyphs.set(char, { ...glyph, strokes: keepInkBox(curves, inkBox(glyph.strokes)) });
  }
}
