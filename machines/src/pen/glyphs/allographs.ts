import { BASIS_STRIDE, cholesky, inkGram, type Probes, probePoints } from './allographsFields.ts';
import type { PenGlyph, Point } from '../types/penTypes.ts';
import { dividedByFields } from './formDivision.ts';
import { arcLengths, formFields, WARP_BOUND_X_HEIGHTS } from './formFields.ts';

// Allographs (issue 38): a hand does not write every „e“ alike — the eye is rounder or
// flatter, the bowl wider or narrower, the ascender taller, a stem a little bowed, the last
// stroke longer or shorter. The pen fonts have one glyph per character, so a letter's forms
// are made from it by five shape-preserving, smooth transforms of its stroke points (font
// units, y up):
//
// - width: the bowl wider or narrower, about the ink's centre;
// - waist: the middle of the x-height band up or down (sin² over [0, x-height], so the
//   baseline and the x-height stay put) — the e's eye and the a's bowl open or close;
// - extenders: ascenders taller and descenders longer, or both shorter (quadratic above the
//   x-height and below the baseline, so nothing moves at the band's edges and strokes do
//   not bend there);
// - bend: the letter's middle height bowed sideways (sin² over its ink height) — stems and
//   arcs curve a little differently;
// - tail: the last stroke's second half longer or shorter (scaled about its middle, more
//   towards its end, so it leaves its middle in the same direction) — the r's arm, the e's
//   and t's exit stroke.
//
// Every transform is linear in its parameter, so each glyph's displacement fields are
// computed once (`formBasis`) and a form costs five multiply-adds per point. A letter has
// `FORMS.length` forms, far apart in the parameters, and each occurrence draws its
// parameters around its form's centre. Of a few such candidates the one farthest from the
// letter's earlier occurrences on the page is written (`pickOccurrence`), so equal letters
// spread over the forms instead of meeting by chance. In a joined script the displacement
// fades to nothing near the letter's entry and exit (its first and last stroke point), so
// letters keep meeting their neighbours.

/** The letters with forms: the lower-case letters German text uses. */
const LETTERS_WITH_FORMS = new Set([...'abcdefghijklmnopqrstuvwxyzäöüß']);

/** Number of form parameters (width, waist, extenders, bend, tail). */
export const FORM_PARAMETERS = 5;

export type FormParameters = [number, number, number, number, number];

/**
 * Each parameter's value at a form's centre of ±1 (full variation): width (fraction),
 * waist (x-heights), extenders (fraction of the extender), bend (x-heights), tail
 * (fraction of the last stroke's second half); and how far an occurrence's parameters lie
 * from its form's centre (±spread, in the same units).
 */
export interface FormLimits {
  width: number;
  waist: number;
  extenders: number;
  bend: number;
  tail: number;
  spread: number;
  /**
   * The waist's highest value (units of `waist`): raised further, a script e's small eye
   * closes (EMS Allure's read as an o). Lowered, it only opens.
   */
  waistUp: number;
}

export const FORM_LIMITS: FormLimits = {
  width: 0.18,
  waist: 0.08,
  extenders: 0.2,
  bend: 0.16,
  tail: 0.15,
  spread: 1,
  waistUp: 0.5,
};

/**
 * Centres of the forms in units of `FORM_LIMITS` (width, waist, extenders, bend, tail):
 * four that differ from each other in at least three parameters (none is the font's own
 * glyph: that is the middle of them all). The waist mostly goes down: raised, it closes the
 * small eye of a script e (EMS Allure's read as an o), lowered it opens it.
 */
export const FORMS: readonly Readonly<FormParameters>[] = [
  [0.9, -0.9, -0.8, 0.8, 0.8],
  [-0.9, -0.1, 0.8, -0.8, -0.8],
  [0.8, -0.9, 0.8, -0.6, -0.8],
  [-0.8, -0.5, -0.8, 0.8, 0.6],
];

