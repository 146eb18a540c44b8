import type { FormBasis, FormParameters, OccurrenceLimits } from './allographs.ts';
import type { Probes } from './allographsFields.ts';
import { type Box, type LetterShape, placeStrokeXY } from './letterPlacement.ts';
import type { Point } from '../types/penTypes.ts';

// Foreseeing the legibility guard (issue 38). The guard (letterPlacement.ts, `keepLegible`)
// scales a letter's deformation back towards the glyph when a point would move too far; two
// occurrences it scales back come closer together than their parameters say. A candidate
// occurrence (allographs.ts, `chooseOccurrence`) is therefore placed at its probe points
// only — stroke ends, the ink's extremes, where each form field moves most, and the centre —
// and its ink counted at the share the guard will leave of it. A dozen points instead of a
// letter's hundred keep the choice cheap; the guard itself still looks at every point.

const form: FormParameters = [0, 0, 0, 0, 0];
/** The probes' page coordinates (x, y, x, y, …), reused likewise. */
let placed = new Float64Array(64);
/** Reused for every candidate (a few per letter of every card): no object per call. */
const trial: LetterShape = { corners: [], size: 1, pivot: 0, shear: 0, cos: 1, sin: 0, form };

/**
 * The share of the candidate's deformation (parameters at `theta[o…o+6]`: five form
 * parameters, size − 1, shear) that the guard will keep: 1, or `limitMm` over the largest
 * movement of a probe point relative to the letter's centre. `shape` carries the letter's
 * warp and turn (drawn before the candidates); it is left as it was.
 */
export function guardShare(
  probes: Probes,
  ink: Box,
  scale: number,
  shape: LetterShape,
  theta: Float64Array,
  o: number,
  limitMm: number,
): number {
  for (let j = 0; j < 5; j += 1) form[j] = theta[o + j] as number;
  trial.corners = shape.corners;
  trial.cos = shape.cos;
  trial.sin = shape.sin;
  trial.size = 1 + (theta[o + 5] as number);
  trial.shear = theta[o + 6] as number;
  if (placed.length < probes.points.length * 2) placed = new Float64Array(probes.points.length * 4);
  placeStrokeXY(probes.points, probes.basis, ink, scale, trial, 0, 0, placed);
  const last = probes.points.length - 1;
  const centre = probes.points[last] as Point;
  const centreX = placed[2 * last] as number;
  const centreY = placed[2 * last + 1] as number;
  let worst = 0;
  for (let i = 0; i < last; i += 1) {
    const p = probes.points[i] as Point;
    // Glyph mm, page y down: where the point stands from the centre, unvaried and varied.
    const dx = (placed[2 * i] as number) - centreX - (p.x - centre.x) * scale;
    const dy = (placed[2 * i + 1] as number) - centreY + (p.y - centre.y) * scale;
    worst = Math.max(worst, dx * dx + dy * dy);
  }
  worst = Math.sqrt(worst);
  return worst > limitMm ? limitMm / worst : 1;
}

/**
 * What a line's letters choose their occurrences with (`chooseOccurrence`): the limits at the
 * line's share of the variation and the guard's share of each candidate (`guardShare`), for
 * the letter last given to `letter`. One per line drawn, set for each letter: a closure and
 * a limits object made per letter were a tenth of the memory a card allocates.
 */
export class LineCandidates {
  readonly limits: OccurrenceLimits;
  private forms: FormBasis | null = null;
  private ink: Box | null = null;
  /** The guard's share of the candidate at `theta[o…o+6]` for the current letter. */
  readonly written: (theta: Float64Array, o: number) => number;

  constructor(
    limits: Omit<OccurrenceLimits, 'wordSize' | 'wordSlantDeg'>,
    scale: number,
    shape: LetterShape,
    limitMm: number,
  ) {
    this.limits = { ...limits, wordSize: 0, wordSlantDeg: 0 };
    this.written = (theta, o) =>
      guardShare(
        (this.forms as FormBasis).probes,
        this.ink as Box,
        scale,
        shape,
        theta,
        o,
        limitMm,
      );
  }

  /** The next letter: its fields and unvaried ink box, and its word's size and slant. */
  letter(forms: FormBasis, ink: Box, wordSize: number, wordSlantDeg: number): void {
    this.forms = forms;
    this.ink = ink;
    this.limits.wordSize = wordSize;
    this.limits.wordSlantDeg = wordSlantDeg;
  }
}
