import type { PenStroke } from '../types/variationTypes.ts';
import type { LetterPoints } from './letterPoints.ts';

// A line's strokes while variation.ts draws it, letter after letter (issue 38, performance).
// The letters' points go into one scratch array, reused from line to line; a drawn line becomes
// one array and its strokes views into it. An array per stroke was ~225 allocations of memory
// outside the heap per card and envelope, each freed again by the garbage collector.

/** The points of the line being drawn (reused; `variedStrokes` is never re-entered). */
let scratch = new Float64Array(8192);

export class LineStrokes {
  /** Per stroke: its letter's name and character, and where its points start. */
  private readonly names: string[] = [];
  private readonly chars: string[] = [];
  private readonly starts: number[] = [];
  /** Numbers of `scratch` in use. */
  private used = 0;

  get count(): number {
    return this.names.length;
  }

  /** Adds a placed letter's strokes (their points are copied). */
  add(name: string, char: string, letter: LetterPoints): void {
    const length = letter.count * 2;
    if (scratch.length < this.used + length) {
      const grown = new Float64Array(Math.max(this.used + length, scratch.length * 2));
      grown.set(scratch.subarray(0, this.used));
      scratch = grown;
    }
    const { xy } = letter;
    for (let o = 0; o < length; o += 1) scratch[this.used + o] = xy[o] as number;
    let at = 0;
    for (const end of letter.ends) {
      this.names.push(name);
      this.chars.push(char);
      this.starts.push(this.used + 2 * at);
      at = end;
    }
    this.used += length;
  }

  /** The line's strokes, in the order added: views into one new array. */
  strokes(): PenStroke[] {
    const xy = scratch.slice(0, this.used);
    return this.names.map((glyph, n) => ({
      glyph,
      char: this.chars[n] as string,
      xy: xy.subarray(this.starts[n], this.starts[n + 1] ?? this.used),
    }));
  }
}