/**
 * A letter ready for its forms: its strokes with straight pieces divided into pieces of
 * `FORM_STEP_X_HEIGHTS` (a stem of two points cannot bow, one of a few bows as a polygon), per stroke `FORM_PARAMETERS` numbers per point (dx per unit width, dy
 * per unit waist, dy per unit extenders, dx per unit bend, then the tail's dx and dy per
 * unit — so six), and the Gram matrix of the fields.
 */
export interface FormBasis {
  strokes: Point[][];
  basis: Float64Array[];
  /**
   * R (7 × 7, upper triangular, row-major) with RᵀR = G, the Gram matrix of the letter's
   * centred displacement fields per unit of width, waist, extenders, bend, tail, size
   * (factor − 1) and slant (shear), averaged over the ink (each point weighted by the
   * stroke length it stands for; font units²). Δθᵀ G Δθ = |R Δθ|² is the mean squared
   * distance between two occurrences whose parameters differ by Δθ, so each occurrence
   * carries R θ (`Occurrence.ink`) and `pickOccurrence` compares those.
   */
  factor: Float64Array;
  /**
   * The points where the legibility guard's worst movement happens (`probePoints`): stroke
   * ends, the ink's extremes and where each field moves most, with their basis, and last the
   * glyph's centre of points with the mean basis. `chooseOccurrence` places only these to
   * foresee how far the guard will scale a candidate back.
   */
  probes: Probes;
}

export { BASIS_STRIDE };

const bases = new WeakMap<PenGlyph, FormBasis | null>();

/**
 * Longest piece of a letter with forms, x-heights (about 0.1 mm at „mittel“, as fine as the
 * glyph's curves are sampled there). The form fields are smooth but bend a straight piece
 * into a curve (a bowed stem, an entry stroke fading into the join): a piece divided more
 * coarsely turns by 20–45° at each added point, and the kink metric (testing/kinks.ts) counted
 * 5–9 corners per 100 mm of a written side there. A piece the fields bend less is divided
 * less (formDivision.ts).
 */
const FORM_STEP_X_HEIGHTS = 0.035;

/**
 * How far the line may turn at a point added for the fields, at their largest (radians). 8°
 * keeps the written sides' kinks where they were with every piece at `FORM_STEP_X_HEIGHTS`
 * (mean 1.51 → 1.58 per 100 mm; 12° doubled them on the print fonts) with a fifth fewer
 * points (docs/pen-fonts.md, „Sixth round“).
 */
const FORM_TURN = (8 * Math.PI) / 180;

/** Letter size at the full variation, at most (size and word size, with room to spare). */
const SIZE_BOUND = 1.2;

/**
 * The largest size of each field's parameter (formFields.ts's order): each form parameter's
 * `FORM_LIMITS` × its farthest centre plus the spread, then the warp's corners (0.6 of the
 * warp, in x and in y) and bump (0.4), in font units per unit of the field.
 */
function fieldBounds(xHeight: number): number[] {
  const limits = [
    FORM_LIMITS.width,
    FORM_LIMITS.waist,
    FORM_LIMITS.extenders,
    FORM_LIMITS.bend,
    FORM_LIMITS.tail,
  ];
  const forms = limits.map((limit, j) => {
    let far = 0;
    for (const centre of FORMS) far = Math.max(far, Math.abs(centre[j] as number));
    return limit * (far + FORM_LIMITS.spread);
  });
  const warp = WARP_BOUND_X_HEIGHTS * xHeight;
  const corner = 2 * 0.6 * warp;
  return [...forms, forms[4] as number, corner, corner, corner, corner, 2 * 0.4 * warp].map(
    (bound) => bound * SIZE_BOUND,
  );
}

/**
 * The glyph's displacement fields, or null for a character without forms (capitals, digits,
 * signs). `xHeight` in font units; `joined`: fade the fields out at the entry and exit.
 */
