import { describe, expect, it } from 'vitest';
import { drawingSvg, drawingSvgBytes, fmt } from './svg.ts';

describe('the SVG as bytes', () => {
  it('writes every coordinate exactly as `fmt` does', () => {
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
        {
          glyph: '0.1',
          char: 'ä',
          points: values.map((x, i) => ({ x, y: values[(i * 31 + 7) % values.length] as number })),
        },
        { glyph: 'ü"', char: 'ü', points: [] },
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
          `${i === 0 ? 'M' : 'L'}${fmt(x)} ${fmt(values[(i * 31 + 7) % values.length] as number)}`,
      )
      .join('');
    expect(d).toBe(expected);
    expect(text).toContain('<path data-glyph="ü"" d=""/>');
  });
});
