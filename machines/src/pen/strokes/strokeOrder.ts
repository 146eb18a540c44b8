import type { Point } from '../glyphs/pathData.ts';

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

/**
 * `Math.hypot(dx, dy)`, bit for bit, about five times faster: V8's `Math.hypot` divides every
 * argument by the largest, sums the squares (Kahan; for two terms a plain sum) and scales the
 * root back — this does the same arithmetic without the builtin's argument handling. The
 * drawing's lengths and the stroke order depend on these exact values (a re-export must stay
 * byte-identical); `strokeOrder.test.ts` compares it with `Math.hypot`.
 */
export function hypot(dx: number, dy: number): number {
  const x = dx < 0 ? -dx : dx;
  const y = dy < 0 ? -dy : dy;
  const max = x > y ? x : y;
  // 0, infinities and NaN as the builtin answers them.
  if (max === 0 || !(max < Infinity)) return Math.hypot(dx, dy);
  const a = x / max;
  const b = y / max;
  return Math.sqrt(a * a + b * b) * max;
}

const distance = (a: Point, b: Point) => hypot(a.x - b.x, a.y - b.y);

const bump = (array: Int32Array, index: number, by: number) => {
  array[index] = (array[index] as number) + by;
};

/**
 * The nearest-neighbour tour over `strokes` as steps (input index + direction). Ties go to
 * the lower index and the forward direction, so the tour is deterministic: exactly the tour
 * of the plain O(n²) search (`strokeTourBruteForce`, kept for the tests), found through a
 * uniform grid over the stroke ends — each step looks at the rings of cells around the pen
 * until no unvisited end can be nearer. About 0.1–0.3 ms for a postcard's ~1,000 strokes.
 */
export function strokeTour(
  strokes: readonly (readonly Point[])[],
  options: StrokeOrderOptions = {},
): StrokeOrderStep[] {
  const allowReverse = options.allowReverse ?? true;
  const steps: StrokeOrderStep[] = [];
  // The plain search takes an empty stroke as soon as it meets one (it costs nothing), so
  // all empty strokes come first, in input order, and the pen does not move.
  const drawable: number[] = [];
  strokes.forEach((stroke, index) => {
    if (stroke.length === 0) steps.push({ index, reversed: false });
    else drawable.push(index);
  });
  if (drawable.length === 0) return steps;

  // Stroke ends: 2k = start of drawable[k], 2k + 1 = its end (only when reversing is allowed).
  const count = drawable.length;
  const endX = new Float64Array(count * 2);
  const endY = new Float64Array(count * 2);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let k = 0; k < count; k += 1) {
    const stroke = strokes[drawable[k] as number] as readonly Point[];
    const first = stroke[0] as Point;
    const last = stroke[stroke.length - 1] as Point;
    endX[2 * k] = first.x;
    endY[2 * k] = first.y;
    endX[2 * k + 1] = last.x;
    endY[2 * k + 1] = last.y;
    for (const point of allowReverse ? [first, last] : [first]) {
      minX = Math.min(minX, point.x);
      minY = Math.min(minY, point.y);
      maxX = Math.max(maxX, point.x);
      maxY = Math.max(maxY, point.y);
    }
  }
  // About two ends per cell.
  const ends = allowReverse ? count * 2 : count;
  const spanX = Math.max(maxX - minX, 1e-9);
  const spanY = Math.max(maxY - minY, 1e-9);
  const cell = Math.max(
    Math.sqrt((spanX * spanY) / Math.max(1, ends / 2)),
    spanX / 4096,
    spanY / 4096,
  );
  const columns = Math.floor(spanX / cell) + 1;
  const rows = Math.floor(spanY / cell) + 1;
  const cellOf = (x: number, y: number) =>
    Math.min(rows - 1, Math.max(0, Math.floor((y - minY) / cell))) * columns +
    Math.min(columns - 1, Math.max(0, Math.floor((x - minX) / cell)));
  // Counting sort of the ends into their cells. Each cell's slice of `cellEnds` holds its
  // unvisited ends first (`live` of them): a visited end is swapped behind them, so a scan
  // never looks at it again. The order within a cell does not matter: ties are broken by
  // index below, not by the order of the scan.
  const cellStart = new Int32Array(columns * rows + 1);
  const step = allowReverse ? 1 : 2;
  const endCell = new Int32Array(count * 2);
  for (let e = 0; e < count * 2; e += step) {
    const c = cellOf(endX[e] as number, endY[e] as number);
    endCell[e] = c;
    bump(cellStart, c + 1, 1);
  }
  for (let c = 0; c < columns * rows; c += 1) bump(cellStart, c + 1, cellStart[c] as number);
  const live = new Int32Array(columns * rows);
  const cellEnds = new Int32Array(ends);
  const slot = new Int32Array(count * 2);
  for (let e = 0; e < count * 2; e += step) {
    const c = endCell[e] as number;
    const at = (cellStart[c] as number) + (live[c] as number);
    cellEnds[at] = e;
    slot[e] = at;
    bump(live, c, 1);
  }
  const visit = (e: number) => {
    const c = endCell[e] as number;
    const last = (cellStart[c] as number) + (live[c] as number) - 1;
    const at = slot[e] as number;
    const moved = cellEnds[last] as number;
    cellEnds[at] = moved;
    slot[moved] = at;
    cellEnds[last] = e;
    slot[e] = last;
    bump(live, c, -1);
  };

  let atX = (options.start ?? PAGE_ORIGIN).x;
  let atY = (options.start ?? PAGE_ORIGIN).y;
  let best = -1;
  let bestDistance = Infinity;
  const scan = (r: number, c: number) => {
    const id = r * columns + c;
    const from = cellStart[id] as number;
    const to = from + (live[id] as number);
    for (let i = from; i < to; i += 1) {
      const e = cellEnds[i] as number;
      const k = e >> 1;
      const d = hypot(atX - (endX[e] as number), atY - (endY[e] as number));
      // The plain search's order: nearest, then the lower index, then forward.
      if (
        d < bestDistance ||
        (d === bestDistance && (k < best >> 1 || (k === best >> 1 && e < best)))
      ) {
        best = e;
        bestDistance = d;
      }
    }
  };
  for (let n = 0; n < count; n += 1) {
    best = -1;
    bestDistance = Infinity;
    // The pen's cell (clamped into the grid: from outside, the nearest grid point is no
    // farther from any end than the pen is).
    const column = Math.min(columns - 1, Math.max(0, Math.floor((atX - minX) / cell)));
    const row = Math.min(rows - 1, Math.max(0, Math.floor((atY - minY) / cell)));
    const maxRing = Math.max(columns, rows);
    for (let ring = 0; ring <= maxRing; ring += 1) {
      const top = row - ring;
      const bottom = row + ring;
      const from = column - ring;
      const to = column + ring;
      for (let r = Math.max(0, top); r <= Math.min(rows - 1, bottom); r += 1) {
        if (r === top || r === bottom) {
          for (let c = Math.max(0, from); c <= Math.min(columns - 1, to); c += 1) scan(r, c);
        } else {
          if (from >= 0) scan(r, from);
          if (to < columns) scan(r, to);
        }
      }
      // Every end in a farther ring is at least `ring` cells away.
      if (best >= 0 && bestDistance < (ring - 1e-6) * cell) break;
    }
    const k = best >> 1;
    const reversed = (best & 1) === 1;
    visit(2 * k);
    if (allowReverse) visit(2 * k + 1);
    steps.push({ index: drawable[k] as number, reversed });
    atX = reversed ? (endX[2 * k] as number) : (endX[2 * k + 1] as number);
    atY = reversed ? (endY[2 * k] as number) : (endY[2 * k + 1] as number);
  }
  return steps;
}

