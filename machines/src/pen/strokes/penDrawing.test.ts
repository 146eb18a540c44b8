import { describe, expect, it } from 'vitest';
import type { PenSideLayout } from '../layout/penLayout.ts';
import { penDrawing } from './penDrawing.ts';
import { strokeOf } from './strokePoints.ts';

// The drawing's stroke order (penDrawing.ts): strokes drawn backwards are reversed copies —
// all in one new array — and the strokes handed in stay as they were.

const side = { widthMm: 100, heightMm: 100, area: null, layout: null } as unknown as PenSideLayout;

describe('the pen drawing’s order', () => {
  it('reverses strokes into one new array and leaves the given strokes alone', () => {
    // The tour starts at the page's origin (top left): the nearest end of each stroke is its
    // last point.
    const given = [
      strokeOf('0.0', 'a', [
        { x: 10, y: 90 },
        { x: 50, y: 10 },
      ]),
      // Then, from (10, 90), the nearest end is (12, 92).
      strokeOf('0.1', 'b', [
        { x: 60, y: 12 },
        { x: 12, y: 92 },
      ]),
    ];
    const before = given.map((s) => [...s.xy]);
    const drawing = penDrawing(side, given);
    const reversed = drawing.strokes.filter((s) => !given.includes(s));
    expect(reversed).toHaveLength(2);
    expect(new Set(reversed.map((s) => s.xy.buffer)).size).toBe(1);
    expect(drawing.strokes.map((s) => [...s.xy])).toEqual([
      [50, 10, 10, 90],
      [12, 92, 60, 12],
    ]);
    expect(given.map((s) => [...s.xy])).toEqual(before);
  });
});