export function formBasis(
  char: string,
  glyph: PenGlyph,
  xHeight: number,
  joined: boolean,
): FormBasis | null {
  if (!LETTERS_WITH_FORMS.has(char)) return null;
  const cached = bases.get(glyph);
  if (cached !== undefined) return cached;
  if (!glyph.strokes.some((stroke) => stroke.length > 0) || xHeight <= 0) {
    bases.set(glyph, null);
    return null;
  }
  const fields = formFields(glyph.strokes, xHeight, joined);
  const strokes = dividedByFields(
    glyph.strokes,
    fields,
    fieldBounds(xHeight),
    FORM_TURN,
    xHeight * FORM_STEP_X_HEIGHTS,
  );
  const basis = strokes.map((stroke, s) => {
    const out = new Float64Array(stroke.length * BASIS_STRIDE);
    const along = arcLengths(stroke);
    for (let i = 0; i < stroke.length; i += 1) {
      const p = stroke[i] as Point;
      fields(
        p.x,
        p.y,
        s,
        along[i] as number,
        out.subarray(i * BASIS_STRIDE, (i + 1) * BASIS_STRIDE),
      );
    }
    return out;
  });
  const made = {
    strokes,
    basis,
    factor: cholesky(inkGram(strokes, basis), FORM_PARAMETERS + 2),
    probes: probePoints(strokes, basis),
  };
  bases.set(glyph, made);
  return made;
}

/** One way to write an occurrence: its form, the form's parameters, size − 1 and shear. */
export interface Occurrence {
  form: number;
  parameters: FormParameters;
  size: number;
  shear: number;
  /** R θ (`FormBasis.factor`): occurrences' squared distance is that of these. */
  ink: Float64Array;
}

/** What an occurrence may be: the limits at this line's share of the variation. */
export interface OccurrenceLimits {
  /** Scale of the forms' parameters (`FORM_LIMITS` × this). */
  forms: number;
  /** Size: factor 1 + the word's size ± this. */
  size: number;
  /** The word's size (factor − 1). */
  wordSize: number;
  /** Slant: the word's ± this, degrees. */
  slantDeg: number;
  wordSlantDeg: number;
}

const N = FORM_PARAMETERS + 2;

/**
 * How many of the letter's latest occurrences a candidate is compared with: about all of
 * them on a card side (a postcard holds some 40 „e“); a letter with a hundred occurrences (a
 * letter page) compares with its latest 48, which bounds the cost.
 */
const COMPARED = 48;
const scratch = { theta: new Float64Array(0), ink: new Float64Array(0), forms: [0] };

/**
 * `ink[o…o+7) = kept · R θ` for the upper triangular 7 × 7 `factor` R and `theta[o…o+7)`:
 * written out (the same sums in the same order as the loops would add them), as this runs
 * eight times for every letter with forms.
 */
function triangularTimes(
  r: Float64Array,
  theta: Float64Array,
  o: number,
  kept: number,
  ink: Float64Array,
): void {
  const t0 = theta[o] as number;
  const t1 = theta[o + 1] as number;
  const t2 = theta[o + 2] as number;
  const t3 = theta[o + 3] as number;
  const t4 = theta[o + 4] as number;
  const t5 = theta[o + 5] as number;
  const t6 = theta[o + 6] as number;
  const at = (i: number) => r[i] as number;
  ink[o] =
    (at(0) * t0 + at(1) * t1 + at(2) * t2 + at(3) * t3 + at(4) * t4 + at(5) * t5 + at(6) * t6) *
    kept;
  ink[o + 1] =
    (at(8) * t1 + at(9) * t2 + at(10) * t3 + at(11) * t4 + at(12) * t5 + at(13) * t6) * kept;
  ink[o + 2] = (at(16) * t2 + at(17) * t3 + at(18) * t4 + at(19) * t5 + at(20) * t6) * kept;
  ink[o + 3] = (at(24) * t3 + at(25) * t4 + at(26) * t5 + at(27) * t6) * kept;
  ink[o + 4] = (at(32) * t4 + at(33) * t5 + at(34) * t6) * kept;
  ink[o + 5] = (at(40) * t5 + at(41) * t6) * kept;
  ink[o + 6] = at(48) * t6 * kept;
}

