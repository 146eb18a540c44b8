import { describe, expect, it } from 'vitest';
import { LetterPoints } from './letterPoints.ts';
import { LineStrokes } from './lineStrokes.ts';

// A line's strokes (lineStrokes.ts): one array per line, the strokes views into it, and a
// later line never writes into an earlier line's points (the scratch array is reused).

const letter = (...strokes: [number, number][][]) =>
  LetterPoints.of(strokes.map((stroke) => stroke.map(([x, y]) => ({ x, y }))));

describe('a drawn line’s strokes', () => {
  it('are views into one array per line, in the order added', () => {
    const line = new LineStrokes();
    line.add(
      '0.0',
      'i',
      letter(
        [[0, 0]],
        [
          [0, 1],
          [0, 3],
        ],
      ),
    );
    line.add(
      '0.1',
      'l',
      letter([
        [1, 0],
        [1, 4],
        [2, 4],
      ]),
    );
    const strokes = line.strokes();
    expect(strokes.map((s) => [s.glyph, s.char, [...s.xy]])).toEqual([
      ['0.0', 'i', [0, 0]],
      ['0.0', 'i', [0, 1, 0, 3]],
      ['0.1', 'l', [1, 0, 1, 4, 2, 4]],
    ]);
    const buffers = new Set(strokes.map((s) => s.xy.buffer));
    expect(buffers.size).toBe(1);
  });

  it('keep their points when the next line is drawn (and grows the scratch array)', () => {
    const first = new LineStrokes();
    first.add(
      '0.0',
      'o',
      letter([
        [5, 5],
        [6, 6],
      ]),
    );
    const kept = first.strokes();
    const next = new LineStrokes();
    const long = Array.from({ length: 6000 }, (_, i): [number, number] => [i, -i]);
    next.add('1.0', 'x', letter(long));
    expect([...(kept[0]?.xy ?? [])]).toEqual([5, 5, 6, 6]);
    expect(next.strokes()[0]?.xy.length).toBe(12_000);
  });
});
