import type { Point } from '../glyphs/pathData.ts';

// A kink metric a reader would agree with (issue 38): how many visible corners a pen line
// has per 100 mm of ink. The issue's definition is "two pieces of at least 0.25 mm meeting at
// 20–100°". Counting polyline vertices would be gamed by cutting a corner into fine
// segments, so the stroke is measured as a line, not as its vertices: resampled by arc
// length, at every sample the direction of the chord over the 0.25 mm before it is compared
// with the chord over the 0.25 mm after it. A corner shows as a peak of that turn; a peak
// counts once (it is the largest turn within ±0.25 mm) and counts as a kink when it lies in
// 20–100°. A peak above 100° is a cusp (the tip of a 'v', a stroke that turns back on
// itself): the definition leaves those out, and so does this count, but they are
// reported (`cusps`) so a font's real cusps can be kept deliberately.
//
// A smooth but tight bend (the top of a script loop, the turn at the foot of an 'a') also
// turns by 20° or more over ±0.25 mm: any curve of radius under 0.72 mm does. A reader does
// not see a corner there, so a peak counts as a kink only when its turn is concentrated: at
// least half of it happens within ±0.06 mm of the point (`cornerShare`, measured with chords
// of 0.06 mm). A round bend shares a quarter there (the turn grows with the chord), a corner
// all of it, a corner rounded with a radius up to 0.2 mm (40°) or 0.08 mm (90°) still more
// than half — less than the pen line's own width, so it still shows as a corner. Bends are
// reported (`bends`) but are not kinks.
//
// A dot (a stroke whose ink fits in 0.8 mm × 0.8 mm, twice the pen's width: the full stop,
// the dots of „ä“) is drawn as a blob of ink: the pen's own width covers its inside and
// rounds its outside, so no corner of it can be seen. Dots count as ink but are not looked
// at for kinks (`dots`).

export interface KinkOptions {
  /** Length of each of the two chords, mm. */
  chordMm?: number;
  /** Arc-length step of the resampling, mm (the turn is looked at every step). */
  stepMm?: number;
  /** A peak turn in [minDeg, maxDeg] is a kink; above maxDeg a cusp. */
  minDeg?: number;
  maxDeg?: number;
  /** Length of the short chords that tell a corner from a bend, mm. */
  innerChordMm?: number;
  /** Share of the turn within the short chords from which a peak is a corner. */
  cornerShare?: number;
  /** A stroke whose ink fits in a square of this side (mm) is a dot. */
  dotMm?: number;
}

export interface KinkCount {
  /** Visible corners (peak turn 20–100°, concentrated). */
  kinks: number;
  /** Smooth tight bends (peak turn 20–100°, spread over the chords): not kinks. */
  bends: number;
  /** Peaks above 100° (cusps by the definition, which only counts 20–100°). */
  cusps: number;
  /** Strokes too small to show a corner (dots). */
  dots: number;
  /** Pen-down length measured, mm. */
  inkMm: number;
}

const DEG = 180 / Math.PI;

/** The stroke resampled every `step` of arc length (first and last point kept). */
export function resampleByArcLength(stroke: readonly Point[], step: number): Point[] {
  const first = stroke[0];
  if (!first) return [];
  const out: Point[] = [{ x: first.x, y: first.y }];
  let carried = 0; // arc length since the last sample
  for (let i = 1; i < stroke.length; i += 1) {
    const a = stroke[i - 1] as Point;
    const b = stroke[i] as Point;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    let at = step - carried;
    while (at <= length) {
      const t = at / length;
      out.push({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
      at += step;
    }
    carried = length - (at - step);
  }
  const last = stroke[stroke.length - 1] as Point;
  const end = out[out.length - 1] as Point;
  if (Math.hypot(last.x - end.x, last.y - end.y) > step / 100) out.push({ x: last.x, y: last.y });
  return out;
}

/** The chord turn (degrees) at every sample that has a full chord on both sides, else -1. */
function chordTurns(samples: readonly Point[], w: number): Float64Array {
  const turns = new Float64Array(samples.length).fill(-1);
  for (let k = w; k + w < samples.length; k += 1) {
    const before = samples[k - w] as Point;
    const at = samples[k] as Point;
    const after = samples[k + w] as Point;
    const ax = at.x - before.x;
    const ay = at.y - before.y;
    const bx = after.x - at.x;
    const by = after.y - at.y;
    turns[k] = Math.abs(Math.atan2(ax * by - ay * bx, ax * bx + ay * by)) * DEG;
  }
  return turns;
}

function isDot(stroke: readonly Point[], side: number): boolean {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of stroke) {
    minX = Math.min(minX, p.x);
    maxX = Math.max(maxX, p.x);
    minY = Math.min(minY, p.y);
    maxY = Math.max(maxY, p.y);
  }
  return maxX - minX <= side && maxY - minY <= side;
}

/** Where a kink is: the stroke's index, how far along it (mm), the peak turn (degrees). */
export interface KinkSite {
  stroke: number;
  atMm: number;
  turnDeg: number;
}

/**
 * Kinks, cusps and ink of pen strokes given in mm; with `sites`, every kink's place is
 * appended to it (kinkDiagnosis.ts).
 */
export function countKinks(
  strokes: readonly (readonly Point[])[],
  options: KinkOptions = {},
  sites?: KinkSite[],
) {
  const chord = options.chordMm ?? 0.25;
  const step = options.stepMm ?? 0.01;
  const minDeg = options.minDeg ?? 20;
  const maxDeg = options.maxDeg ?? 100;
  const w = Math.round(chord / step);
  const inner = Math.max(1, Math.round((options.innerChordMm ?? 0.06) / step));
  const share = options.cornerShare ?? 0.5;
  const dot = options.dotMm ?? 0.8;
  const count: KinkCount = { kinks: 0, bends: 0, cusps: 0, dots: 0, inkMm: 0 };
  strokes.forEach((stroke, index) => {
    for (let i = 1; i < stroke.length; i += 1) {
      const a = stroke[i - 1] as Point;
      const b = stroke[i] as Point;
      count.inkMm += Math.hypot(b.x - a.x, b.y - a.y);
    }
    if (isDot(stroke, dot)) {
      count.dots += 1;
      return;
    }
    const samples = resampleByArcLength(stroke, step);
    const turns = chordTurns(samples, w);
    const innerTurns = chordTurns(samples, inner);
    for (let k = w; k + w < samples.length; k += 1) {
      const turn = turns[k] as number;
      if (turn < minDeg) continue;
      // One corner counts once: the largest turn within ±chord, the first of equal ones.
      let peak = true;
      for (let j = Math.max(0, k - w); j <= Math.min(samples.length - 1, k + w) && peak; j += 1)
        if (j !== k && ((turns[j] as number) > turn || (j < k && turns[j] === turn))) peak = false;
      if (!peak) continue;
      if (turn > maxDeg) count.cusps += 1;
      else if ((innerTurns[k] as number) >= share * turn) {
        count.kinks += 1;
        sites?.push({ stroke: index, atMm: k * step, turnDeg: turn });
      } else count.bends += 1;
    }
  });
  return count;
}

/** Kinks per 100 mm of ink. */
export function kinksPer100Mm(count: KinkCount): number {
  return count.inkMm > 0 ? (count.kinks * 100) / count.inkMm : 0;
}
