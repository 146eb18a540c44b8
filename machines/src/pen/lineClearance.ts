import type { WritableArea } from '../configurator/canvasGeometry.ts';
import { xHeightUnits } from '../configurator/fontMetrics.ts';
import type { TextLayout } from '../configurator/textLayout.ts';
import { penLayoutFont } from './penFont.ts';
import type { PenFont, Point } from './penTypes.ts';
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
/** Each round scales the part that touches by this much more. */
const STEP = 0.88;
/** Limits: a descender or ascender keeps this share of its length, a capital of its height. */
const MIN_FLOURISH = 0.3;
const MIN_CAPITAL = 0.72;
const MAX_ROUNDS = 14;

interface Glyph {
  char: string;
  strokes: PenStroke[];
  /** The points as the variation drew them (page mm). */
  original: Point[][];
  /** Font y of each point (font units, y up), as the points. */
  fontY: number[][];
  /** Page movement per font unit of y (the letter's up direction, scaled). */
  up: Point;
  /** Knee of the upper part: font y above which it is scaled towards this height. */
  knee: number;
  capital: boolean;
  down: number;
  upScale: number;
}

interface Line {
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
    source.strokes.every((s, i) => s.length === (strokes[i] as PenStroke).points.length);
  if (!same || !source) {
    return {
      fontY: strokes.map((s) => s.points.map((p) => (baselineY - p.y) / scale)),
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
  source.strokes.forEach((stroke, i) =>
    stroke.forEach((f, k) => {
      const p = (strokes[i] as PenStroke).points[k] as Point;
      n += 1;
      sx += f.x;
      sy += f.y;
      sxx += f.x * f.x;
      sxy += f.x * f.y;
      syy += f.y * f.y;
      spx += p.x;
      spy += p.y;
      sxpx += f.x * p.x;
      sypx += f.y * p.x;
      sxpy += f.x * p.y;
      sypy += f.y * p.y;
    }),
  );
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

function apply(glyph: Glyph) {
  const kneeUp = glyph.capital ? 0 : glyph.knee;
  glyph.strokes.forEach((stroke, i) => {
    const original = glyph.original[i] as Point[];
    const ys = glyph.fontY[i] as number[];
    stroke.points.forEach((p, k) => {
      const y = ys[k] as number;
      const o = original[k] as Point;
      let shift = 0;
      if (y < 0) shift = y * glyph.down - y;
      else if (y > kneeUp) shift = (y - kneeUp) * (glyph.upScale - 1);
      p.x = o.x + glyph.up.x * shift;
      p.y = o.y + glyph.up.y * shift;
    });
  });
}

/** Samples of a line's strokes inside [low, high] (page y), each with its glyph. */
function sampleBand(
  line: Line,
  low: number,
  high: number,
  visit: (x: number, y: number, g: Glyph) => void,
) {
  for (const glyph of line.glyphs)
    for (const stroke of glyph.strokes) {
      const pts = stroke.points;
      for (let i = 0; i < pts.length; i += 1) {
        const b = pts[i] as Point;
        const a = i > 0 ? (pts[i - 1] as Point) : b;
        if (Math.max(a.y, b.y) < low || Math.min(a.y, b.y) > high) continue;
        const n = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / SAMPLE_MM));
        for (let k = i > 0 ? 1 : n; k <= n; k += 1)
          visit(a.x + ((b.x - a.x) * k) / n, a.y + ((b.y - a.y) * k) / n, glyph);
      }
    }
}

function extent(line: Line) {
  line.top = Infinity;
  line.bottom = -Infinity;
  for (const glyph of line.glyphs)
    for (const stroke of glyph.strokes)
      for (const p of stroke.points) {
        if (p.y < line.top) line.top = p.y;
        if (p.y > line.bottom) line.bottom = p.y;
      }
}

const KEY = 1 << 16;

/** The glyphs of `upper` and `lower` whose ink comes closer than SEARCH_MM. */
function contacts(upper: Line, lower: Line): { upper: Set<Glyph>; lower: Set<Glyph> } {
  const found = { upper: new Set<Glyph>(), lower: new Set<Glyph>() };
  if (upper.bottom + SEARCH_MM < lower.top) return found;
  const grid = new Map<number, number[]>();
  const owners: Glyph[] = [];
  sampleBand(upper, lower.top - SEARCH_MM, Infinity, (x, y, glyph) => {
    const key = Math.floor(x / SEARCH_MM) * KEY + Math.floor(y / SEARCH_MM);
    let list = grid.get(key);
    if (!list) grid.set(key, (list = []));
    list.push(x, y, owners.length);
    owners.push(glyph);
  });
  const limit = SEARCH_MM * SEARCH_MM;
  sampleBand(lower, -Infinity, upper.bottom + SEARCH_MM, (x, y, glyph) => {
    const cx = Math.floor(x / SEARCH_MM);
    const cy = Math.floor(y / SEARCH_MM);
    for (let dx = -1; dx <= 1; dx += 1)
      for (let dy = -1; dy <= 1; dy += 1) {
        const list = grid.get((cx + dx) * KEY + cy + dy);
        if (!list) continue;
        for (let i = 0; i < list.length; i += 3) {
          const ex = (list[i] as number) - x;
          const ey = (list[i + 1] as number) - y;
          if (ex * ex + ey * ey < limit) {
            found.upper.add(owners[list[i + 2] as number] as Glyph);
            found.lower.add(glyph);
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
 * file comment), in place. `strokes` are `variedStrokes`' output for `layout` in `area`.
 */
export function clearLines(
  font: PenFont,
  layout: Pick<TextLayout, 'lines'>,
  area: Pick<WritableArea, 'xMm' | 'yMm'>,
  strokes: PenStroke[],
): void {
  const xHeight = xHeightUnits(penLayoutFont(font));
  const byLine = new Map<number, { strokes: PenStroke[]; glyphs: Map<string, PenStroke[]> }>();
  for (const stroke of strokes) {
    const dot = stroke.glyph.indexOf('.');
    const l = Number(stroke.glyph.slice(0, dot));
    let line = byLine.get(l);
    if (!line) byLine.set(l, (line = { strokes: [], glyphs: new Map() }));
    const list = line.glyphs.get(stroke.glyph);
    if (list) list.push(stroke);
    else line.glyphs.set(stroke.glyph, [stroke]);
  }
  const order = [...byLine.keys()].sort((a, b) => a - b);
  const lines = new Map<number, Line>();
  // Glyph frames are made only for lines that come close to a neighbour: most never do.
  const lineOf = (l: number): Line => {
    let line = lines.get(l);
    if (line) return line;
    const laid = layout.lines[l];
    const scale = (laid?.fontSizeMm ?? 1) / font.unitsPerEm;
    const baselineY = area.yMm + (laid?.baselineMm ?? 0);
    const glyphs: Glyph[] = [];
    for (const group of byLine.get(l)?.glyphs.values() ?? []) {
      const char = (group[0] as PenStroke).char;
      const { fontY, up } = frame(font, char, group, baselineY, scale);
      glyphs.push({
        char,
        strokes: group,
        original: group.map((s) => s.points.map((p) => ({ x: p.x, y: p.y }))),
        fontY,
        up,
        knee: xHeight,
        capital: isCapitalLike(char),
        down: 1,
        upScale: 1,
      });
    }
    line = { glyphs, top: 0, bottom: 0 };
    extent(line);
    lines.set(l, line);
    return line;
  };
  const quickExtent = (l: number) => {
    let top = Infinity;
    let bottom = -Infinity;
    for (const group of byLine.get(l)?.glyphs.values() ?? [])
      for (const stroke of group)
        for (const p of stroke.points) {
          if (p.y < top) top = p.y;
          if (p.y > bottom) bottom = p.y;
        }
    return { top, bottom };
  };
  const extents = new Map(order.map((l) => [l, quickExtent(l)]));
  for (let n = 0; n + 1 < order.length; n += 1) {
    const a = extents.get(order[n] as number) as { bottom: number };
    const b = extents.get(order[n + 1] as number) as { top: number };
    if (a.bottom + SEARCH_MM < b.top) continue;
    const upper = lineOf(order[n] as number);
    const lower = lineOf(order[n + 1] as number);
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const touching = contacts(upper, lower);
      if (touching.upper.size === 0) break;
      let changed = false;
      for (const glyph of touching.upper)
        if (glyph.down > MIN_FLOURISH) {
          glyph.down = Math.max(MIN_FLOURISH, glyph.down * STEP);
          apply(glyph);
          changed = true;
        }
      for (const glyph of touching.lower) {
        const min = glyph.capital ? MIN_CAPITAL : MIN_FLOURISH;
        if (glyph.upScale > min) {
          glyph.upScale = Math.max(min, glyph.upScale * STEP);
          apply(glyph);
          changed = true;
        }
      }
      if (!changed) break;
      extent(upper);
      extent(lower);
    }
  }
}
