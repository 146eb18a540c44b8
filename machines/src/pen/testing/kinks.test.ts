import { describe, expect, it } from 'vitest';
import type { Point } from '../glyphs/pathData.ts';
import { countKinks, resampleByArcLength } from './kinks.ts';

/** A regular polygon (closed) of `sides` around the origin, radius `r` mm. */
function polygon(sides: number, r: number): Point[] {
  return Array.from({ length: sides + 1 }, (_, i) => {
    const a = (2 * Math.PI * i) / sides;
    return { x: r * Math.cos(a), y: r * Math.sin(a) };
  });
}

/** The same line with every piece cut into pieces of about `step` mm (no new corners). */
function cutFine(stroke: readonly Point[], step: number): Point[] {
  return resampleByArcLength(stroke, step);
}

describe('the kink metric (issue 38)', () => {
  it('counts the corners of a polygon once each, however finely its pieces are cut', () => {
    // 12 pieces of 0.78 mm turning 30° each: the pen fonts' round letters.
    const coarse = polygon(12, 1.5);
    const counted = countKinks([coarse]);
    // 11 inner corners (the stroke starts and ends on the 12th).
    expect(counted.kinks).toBe(11);
    expect(countKinks([cutFine(coarse, 0.02)]).kinks).toBe(11);
    expect(countKinks([cutFine(coarse, 0.003)]).kinks).toBe(11);
    expect(counted.inkMm).toBeCloseTo(12 * 2 * 1.5 * Math.sin(Math.PI / 12), 6);
  });

  it('sees no kink in a smooth curve, and a tight smooth bend as a bend', () => {
    expect(countKinks([polygon(2000, 1.5)])).toMatchObject({ kinks: 0, bends: 0, cusps: 0 });
    // Radius 0.45 mm: turns 32° over ±0.25 mm, but evenly — a bend, not a corner.
    const tight = countKinks([polygon(2000, 0.45)]);
    expect(tight.kinks).toBe(0);
    expect(tight.bends).toBeGreaterThan(0);
  });

  it('counts a corner rounded far below the pen width as a corner', () => {
    // 60° corner with a fillet of radius 0.05 mm between two 2 mm legs.
    const turn = Math.PI / 3;
    const r = 0.05;
    const off = r * Math.tan(turn / 2);
    const points: Point[] = [{ x: -2, y: 0 }];
    for (let i = 0; i <= 20; i += 1) {
      const a = -Math.PI / 2 + (turn * i) / 20;
      points.push({ x: -off + r * Math.cos(a), y: r + r * Math.sin(a) });
    }
    const end = points[points.length - 1] as Point;
    points.push({ x: end.x + 2 * Math.cos(turn), y: end.y + 2 * Math.sin(turn) });
    expect(countKinks([points])).toMatchObject({ kinks: 1, bends: 0, cusps: 0 });
  });

  it('does not look for corners in a dot (its ink is a blob of the pen)', () => {
    const square = [
      { x: 0, y: 0 },
      { x: 0.5, y: 0 },
      { x: 0.5, y: 0.5 },
      { x: 0, y: 0.5 },
      { x: 0, y: 0 },
    ];
    expect(countKinks([square])).toMatchObject({ kinks: 0, dots: 1, inkMm: 2 });
    const larger = square.map((p) => ({ x: p.x * 2, y: p.y * 2 }));
    expect(countKinks([larger])).toMatchObject({ kinks: 3, dots: 0 });
  });

  it('leaves cusps (turns above 100°) and turns below 20° out of the kinks', () => {
    const v = [
      { x: 0, y: 0 },
      { x: 1, y: 3 },
      { x: 2, y: 0 },
    ];
    expect(countKinks([v])).toMatchObject({ kinks: 0, cusps: 1 });
    const shallow = [
      { x: 0, y: 0 },
      { x: 2, y: 0 },
      { x: 4, y: 0.5 },
    ];
    expect(countKinks([shallow])).toMatchObject({ kinks: 0, cusps: 0 });
  });
});