/**
 * Draws `count` candidates for the next occurrence of a letter — each in a form other than
 * the last one's (`nextForm`), with its parameters around the form's centre, a size and a
 * slant — and returns the one farthest from every earlier occurrence of the letter on the
 * page (its latest `COMPARED`; best candidate sampling): the distance is the mean squared distance between the two
 * letters' ink their parameters make (`Occurrence.ink`; the warp and turn come on top). So
 * a letter's occurrences spread over the forms and sizes instead of meeting by chance.
 * Candidates live in reused buffers; only the chosen one becomes an object.
 */
export function chooseOccurrence(
  random: () => number,
  count: number,
  limits: OccurrenceLimits,
  earlier: readonly Occurrence[],
  factor: Float64Array,
  written?: (theta: Float64Array, offset: number) => number,
): Occurrence {
  if (scratch.theta.length < count * N) {
    scratch.theta = new Float64Array(count * N);
    scratch.ink = new Float64Array(count * N);
    scratch.forms = new Array<number>(count).fill(0);
  }
  const { theta, ink, forms } = scratch;
  const last = earlier[earlier.length - 1]?.form;
  const degrees = Math.PI / 180;
  const k = limits.forms;
  const s = FORM_LIMITS.spread;
  let best = 0;
  let bestScore = -1;
  // The letter's first occurrence on the page has nothing to stand apart from: one candidate.
  const candidates = earlier.length === 0 ? 1 : count;
  for (let c = 0; c < candidates; c += 1) {
    const form = nextForm(last, random);
    forms[c] = form;
    const centre = FORMS[form] as Readonly<FormParameters>;
    const o = c * N;
    // Drawn in this order: the random stream is part of the seeded output.
    theta[o] = k * FORM_LIMITS.width * (centre[0] + (random() * 2 - 1) * s);
    const waist = Math.min(FORM_LIMITS.waistUp, centre[1] + (random() * 2 - 1) * s);
    theta[o + 1] = k * FORM_LIMITS.waist * waist;
    theta[o + 2] = k * FORM_LIMITS.extenders * (centre[2] + (random() * 2 - 1) * s);
    theta[o + 3] = k * FORM_LIMITS.bend * (centre[3] + (random() * 2 - 1) * s);
    theta[o + 4] = k * FORM_LIMITS.tail * (centre[4] + (random() * 2 - 1) * s);
    theta[o + 5] = limits.wordSize + (random() * 2 - 1) * limits.size;
    theta[o + 6] = Math.tan((limits.wordSlantDeg + (random() * 2 - 1) * limits.slantDeg) * degrees);
    // The guard will scale the letter's deformation back by this much: its ink with it.
    const kept = written ? written(theta, o) : 1;
    triangularTimes(factor, theta, o, kept, ink);
    let score = Infinity;
    for (let m = Math.max(0, earlier.length - COMPARED); m < earlier.length; m += 1) {
      const e = earlier[m] as Occurrence;
      let q = 0;
      for (let j = 0; j < N; j += 1) {
        const d = (ink[o + j] as number) - (e.ink[j] as number);
        q += d * d;
      }
      if (q < score) score = q;
      if (score <= bestScore) break;
    }
    if (score > bestScore) {
      best = c;
      bestScore = score;
    }
  }
  const o = best * N;
  return {
    form: forms[best] as number,
    parameters: [
      theta[o] as number,
      theta[o + 1] as number,
      theta[o + 2] as number,
      theta[o + 3] as number,
      theta[o + 4] as number,
    ],
    size: theta[o + 5] as number,
    shear: theta[o + 6] as number,
    ink: ink.slice(o, o + N),
  };
}

/** A form other than `last` (never the same form twice in a row), from one random number. */
export function nextForm(last: number | undefined, random: () => number): number {
  const count = FORMS.length;
  if (last === undefined) return Math.floor(random() * count) % count;
  return (last + 1 + (Math.floor(random() * (count - 1)) % (count - 1))) % count;
}
