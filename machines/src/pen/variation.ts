import type { WritableArea } from '../configurator/canvasGeometry.ts';
import { characterAdvances, xHeightUnits } from '../configurator/fontMetrics.ts';
import { createRandom } from '../configurator/handwriting.ts';
import type { TextLayout } from '../configurator/textLayout.ts';
import { type PenFont, type PenGlyph, type Point, penLayoutFont } from './penFont.ts';

// Natural variation of the pen's writing (issue 30). A single-stroke font draws every "e"
// identically on a ruler-straight baseline; a hand does not. Each occurrence of a letter gets
// its own small, seeded deformation (a smooth warp of its stroke points, a size and a slant),
// each word and letter a small shift along the line, each line a gently waving and drifting
// baseline and a left margin a little in or out. The same seed gives the same strokes, so a
// re-export is byte-identical; preview and production call this same code.
//
// The variation never carries ink out of the writable area nor into the next line: each line
// is drawn, and when its varied ink passes the area or its line box (or the line's own
// unvaried ink, where the glyphs already stand out of those) it is moved back as a whole; a line too wide for that is drawn
// again with half the variation, then a quarter, then none. So every layout the fit check
// accepts can be written with variation, without the fit check laying out on a smaller area
// (which would change the line breaks of orders already placed).

/** Limits of the variation; each value is drawn uniformly from ±value unless noted. */
export interface PenVariation {
  /** Largest displacement of a stroke point by the smooth warp, as a fraction of the x-height. */
  warp: number;
  /** Size of each letter: factor 1 ± this. */
  size: number;
  /** Slant of each letter (shear), degrees; positive leans right. */
  slantDeg: number;
  /** Turn of each letter about its origin on the baseline, degrees. */
  rotationDeg: number;
  /** Each letter left/right of its place (letter spacing), mm. */
  letterSpacingMm: number;
  /** Each word left/right of its place (word spacing), mm; not accumulated. */
  wordSpacingMm: number;
  /** Each letter up/down from the line's baseline, mm. */
  letterBaselineMm: number;
  /** Amplitude of the baseline's slow wave along a line, mm (wavelength 60–120 mm). */
  baselineWaveMm: number;
  /** The line's slope, degrees. */
  lineSlopeDeg: number;
  /** Each line's baseline up/down, drifting from line to line (half the last plus new), mm. */
  lineDriftMm: number;
  /** Each line starts up to this far right of the margin (0…value), mm. */
  marginMm: number;
}

export const DEFAULT_PEN_VARIATION: PenVariation = {
  warp: 0.06,
  size: 0.04,
  slantDeg: 3,
  rotationDeg: 0.8,
  letterSpacingMm: 0.08,
  wordSpacingMm: 0.3,
  letterBaselineMm: 0.08,
  baselineWaveMm: 0.25,
  lineSlopeDeg: 0.35,
  lineDriftMm: 0.3,
  marginMm: 1.2,
};

/** Typeset: every glyph exactly where the layout put it. */
export const NO_VARIATION: PenVariation = {
  warp: 0,
  size: 0,
  slantDeg: 0,
  rotationDeg: 0,
  letterSpacingMm: 0,
  wordSpacingMm: 0,
  letterBaselineMm: 0,
  baselineWaveMm: 0,
  lineSlopeDeg: 0,
  lineDriftMm: 0,
  marginMm: 0,
};

/** One pen-down stroke on the page: mm, origin at the page's top-left corner, y down. */
export interface PenStroke {
  points: Point[];
  /** The character it belongs to: `line.character` (0-based indexes into the layout's lines). */
  glyph: string;
  char: string;
}

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

const boxes = new WeakMap<PenGlyph, Box | null>();

/** The glyph's ink box in font units (y up), or null without ink. */
function inkBox(glyph: PenGlyph): Box | null {
  let box = boxes.get(glyph);
  if (box !== undefined) return box;
  box = null;
  for (const stroke of glyph.strokes)
    for (const p of stroke) {
      if (!box) box = { minX: p.x, minY: p.y, maxX: p.x, maxY: p.y };
      else {
        if (p.x < box.minX) box.minX = p.x;
        if (p.x > box.maxX) box.maxX = p.x;
        if (p.y < box.minY) box.minY = p.y;
        if (p.y > box.maxY) box.maxY = p.y;
      }
    }
  boxes.set(glyph, box);
  return box;
}

/** Ink keeps this far inside its line box: half a 0.4 mm pen line, so lines do not touch. */
export const LINE_CLEARANCE_MM = 0.2;

const DEG = Math.PI / 180;
const spread = (random: () => number, max: number) => (random() * 2 - 1) * max;

