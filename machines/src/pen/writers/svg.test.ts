import { strokeOf } from '../strokes/strokePoints.ts';
import { describe, expect, it } from 'vitest';
import { pathPoints } from '../testing/svgReading.ts';
import { micrometres } from './asciiWriter.ts';
import { drawingSvg, drawingSvgBytes, fmt } from './svg.ts';

describe('the SVG as bytes', () => {
  it('writes every coordinate in whole micrometres, any value', () => {
    const values = [0, -0, 0.0004, -0.0004, 0.0005, -0.0005, 1, -1, 12.5, 0.031, -0.031, 3];
    values.push(147.99999, 104.0005, 1e-9, 2147483.647, 2147483.6475, 1e7, -1e7, 1e21);
    values.push(NaN, Infinity, -Infinity, 0.1 + 0.2, 1.0049999999999999, 123.4565);
    for (let i = 0; i < 5000; i += 1) values.push(Math.sin(i) * 10 ** (i % 7), i / 1000);
    const drawing = {
      widthMm: 148,
      heightMm: 105,
      area: { xMm: 0, yMm: 0, widthMm: 148, heightMm: 105 },
      layout: { lines: [] },
      strokes: [
        strokeOf(
          '0.1',
          'ä',
          values.map((x, i) => ({ x, y: values[(i * 31 + 7) % values.length] as number })),
        ),
        strokeOf('ü"', 'ü', []),
      ],
      penDownMm: 1234.5678,
      penUpMm: 0.0001,
    } as unknown as Parameters<typeof drawingSvg>[0];
    const text = drawingSvg(drawing);
    expect(new TextDecoder().decode(drawingSvgBytes(drawing))).toBe(text);
    const d = /<path data-glyph="0\.1" d="([^"]*)"/.exec(text)?.[1] ?? '';
    const expected = values
      .map(
        (x, i) =>
          `${i === 0 ? 'M' : 'L'}${micrometres(x)} ${micrometres(values[(i * 31 + 7) % values.length] as number)}`,
      )
      .join('');
    // NaN and beyond 2 km: the whole path as absolute points.
    expect(d).toBe(expected);
    expect(text).toContain('<path data-glyph="ü"" d=""/>');
    expect(text).toContain('width="148mm" height="105mm" viewBox="0 0 148000 105000"');
    expect(text).toContain('stroke-width="400"');
  });

  it('writes a pen line as whole-micrometre steps that a path parser reads back to every point', () => {
    const random = (i: number) =>
      Math.sin(i * 12.9898) * 43758.5453 - Math.floor(Math.sin(i * 12.9898) * 43758.5453);
    const points = Array.from({ length: 3000 }, (_, i) => ({
      x: 20 + i * 0.04 + random(i) * 0.3 - 0.15,
      y: 50 + Math.sin(i / 40) * 8 + random(i + 7) * 0.002,
    }));
    points.push({ x: 0.0004, y: 147.9996 }, { x: 999.9995, y: 0 }, { x: 0.5, y: 0.5 });
    const drawing = {
      widthMm: 148,
      heightMm: 105,
      area: { xMm: 0, yMm: 0, widthMm: 148, heightMm: 105 },
      layout: { lines: [] },
      strokes: [strokeOf('0.0', 'o', points)],
      penDownMm: 1,
      penUpMm: 0,
    } as unknown as Parameters<typeof drawingSvg>[0];
    const d = / d="([^"]*)"/.exec(drawingSvg(drawing))?.[1] ?? '';
    expect(/^M\d+ \d+l/.test(d)).toBe(true);
    expect(d.includes('L')).toBe(false);
    expect(d.includes('.')).toBe(false); // whole micrometres
    expect(/-0|(^|[ l])0\d/.test(d)).toBe(false); // no needless zeros
    const read = pathPoints(d);
    expect(read).toHaveLength(1);
    expect(read[0]).toEqual(points.map((p) => ({ x: Number(fmt(p.x)), y: Number(fmt(p.y)) })));
    // About 7 bytes a point where steps in millimetres took 9 and `L x y` 16.
    expect(d.length / points.length).toBeLessThan(8.5);
  });
});
