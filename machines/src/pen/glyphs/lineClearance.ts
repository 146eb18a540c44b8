import type { WritableArea } from '../../configurator/canvasGeometry.ts';
import { xHeightUnits } from '../../configurator/fontMetrics.ts';
import type { TextLayout } from '../../configurator/textLayout.ts';
import { penLayoutFont } from '../layout/layoutFont.ts';
import type { PenFont, Point } from '../types/penTypes.ts';
import type { PenStroke } from './variation.ts';

// Lines never touch (issue 38). The layout sets lines at the text size's pitch, and the fit
// check, the preview and paid orders rely on those line breaks and that pitch; but in some
// fonts (EMS Allure: ascender to descender 9.2 mm at a pitch of 7.3 mm) a descender of one
// line meets an ascender, a capital or an accent of the next. Where — and only where — the
// ink of two neighbouring lines comes closer than INK_CLEARANCE_MM, this pass does what a
// hand does: it writes the descender of the upper letter shorter and the ascender (or
// capital) of the lower letter lower, step by step, until the two are clear. Nothing moves
// along the line and no line break changes, so every fit result stays valid; letters that
// meet nothing are left exactly as they were.
//
// The shortening works in the letter's own frame: each drawn point is matched with the font
// point it was made from (the variation moves points, it does not add or drop them), and the
// part below the baseline (descenders) or above the x-height (ascenders, marks, quotes and
// superscripts; capitals and digits from the baseline, so they keep their proportions) is
// scaled towards it.

/** Ink of neighbouring lines keeps at least this far apart, centre to centre (pen 0.4 mm). */
export const INK_CLEARANCE_MM = 0.45;
/** Samples along the strokes while looking for contact, mm; the error this leaves is added. */
const SAMPLE_MM = 0.1;
const SEARCH_MM = INK_CLEARANCE_MM + SAMPLE_MM;
/**
 * Each round scales the part that touches by this much more: in larger steps while the ink
 * is less than half the clearance apart (`d` = its closest approach, squared).
 */
const step = (d: number) => (d < (SEARCH_MM * SEARCH_MM) / 4 ? 0.8 : 0.9);
/** Limits: a descender or ascender keeps this share of its length, a capital of its height. */
const MIN_FLOURISH = 0.3;
const MIN_CAPITAL = 0.72;
const MAX_ROUNDS = 14;
/** Letters this close along the line to one that was shortened are looked at again, mm. */
const NEIGHBOUR_MM = 1;

interface Frame {
  /** The points as the variation drew them (page mm, flat as `PenStroke.xy`). */
  original: Float64Array[];
  /** Font y of each point (font units, y up), as the points. */
  fontY: number[][];
  /** Page movement per font unit of y (the letter's up direction, scaled). */
  up: Point;
  /** Font y above which the upper part is scaled towards this height. */
  knee: number;
}

interface Glyph {
  /** `line.character`, as the strokes' `glyph`. */
  name: string;
  char: string;
  strokes: PenStroke[];
  capital: boolean;
  /** Scale of the part below the baseline and of the upper part (1 = as drawn). */
  down: number;
  upScale: number;
  /** Measured when the letter is first shortened. */
  frame: Frame | null;
}

interface Line {
  index: number;
  glyphs: Glyph[];
  top: number;
  bottom: number;
}

/**
 * The font y of each drawn point and the letter's up direction on the page: from the font
 * glyph the points were made from when the strokes match it point for point, else from the
 * line's baseline.
 */
function frame(
  font: PenFont,
  char: string,
  strokes: PenStroke[],
  baselineY: number,
  scale: number,
) {
  const source = font.glyphs.get(char);
  const same =
    source &&
    source.strokes.length === strokes.length &&
    source.strokes.every((s, i) => s.length * 2 === (strokes[i] as PenStroke).xy.length);
  if (!same || !source) {
    return {
      fontY: strokes.map(({ xy }) => {
        const ys = new Array<number>(xy.length / 2);
        for (let k = 0; k < ys.length; k += 1)
          ys[k] = (baselineY - (xy[2 * k + 1] as number)) / scale;
        return ys;
      }),
      up: { x: 0, y: -scale },
    };
  }
  // Least squares of page x and y on font y (with font x and 1): the page's change per unit
  // of font y, i.e. size, slant and turn of this very letter.
  let n = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  let spx = 0;
  let spy = 0;
  let sxpx = 0;
  let sypx = 0;
  let sxpy = 0;
  let sypy = 0;
  source.strokes.forEach((stroke, i) => {
    const { xy } = strokes[i] as PenStroke;
    stroke.forEach((f, k) => {
      const px = xy[2 * k] as number;
      const py = xy[2 * k + 1] as number;
      n += 1;
      sx += f.x;
      sy += f.y;
      sxx += f.x * f.x;
      sxy += f.x * f.y;
      syy += f.y * f.y;
      spx += px;
      spy += py;
      sxpx += f.x * px;
      sypx += f.y * px;
      sxpy += f.x * py;
      sypy += f.y * py;
    });
  });
  // Centred sums; solve the 2×2 system for the coefficients of font x and font y.
  const cxx = sxx - (sx * sx) / n;
  const cxy = sxy - (sx * sy) / n;
  const cyy = syy - (sy * sy) / n;
  const det = cxx * cyy - cxy * cxy;
  const fontY = source.strokes.map((stroke) => stroke.map((f) => f.y));
  if (Math.abs(det) < 1e-9 * (cxx * cyy + 1) || cyy <= 0) return { fontY, up: { x: 0, y: -scale } };
  const column = (spq: number, sxq: number, syq: number) => {
    const cxq = sxq - (sx * spq) / n;
    const cyq = syq - (sy * spq) / n;
    return (cxx * cyq - cxy * cxq) / det;
  };
  return { fontY, up: { x: column(spx, sxpx, sypx), y: column(spy, sxpy, sypy) } };
}

