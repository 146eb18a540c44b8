import { strokePoints } from '../strokes/strokePoints.ts';
// Test helper: the smallest centre-to-centre distance between the ink of neighbouring lines
// of a drawing (issue 38). Only the band where two lines can meet is sampled (every `stepMm`
// along each segment), and the upper line's samples go into a uniform grid of cells as large
// as the distance looked for, so a page costs about its number of samples in that band, not
// their square. Written independently of the clearance pass it checks (pen/lineClearance.ts).
import type { PenStroke } from '../glyphs/variation.ts';

export interface LineInkGap {
  /** 0-based line indexes of the upper and lower line. */
  upper: number;
  lower: number;
  distanceMm: number;
  /** The characters whose ink comes that close. */
  upperChar: string;
  lowerChar: string;
}

interface Line {
  strokes: PenStroke[];
  top: number;
  bottom: number;
}

/** Calls `visit` for every sample of the strokes whose segment reaches into [low, high]. */
function sampleBand(
  strokes: readonly PenStroke[],
  low: number,
  high: number,
  stepMm: number,
  visit: (x: number, y: number, char: string) => void,
) {
  for (const stroke of strokes) {
    const pts = strokePoints(stroke);
    for (let i = 0; i < pts.length; i += 1) {
      const b = pts[i] as { x: number; y: number };
      const a = i > 0 ? (pts[i - 1] as { x: number; y: number }) : b;
      if (Math.max(a.y, b.y) < low || Math.min(a.y, b.y) > high) continue;
      const n = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / stepMm));
      for (let k = i > 0 ? 1 : n; k <= n; k += 1)
        visit(a.x + ((b.x - a.x) * k) / n, a.y + ((b.y - a.y) * k) / n, stroke.char);
    }
  }
}

const KEY = 1 << 16;

/**
 * For each pair of neighbouring lines with ink (by line index), the closest approach of their
 * ink when it is under `withinMm` (pairs farther apart are not listed).
 */
export function lineInkGaps(
  strokes: readonly PenStroke[],
  withinMm: number,
  stepMm = 0.05,
): LineInkGap[] {
  const lines = new Map<number, Line>();
  for (const stroke of strokes) {
    const l = Number(stroke.glyph.split('.')[0]);
    let line = lines.get(l);
    if (!line) lines.set(l, (line = { strokes: [], top: Infinity, bottom: -Infinity }));
    line.strokes.push(stroke);
    for (const p of strokePoints(stroke)) {
      if (p.y < line.top) line.top = p.y;
      if (p.y > line.bottom) line.bottom = p.y;
    }
  }
  const order = [...lines.keys()].sort((a, b) => a - b);
  const gaps: LineInkGap[] = [];
  const cell = withinMm;
  for (let n = 0; n + 1 < order.length; n += 1) {
    const upper = lines.get(order[n] as number) as Line;
    const lower = lines.get(order[n + 1] as number) as Line;
    if (upper.bottom + withinMm < lower.top) continue;
    const grid = new Map<number, { x: number; y: number; char: string }[]>();
    sampleBand(upper.strokes, lower.top - withinMm, Infinity, stepMm, (x, y, char) => {
      const key = Math.floor(x / cell) * KEY + Math.floor(y / cell);
      const list = grid.get(key);
      if (list) list.push({ x, y, char });
      else grid.set(key, [{ x, y, char }]);
    });
    let best: LineInkGap | null = null;
    sampleBand(lower.strokes, -Infinity, upper.bottom + withinMm, stepMm, (x, y, char) => {
      const cx = Math.floor(x / cell);
      const cy = Math.floor(y / cell);
      for (let dx = -1; dx <= 1; dx += 1)
        for (let dy = -1; dy <= 1; dy += 1)
          for (const t of grid.get((cx + dx) * KEY + cy + dy) ?? []) {
            const d = Math.hypot(x - t.x, y - t.y);
            if (d < withinMm && (!best || d < best.distanceMm))
              best = {
                upper: order[n] as number,
                lower: order[n + 1] as number,
                distanceMm: d,
                upperChar: t.char,
                lowerChar: char,
              };
          }
    });
    if (best) gaps.push(best);
  }
  return gaps;
}
