import type { Point } from '../types/penTypes.ts';

// The numbers allographs.ts computes once per glyph from its displacement fields: the Gram
// matrix of the fields and its Cholesky factor (how far apart two occurrences' ink is), and
// the probe points that foresee the legibility guard (variationGuard.ts).

/** Numbers per point in a basis: width dx, waist dy, extenders dy, bend dx, tail dx, dy. */
export const BASIS_STRIDE = 6;

/** Form parameters plus size and shear: the fields the Gram matrix covers. */
const FIELDS = 7;

/** Probe points and their basis (`BASIS_STRIDE` per point); the last is the centre. */
export interface Probes {
  points: Point[];
  basis: Float64Array;
}

/** See `FormBasis.probes` (allographs.ts). */
export function probePoints(strokes: Point[][], basis: Float64Array[]): Probes {
  const picked = new Set<string>();
  const all: [number, number][] = [];
  strokes.forEach((stroke, s) => stroke.forEach((_, i) => all.push([s, i])));
  const point = ([s, i]: [number, number]) => (strokes[s] as Point[])[i] as Point;
  const field = ([s, i]: [number, number], j: number) =>
    (basis[s] as Float64Array)[i * BASIS_STRIDE + j] as number;
  const mean = { x: 0, y: 0 };
  for (const at of all) {
    mean.x += point(at).x / all.length;
    mean.y += point(at).y / all.length;
  }
  const pick = (score: (at: [number, number]) => number) => {
    let best = all[0] as [number, number];
    for (const at of all) if (score(at) > score(best)) best = at;
    picked.add(best.join(','));
  };
  strokes.forEach((stroke, s) => {
    picked.add(`${s},0`);
    picked.add(`${s},${stroke.length - 1}`);
  });
  pick((at) => point(at).x);
  pick((at) => -point(at).x);
  pick((at) => point(at).y);
  pick((at) => -point(at).y);
  pick((at) => Math.hypot(point(at).x - mean.x, point(at).y - mean.y));
  for (let j = 0; j < BASIS_STRIDE; j += 1) {
    pick((at) => field(at, j));
    pick((at) => -field(at, j));
  }
  const chosen = [...picked].map((key) => key.split(',').map(Number) as [number, number]);
  const points: Point[] = chosen.map(point);
  const out = new Float64Array((chosen.length + 1) * BASIS_STRIDE);
  chosen.forEach((at, n) => {
    for (let j = 0; j < BASIS_STRIDE; j += 1) out[n * BASIS_STRIDE + j] = field(at, j);
  });
  const o = chosen.length * BASIS_STRIDE;
  for (const at of all)
    for (let j = 0; j < BASIS_STRIDE; j += 1)
      out[o + j] = (out[o + j] as number) + field(at, j) / all.length;
  points.push(mean);
  return { points, basis: out };
}

/** See `FormBasis.factor` (allographs.ts). */
export function inkGram(strokes: Point[][], basis: Float64Array[]): Float64Array {
  const n = FIELDS;
  const weights: number[] = [];
  const fields: number[][] = []; // per point: x and y of each field
  let total = 0;
  strokes.forEach((stroke, s) => {
    const b = basis[s] as Float64Array;
    stroke.forEach((p, i) => {
      const prev = stroke[i - 1];
      const next = stroke[i + 1];
      const w =
        ((prev ? Math.hypot(p.x - prev.x, p.y - prev.y) : 0) +
          (next ? Math.hypot(p.x - next.x, p.y - next.y) : 0)) /
          2 || 1e-9;
      total += w;
      weights.push(w);
      const at = (j: number) => b[i * BASIS_STRIDE + j] as number;
      // width, waist, extenders, bend, tail, size, shear
      fields.push([at(0), 0, 0, at(1), 0, at(2), at(3), 0, at(4), at(5), p.x, p.y, p.y, 0]);
    });
  });
  // Centre each field: letters are compared after aligning their centres.
  const mean = new Array<number>(2 * n).fill(0);
  fields.forEach((f, m) => {
    const w = (weights[m] as number) / total;
    for (let j = 0; j < 2 * n; j += 1) mean[j] = (mean[j] as number) + (f[j] as number) * w;
  });
  const gram = new Float64Array(n * n);
  fields.forEach((f, m) => {
    const w = (weights[m] as number) / total;
    const c = f.map((v, j) => v - (mean[j] as number));
    for (let j = 0; j < n; j += 1)
      for (let k = 0; k < n; k += 1) {
        const dot =
          (c[2 * j] as number) * (c[2 * k] as number) +
          (c[2 * j + 1] as number) * (c[2 * k + 1] as number);
        gram[j * n + k] = (gram[j * n + k] as number) + w * dot;
      }
  });
  return gram;
}

/**
 * R with RᵀR = G for a symmetric positive semi-definite G (n × n, row-major). A pivot of
 * (nearly) zero — a field the letter does not have, e.g. the extenders of an „e“ — leaves
 * its row zero: G's row and column are zero there too.
 */
export function cholesky(gram: Float64Array, n: number): Float64Array {
  const r = new Float64Array(n * n);
  let largest = 0;
  for (let j = 0; j < n; j += 1) largest = Math.max(largest, gram[j * n + j] as number);
  for (let j = 0; j < n; j += 1) {
    let pivot = gram[j * n + j] as number;
    for (let k = 0; k < j; k += 1) pivot -= (r[k * n + j] as number) ** 2;
    if (pivot <= largest * 1e-12) continue;
    const root = Math.sqrt(pivot);
    r[j * n + j] = root;
    for (let i = j + 1; i < n; i += 1) {
      let sum = gram[j * n + i] as number;
      for (let k = 0; k < j; k += 1) sum -= (r[k * n + j] as number) * (r[k * n + i] as number);
      r[j * n + i] = sum / root;
    }
  }
  return r;
}