function apply(glyph: Glyph, frame: Frame) {
  glyph.strokes.forEach((stroke, i) => {
    const original = frame.original[i] as Float64Array;
    const ys = frame.fontY[i] as number[];
    const { xy } = stroke;
    for (let k = 0; k < ys.length; k += 1) {
      const y = ys[k] as number;
      let shift = 0;
      if (y < 0) shift = y * glyph.down - y;
      else if (y > frame.knee) shift = (y - frame.knee) * (glyph.upScale - 1);
      xy[2 * k] = (original[2 * k] as number) + frame.up.x * shift;
      xy[2 * k + 1] = (original[2 * k + 1] as number) + frame.up.y * shift;
    }
  });
}

/** Samples of a line's strokes inside [low, high] (page y), each with its glyph. */
function sampleBand(
  glyphs: readonly Glyph[],
  low: number,
  high: number,
  visit: (x: number, y: number, g: Glyph) => void,
) {
  for (const glyph of glyphs)
    for (const stroke of glyph.strokes) {
      const { xy } = stroke;
      for (let o = 0; o < xy.length; o += 2) {
        const bx = xy[o] as number;
        const by = xy[o + 1] as number;
        const ax = o > 0 ? (xy[o - 2] as number) : bx;
        const ay = o > 0 ? (xy[o - 1] as number) : by;
        if (Math.max(ay, by) < low || Math.min(ay, by) > high) continue;
        const n = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / SAMPLE_MM));
        for (let k = o > 0 ? 1 : n; k <= n; k += 1)
          visit(ax + ((bx - ax) * k) / n, ay + ((by - ay) * k) / n, glyph);
      }
    }
}

function extent(line: Line) {
  line.top = Infinity;
  line.bottom = -Infinity;
  for (const glyph of line.glyphs) for (const stroke of glyph.strokes) ySpan(line, stroke.xy);
}

/** Widens the line's top and bottom to the points' y. */
function ySpan(line: Line, xy: Float64Array) {
  for (let o = 1; o < xy.length; o += 2) {
    const y = xy[o] as number;
    if (y < line.top) line.top = y;
    if (y > line.bottom) line.bottom = y;
  }
}

const KEY = 1 << 16;

/** Left and right end of a letter's ink (page mm), as it is now. */
function xSpan(glyph: Glyph): [number, number] {
  let left = Infinity;
  let right = -Infinity;
  for (const { xy } of glyph.strokes)
    for (let o = 0; o < xy.length; o += 2) {
      const x = xy[o] as number;
      if (x < left) left = x;
      if (x > right) right = x;
    }
  return [left, right];
}

/**
 * The glyphs (of `upperGlyphs` in `upper`, `lowerGlyphs` in `lower`) whose ink comes closer
 * than SEARCH_MM, each with the square of its closest approach.
 */
function contacts(
  upper: Line,
  lower: Line,
  upperGlyphs: readonly Glyph[],
  lowerGlyphs: readonly Glyph[],
): { upper: Map<Glyph, number>; lower: Map<Glyph, number> } {
  const found = { upper: new Map<Glyph, number>(), lower: new Map<Glyph, number>() };
  if (upper.bottom + SEARCH_MM < lower.top) return found;
  const grid = new Map<number, number[]>();
  const owners: Glyph[] = [];
  sampleBand(upperGlyphs, lower.top - SEARCH_MM, Infinity, (x, y, glyph) => {
    const key = Math.floor(x / SEARCH_MM) * KEY + Math.floor(y / SEARCH_MM);
    let list = grid.get(key);
    if (!list) grid.set(key, (list = []));
    list.push(x, y, owners.length);
    owners.push(glyph);
  });
  const limit = SEARCH_MM * SEARCH_MM;
  sampleBand(lowerGlyphs, -Infinity, upper.bottom + SEARCH_MM, (x, y, glyph) => {
    const cx = Math.floor(x / SEARCH_MM);
    const cy = Math.floor(y / SEARCH_MM);
    for (let dx = -1; dx <= 1; dx += 1)
      for (let dy = -1; dy <= 1; dy += 1) {
        const list = grid.get((cx + dx) * KEY + cy + dy);
        if (!list) continue;
        for (let i = 0; i < list.length; i += 3) {
          const ex = (list[i] as number) - x;
          const ey = (list[i + 1] as number) - y;
          const d = ex * ex + ey * ey;
          if (d < limit) {
            const owner = owners[list[i + 2] as number] as Glyph;
            found.upper.set(owner, Math.min(d, found.upper.get(owner) ?? limit));
            found.lower.set(glyph, Math.min(d, found.lower.get(glyph) ?? limit));
          }
        }
      }
  });
  return found;
}