/**
 * The same tour by the plain O(n²) search: for each step every unvisited stroke is looked at.
 * Kept as the reference the grid search is tested against.
 */
export function strokeTourBruteForce(
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

/**
 * All pen-up travel of a plotter file (issue 38): from `home`, where the plotter stands
 * before it starts and goes back to at the end (the G-code's `G1 X0 Y0`: the sheet's
 * bottom-left corner), to the first stroke, between the strokes, and from the last stroke
 * back home. A drawing without strokes does not move.
 */
export function penTravelLength(strokes: readonly (readonly Point[])[], home: Point): number {
  let last: Point | undefined;
  for (const stroke of strokes) if (stroke.length > 0) last = stroke[stroke.length - 1];
  return last ? penUpLength(strokes, home) + distance(last, home) : 0;
}

/** `penTravelLength` of flat strokes (`PenStroke.xy`), the same sums without point objects. */
export function penTravelLengthXY(strokes: readonly Float64Array[], home: Point): number {
  let length = 0;
  let atX = home.x;
  let atY = home.y;
  let drawn = false;
  for (const xy of strokes) {
    const n = xy.length;
    if (n === 0) continue;
    length += hypot(atX - (xy[0] as number), atY - (xy[1] as number));
    atX = xy[n - 2] as number;
    atY = xy[n - 1] as number;
    drawn = true;
  }
  return drawn ? length + hypot(atX - home.x, atY - home.y) : 0;
}

/**
 * Pen-down length: the strokes' own lengths, of flat strokes (`PenStroke.xy`), summed in
 * drawing order with `hypot` (the drawing's printed lengths depend on these exact values).
 */
export function penDownLength(strokes: readonly Float64Array[]) {
  let length = 0;
  for (const xy of strokes)
    for (let o = 2; o < xy.length; o += 2)
      length += hypot(
        (xy[o - 2] as number) - (xy[o] as number),
        (xy[o - 1] as number) - (xy[o + 1] as number),
      );
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
 * travel (from home and back, `penTravelLength`) at `PEN_UP_SPEED_MM_PER_S`, and
 * `PEN_LIFT_SECONDS_PER_STROKE` for every stroke plus half of it once, for the lift the
 * plotter file starts with. Acceleration is not modelled; the constants are estimates for a
 * hobby-class plotter (AxiDraw-like) to be replaced by the robot's measured figures. The same
 * as `plotSeconds` with the default plotter settings.
 */
export function estimateWritingSeconds({ penDownMm, penUpMm, strokeCount }: PenLengths): number {
  return (
    penDownMm / PEN_DOWN_SPEED_MM_PER_S +
    penUpMm / PEN_UP_SPEED_MM_PER_S +
    (strokeCount + 0.5) * PEN_LIFT_SECONDS_PER_STROKE
  );
}