/**
 * A letter's deformation, mm and radians: the warp's four corner and one centre vector
 * (each component within ±0.6/√2 resp. ±0.4/√2 of the warp, so no point moves more than
 * the warp), size, slant and turn.
 */
type Warp = [number, number, number, number, number, number, number, number, number, number];

interface GlyphShape {
  corners: Warp;
  size: number;
  shear: number;
  cos: number;
  sin: number;
}

function glyphShape(random: () => number, v: PenVariation, xHeightMm: number, k: number) {
  const warp = v.warp * xHeightMm * k;
  const corner = (0.6 * warp) / Math.SQRT2;
  const centre = (0.4 * warp) / Math.SQRT2;
  const corners: Warp = [
    spread(random, corner),
    spread(random, corner),
    spread(random, corner),
    spread(random, corner),
    spread(random, corner),
    spread(random, corner),
    spread(random, corner),
    spread(random, corner),
    spread(random, centre),
    spread(random, centre),
  ];
  const angle = spread(random, v.rotationDeg * k) * DEG;
  return {
    corners,
    size: 1 + spread(random, v.size * k),
    shear: Math.tan(spread(random, v.slantDeg * k) * DEG),
    cos: Math.cos(angle),
    sin: Math.sin(angle),
  } satisfies GlyphShape;
}

interface LineDraw {
  strokes: PenStroke[];
  box: Box;
}

/**
 * The page points of one glyph's stroke drawn with `shape` at origin (ox, oy), growing `box`.
 * Hot: ~1,000 points per card side, so the arithmetic is inlined and nothing but the points
 * is allocated.
 */
function placeStroke(
  stroke: readonly Point[],
  ink: Box,
  scale: number,
  shape: GlyphShape,
  ox: number,
  oy: number,
  box: Box,
): Point[] {
  const w = ink.maxX - ink.minX;
  const h = ink.maxY - ink.minY;
  const invW = w > 0 ? 1 / w : 0;
  const invH = h > 0 ? 1 / h : 0;
  const c = shape.corners;
  const { size, shear, cos, sin } = shape;
  const out: Point[] = new Array<Point>(stroke.length);
  for (let i = 0; i < stroke.length; i += 1) {
    const p = stroke[i] as Point;
    const u = w > 0 ? (p.x - ink.minX) * invW : 0.5;
    const t = h > 0 ? (p.y - ink.minY) * invH : 0.5;
    // Bilinear between the corners plus a bump in the middle: smooth, so strokes keep their
    // shape and joins stay joined; bounded by the warp because the weights sum to at most 1.
    const a = (1 - u) * (1 - t);
    const b = u * (1 - t);
    const d = (1 - u) * t;
    const e = u * t;
    const bump = 16 * b * d;
    const wx = a * c[0] + b * c[2] + d * c[4] + e * c[6] + bump * c[8];
    const wy = a * c[1] + b * c[3] + d * c[5] + e * c[7] + bump * c[9];
    // Glyph mm, y up: warp, slant, size; then the page (y down), turned clockwise like SVG's
    // rotate.
    const gy = (p.y * scale + wy) * size;
    const x = (p.x * scale + wx) * size + gy * shear;
    const y = -gy;
    const q = { x: ox + x * cos - y * sin, y: oy + x * sin + y * cos };
    if (q.x < box.minX) box.minX = q.x;
    if (q.x > box.maxX) box.maxX = q.x;
    if (q.y < box.minY) box.minY = q.y;
    if (q.y > box.maxY) box.maxY = q.y;
    out[i] = q;
  }
  return out;
}

function grow(box: Box, p: Point) {
  if (p.x < box.minX) box.minX = p.x;
  if (p.x > box.maxX) box.maxX = p.x;
  if (p.y < box.minY) box.minY = p.y;
  if (p.y > box.maxY) box.maxY = p.y;
}

const emptyBox = (): Box => ({ minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity });

/**
 * Every glyph of a laid-out page as page strokes, in reading order (not yet ordered), with
 * the natural variation seeded by `seed` and `page`. Each line has its own random stream
 * (seeded with its text), so editing one line leaves the others' letters as they were; the
 * drift between lines and the margin come from a stream of their own.
 */
