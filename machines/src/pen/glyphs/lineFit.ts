import { type Box, emptyBox } from './letterPlacement.ts';
import type { Point } from '../types/penTypes.ts';
import type { PenStroke } from '../types/variationTypes.ts';

// Fitting a drawn line into its place (issue 30, issue 38): its box, moving it back into the
// writable area, and narrowing a line the letters' air made too wide.

export interface LineDraw {
  strokes: PenStroke[];
  box: Box;
  /** Per stroke: the spaces between the line's first letter and the stroke's letter. */
  spaces: number[];
  /** The narrowest space of the line, mm (Infinity without one). */
  spaceMm: number;
}

/**
 * A line the letters' air made too wide for the area, narrowed by taking the excess evenly
 * from its spaces (each gives at most `SQUEEZE` of its width): true when that did it.
 */
export function squeeze(drawn: LineDraw, width: number): boolean {
  const excess = drawn.box.maxX - drawn.box.minX - width;
  const spaces = drawn.spaces[drawn.spaces.length - 1] ?? 0;
  if (excess <= 0 || spaces === 0 || excess / spaces > SQUEEZE * drawn.spaceMm) return false;
  const box = emptyBox();
  drawn.strokes.forEach((stroke, i) => {
    const dx = (-excess * (drawn.spaces[i] as number)) / spaces;
    const { xy } = stroke;
    for (let o = 0; o < xy.length; o += 2) xy[o] = (xy[o] as number) + dx;
    growXY(box, xy, 0, xy.length);
  });
  drawn.box = box;
  return true;
}

/** The share of a space's width the letters' air may take from it (`squeeze`). */
export const SQUEEZE = 0.25;

export function grow(box: Box, p: Point) {
  if (p.x < box.minX) box.minX = p.x;
  if (p.x > box.maxX) box.maxX = p.x;
  if (p.y < box.minY) box.minY = p.y;
  if (p.y > box.maxY) box.maxY = p.y;
}

/** `grow` by the points xy[from…to) of a flat array (x, y, x, y, …). */
export function growXY(box: Box, xy: Float64Array, from: number, to: number) {
  for (let o = from; o < to; o += 2) {
    const x = xy[o] as number;
    const y = xy[o + 1] as number;
    if (x < box.minX) box.minX = x;
    if (x > box.maxX) box.maxX = x;
    if (y < box.minY) box.minY = y;
    if (y > box.maxY) box.maxY = y;
  }
}

/** How far to move [min, max] into [low, high]: 0 when inside, null when it is too long. */
export function fitShift(min: number, max: number, low: number, high: number): number | null {
  if (max - min > high - low) return null;
  if (min < low) return low - min;
  if (max > high) return high - max;
  return 0;
}