const isCapitalLike = (char: string) => {
  const base = char.normalize('NFD')[0] ?? char;
  return /\p{Lu}|\p{Nd}/u.test(base);
};

/**
 * Moves ink of neighbouring lines apart where it comes closer than INK_CLEARANCE_MM (see the
 * file comment), in place. `strokes` are `variedStrokes`' output for `layout` in `area`: in
 * reading order, a glyph's strokes one after another. Cheap where lines keep apart (one pass
 * over the points); a letter's frame is measured only when it has to be shortened.
 */
export function clearLines(
  font: PenFont,
  layout: Pick<TextLayout, 'lines'>,
  area: Pick<WritableArea, 'xMm' | 'yMm'>,
  strokes: PenStroke[],
): void {
  const lines: Line[] = [];
  let line: Line | null = null;
  let glyph: Glyph | null = null;
  let lineIndex = -1;
  for (const stroke of strokes) {
    if (!glyph || stroke.glyph !== glyph.name) {
      const l = Number(stroke.glyph.slice(0, stroke.glyph.indexOf('.')));
      if (!line || l !== lineIndex) {
        lineIndex = l;
        line = { index: l, glyphs: [], top: Infinity, bottom: -Infinity };
        lines.push(line);
      }
      glyph = {
        name: stroke.glyph,
        char: stroke.char,
        strokes: [],
        capital: isCapitalLike(stroke.char),
        down: 1,
        upScale: 1,
        frame: null,
      };
      line.glyphs.push(glyph);
    }
    glyph.strokes.push(stroke);
    ySpan(line as Line, stroke.xy);
  }
  lines.sort((a, b) => a.index - b.index);
  const xHeight = xHeightUnits(penLayoutFont(font));
  const frameOf = (g: Glyph, of: Line): Frame => {
    if (g.frame) return g.frame;
    const laid = layout.lines[of.index];
    const scale = (laid?.fontSizeMm ?? 1) / font.unitsPerEm;
    const baselineY = area.yMm + (laid?.baselineMm ?? 0);
    g.frame = {
      ...frame(font, g.char, g.strokes, baselineY, scale),
      original: g.strokes.map((s) => s.xy.slice()),
      knee: g.capital ? 0 : xHeight,
    };
    return g.frame;
  };
  for (let n = 0; n + 1 < lines.length; n += 1) {
    const upper = lines[n] as Line;
    const lower = lines[n + 1] as Line;
    // Shortening draws ink back towards its own line (and a little along the slant), so
    // after the first round only the letters that touched and their neighbours can touch:
    // the later rounds look at those alone.
    let upperGlyphs: readonly Glyph[] = upper.glyphs;
    let lowerGlyphs: readonly Glyph[] = lower.glyphs;
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const touching = contacts(upper, lower, upperGlyphs, lowerGlyphs);
      if (touching.upper.size === 0) break;
      const spans = [...touching.upper.keys(), ...touching.lower.keys()].map(xSpan);
      const near = (g: Glyph) => {
        const [left, right] = xSpan(g);
        return spans.some(([l, r]) => left < r + NEIGHBOUR_MM && right > l - NEIGHBOUR_MM);
      };
      upperGlyphs = upper.glyphs.filter(near);
      lowerGlyphs = lower.glyphs.filter(near);
      let changed = false;
      for (const [g, d] of touching.upper)
        if (g.down > MIN_FLOURISH) {
          g.down = Math.max(MIN_FLOURISH, g.down * step(d));
          apply(g, frameOf(g, upper));
          changed = true;
        }
      for (const [g, d] of touching.lower) {
        const min = g.capital ? MIN_CAPITAL : MIN_FLOURISH;
        if (g.upScale > min) {
          g.upScale = Math.max(min, g.upScale * step(d));
          apply(g, frameOf(g, lower));
          changed = true;
        }
      }
      if (!changed) break;
      extent(upper);
      extent(lower);
    }
  }
}