export function variedStrokes(
  font: PenFont,
  layout: Pick<TextLayout, 'lines'>,
  area: Pick<WritableArea, 'xMm' | 'yMm' | 'widthMm' | 'heightMm'>,
  seed: string,
  page: number,
  variation: PenVariation = DEFAULT_PEN_VARIATION,
): PenStroke[] {
  const layoutFont = penLayoutFont(font);
  const xHeight = xHeightUnits(layoutFont);
  const lineRandom = createRandom(`${seed}:${page}:lines`);
  const strokes: PenStroke[] = [];
  let drift = 0;
  layout.lines.forEach((line, l) => {
    drift = drift / 2 + spread(lineRandom, variation.lineDriftMm / 2);
    const margin = lineRandom() * variation.marginMm;
    const scale = line.fontSizeMm / font.unitsPerEm;
    const advances = characterAdvances(layoutFont, line.text);
    const chars = [...line.text];
    const nominal = emptyBox();
    let x = 0;
    chars.forEach((char, i) => {
      const box = font.glyphs.get(char) ? inkBox(font.glyphs.get(char) as PenGlyph) : null;
      if (box) {
        const ox = area.xMm + line.xMm + x;
        const oy = area.yMm + line.baselineMm;
        grow(nominal, { x: ox + box.minX * scale, y: oy - box.maxY * scale });
        grow(nominal, { x: ox + box.maxX * scale, y: oy - box.minY * scale });
      }
      x += (advances[i] ?? 0) * scale;
    });
    if (nominal.minX === Infinity) return;
    // Across: the area. Up and down: the line's own box (the layout's pitch keeps boxes
    // apart), so a line never reaches into the next one. Where the unvaried ink already
    // stands out of either, that much is allowed.
    const lineTop = area.yMm + line.topMm + LINE_CLEARANCE_MM;
    const lineBottom = area.yMm + line.topMm + line.heightMm - LINE_CLEARANCE_MM;
    const allowed: Box = {
      minX: Math.min(area.xMm, nominal.minX),
      minY: Math.min(Math.max(area.yMm, lineTop), nominal.minY),
      maxX: Math.max(area.xMm + area.widthMm, nominal.maxX),
      maxY: Math.max(Math.min(area.yMm + area.heightMm, lineBottom), nominal.maxY),
    };
    const draw = (k: number): LineDraw => {
      const random = createRandom(`${seed}:${page}:${l}:${line.text}`);
      const v = variation;
      const slope = Math.tan(spread(random, v.lineSlopeDeg * k) * DEG);
      const wavelength = 60 + random() * 60;
      const phase = random() * 2 * Math.PI;
      const out: PenStroke[] = [];
      const box = emptyBox();
      let word = spread(random, v.wordSpacingMm * k);
      let along = 0;
      chars.forEach((char, i) => {
        if (char === ' ') word = spread(random, v.wordSpacingMm * k);
        const glyph = font.glyphs.get(char);
        const ink = glyph ? inkBox(glyph) : null;
        const shape = glyphShape(random, v, xHeight * scale, k);
        const dx = spread(random, v.letterSpacingMm * k);
        const dy = spread(random, v.letterBaselineMm * k);
        if (glyph && ink) {
          const ox = area.xMm + line.xMm + along + margin * k + word + dx;
          const wave = v.baselineWaveMm * k * Math.sin((2 * Math.PI * along) / wavelength + phase);
          const oy = area.yMm + line.baselineMm + drift * k + wave + along * slope + dy;
          const name = `${l}.${i}`;
          for (const stroke of glyph.strokes)
            out.push({
              glyph: name,
              char,
              points: placeStroke(stroke, ink, scale, shape, ox, oy, box),
            });
        }
        along += (advances[i] ?? 0) * scale;
      });
      return { strokes: out, box };
    };
    // Full variation, then less, until the line fits where the unvaried line may stand.
    for (const k of [1, 0.5, 0.25, 0]) {
      const drawn = draw(k);
      const shiftX = fitShift(drawn.box.minX, drawn.box.maxX, allowed.minX, allowed.maxX);
      const shiftY = fitShift(drawn.box.minY, drawn.box.maxY, allowed.minY, allowed.maxY);
      if (k === 0 || (shiftX !== null && shiftY !== null)) {
        // The points were made for this line alone: moved in place.
        const dx = shiftX ?? 0;
        const dy = shiftY ?? 0;
        for (const stroke of drawn.strokes) {
          if (dx !== 0 || dy !== 0)
            for (const p of stroke.points) {
              p.x += dx;
              p.y += dy;
            }
          strokes.push(stroke);
        }
        return;
      }
    }
  });
  return strokes;
}

/** How far to move [min, max] into [low, high]: 0 when inside, null when it is too long. */
function fitShift(min: number, max: number, low: number, high: number): number | null {
  if (max - min > high - low) return null;
  if (min < low) return low - min;
  if (max > high) return high - max;
  return 0;
}
