import type { Point } from './pathData.ts';

// The order the robot draws strokes in. Between two strokes the pen is lifted and travels
// (pen-up); the glyphs' own order (letter by letter, each stroke as the font draws it) sends
// it back and forth across each letter. A greedy nearest-neighbour tour over the strokes, from
// the page origin, each stroke allowed to be drawn backwards, cuts that travel.

export const PAGE_ORIGIN: Point = { x: 0, y: 0 };

export interface StrokeOrderOptions {
  /** Where the pen stands before the first stroke (default: the page origin, top left). */
  start?: Point;
  /** May a stroke be drawn from its end to its start? Default true (a pen line looks alike). */
  allowReverse?: boolean;
}

/** One step of a tour: which input stroke, and whether it is drawn backwards. */
export interface StrokeOrderStep {
  index: number;
  reversed: boolean;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The nearest-neighbour tour over `strokes` as steps (input index + direction). Ties go to
 * the lower index and the forward direction, so the tour is deterministic. O(n²): about
 * 10 ms for a postcard's ~1,000 strokes.
 */
export function strokeTour(
  strokes: readonly (readonly Point[])[],
  options: StrokeOrderOptions = {},
): StrokeOrderStep[] {
  const allowReverse = options.allowReverse ?? true;
  const done = new Uint8Array(strokes.length);
  const steps: StrokeOrderStep[] = [];
  let at = options.start ?? PAGE_ORIGIN;
  for (let n = 0; n < strokes.length; n += 1) {
    let best = -1;
    let bestReversed = false;
    let bestDistance = Infinity;
    for (let i = 0; i < strokes.length; i += 1) {
      if (done[i]) continue;
      const stroke = strokes[i] as readonly Point[];
      const first = stroke[0];
      if (!first) {
        // An empty stroke costs nothing: take it at once.
        best = i;
        bestReversed = false;
        bestDistance = -1;
        break;
      }
      const forward = distance(at, first);
      if (forward < bestDistance) {
        best = i;
        bestReversed = false;
        bestDistance = forward;
      }
      if (allowReverse) {
        const backward = distance(at, stroke[stroke.length - 1] as Point);
        if (backward < bestDistance) {
          best = i;
          bestReversed = true;
          bestDistance = backward;
        }
      }
    }
    done[best] = 1;
    steps.push({ index: best, reversed: bestReversed });
    const chosen = strokes[best] as readonly Point[];
    const end = bestReversed ? chosen[0] : chosen[chosen.length - 1];
    if (end) at = end;
  }
  return steps;
}

/** The strokes in drawing order (reversed ones as reversed copies; the input is untouched). */
export function orderStrokes(
  strokes: readonly (readonly Point[])[],
  options: StrokeOrderOptions = {},
): Point[][] {
  return strokeTour(strokes, options).map(({ index, reversed }) => {
    const stroke = [...(strokes[index] as readonly Point[])];
    return reversed ? stroke.reverse() : stroke;
  });
}

/**
 * Pen-up travel in the strokes' units when drawn in the given order: from `start` (the page
 * origin) to the first stroke, then from each stroke's end to the next one's start. The way
 * back to the origin after the last stroke is not counted.
 */
export function penUpLength(strokes: readonly (readonly Point[])[], start: Point = PAGE_ORIGIN) {
  let length = 0;
  let at = start;
  for (const stroke of strokes) {
    const first = stroke[0];
    if (!first) continue;
    length += distance(at, first);
    at = stroke[stroke.length - 1] as Point;
  }
  return length;
}

/** Pen-down length: the strokes' own lengths. */
export function penDownLength(strokes: readonly (readonly Point[])[]) {
  let length = 0;
  for (const stroke of strokes)
    for (let i = 1; i < stroke.length; i += 1)
      length += distance(stroke[i - 1] as Point, stroke[i] as Point);
  return length;
}

/** Pen-down speed while writing (a smooth line from a fineliner or ballpoint). */
export const PEN_DOWN_SPEED_MM_PER_S = 25;
/** Travel speed with the pen lifted. */
export const PEN_UP_SPEED_MM_PER_S = 100;
/** Lowering the pen onto the paper and lifting it again, once per stroke. */
export const PEN_LIFT_SECONDS_PER_STROKE = 0.15;

export interface PenLengths {
  penDownMm: number;
  penUpMm: number;
  strokeCount: number;
}

/**
 * A rough writing time in seconds: pen-down length at `PEN_DOWN_SPEED_MM_PER_S`, pen-up
 * travel at `PEN_UP_SPEED_MM_PER_S`, and `PEN_LIFT_SECONDS_PER_STROKE` for every stroke.
 * Acceleration is not modelled; the constants are estimates for a hobby-class plotter
 * (AxiDraw-like) to be replaced by the robot's measured figures.
 */
export function estimateWritingSeconds({ penDownMm, penUpMm, strokeCount }: PenLengths): number {
  return (
    penDownMm / PEN_DOWN_SPEED_MM_PER_S +
    penUpMm / PEN_UP_SPEED_MM_PER_S +
    strokeCount * PEN_LIFT_SECONDS_PER_STROKE
  );
}
