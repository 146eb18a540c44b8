import type { Point } from '../types/penTypes.ts';

// One letter's page points while the variation works on it (issue 38, performance): its
// strokes' coordinates in one flat array (x, y, x, y, …), not an object per point. Placing,
// guarding, spacing and pushing a letter apart walk its points several times; flat they are
// cheaper to walk, and the points become objects once, when the letter is done
// (variation.ts). A few of these are reused from letter to letter.

export class LetterPoints {
  /** x, y of every point, stroke after stroke; `count` points are in use. */
  xy = new Float64Array(512);
  /** Per stroke: the index of the point after its last (its end, exclusive). */
  readonly ends: number[] = [];
  count = 0;

  reset() {
    this.ends.length = 0;
    this.count = 0;
  }

  /** Room for `more` points after the ones in use. */
  reserve(more: number) {
    const needed = (this.count + more) * 2;
    if (this.xy.length >= needed) return;
    const grown = new Float64Array(Math.max(needed, this.xy.length * 2));
    grown.set(this.xy.subarray(0, this.count * 2));
    this.xy = grown;
  }

  /** Closes a stroke of the `points` points written after the ones in use. */
  endStroke(points: number) {
    this.count += points;
    this.ends.push(this.count);
  }

  /** The letter's last point (the last stroke's end), or null when that stroke is empty. */
  last(): Point | null {
    const strokes = this.ends.length;
    if (strokes === 0) return null;
    const end = this.ends[strokes - 1] as number;
    const start = strokes > 1 ? (this.ends[strokes - 2] as number) : 0;
    if (end === start) return null;
    return { x: this.xy[2 * end - 2] as number, y: this.xy[2 * end - 1] as number };
  }

  /** These points set from strokes of point objects. */
  static of(strokes: readonly (readonly Point[])[]): LetterPoints {
    const letter = new LetterPoints();
    for (const stroke of strokes) {
      letter.reserve(stroke.length);
      let o = letter.count * 2;
      for (const p of stroke) {
        letter.xy[o++] = p.x;
        letter.xy[o++] = p.y;
      }
      letter.endStroke(stroke.length);
    }
    return letter;
  }
}
