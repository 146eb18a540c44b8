// The natural variation's limits and its output, in a file of their own so the variation's
// parts (letterPlacement.ts, lineFit.ts) and variation.ts share them without a circle.

/** Limits of the variation; each value is drawn uniformly from ±value unless noted. */
export interface PenVariation {
  /** Largest displacement of a stroke point by the smooth warp, as a fraction of the x-height. */
  warp: number;
  /** Size of each letter: factor 1 ± this. */
  size: number;
  /** Slant of each letter (shear), degrees; positive leans right. */
  slantDeg: number;
  /** Turn of each letter about its origin on the baseline, degrees. */
  rotationDeg: number;
  /** Each letter left/right of its place (letter spacing), mm. */
  letterSpacingMm: number;
  /** Each word left/right of its place (word spacing), mm; not accumulated. */
  wordSpacingMm: number;
  /** Each letter up/down from the line's baseline, mm. */
  letterBaselineMm: number;
  /** Amplitude of the baseline's slow wave along a line, mm (wavelength 60–120 mm). */
  baselineWaveMm: number;
  /** The line's slope, degrees. */
  lineSlopeDeg: number;
  /** Each line's baseline up/down, drifting from line to line (half the last plus new), mm. */
  lineDriftMm: number;
  /** Each line starts up to this far right of the margin (0…value), mm. */
  marginMm: number;
  /** The letters' forms (allographs.ts): 1 = `FORM_LIMITS`, 0 = the font's own glyph. */
  forms: number;
  /** Each word's size: factor 1 ± this, drifting from word to word (half the last plus new). */
  wordSize: number;
  /** Each word's slant, degrees, drifting from word to word. */
  wordSlantDeg: number;
  /** Each word's baseline up/down, mm, drifting from word to word. */
  wordBaselineMm: number;
  /**
   * Least distance between the centre lines of neighbouring letters of a word in a font
   * whose letters stand apart (letterJoins.ts), mm: the pen's width plus the air between
   * the strokes' edges. 0: as laid out.
   */
  letterGapMm: number;
}

/**
 * One pen-down stroke on the page: mm, origin at the page's top-left corner, y down. Its
 * points as one flat array (x, y, x, y, …): a card and its envelope have ~20,000 points, and
 * an object per point was the drawing's largest cost in the production ZIP — its garbage
 * most of all (docs/pen-fonts.md, "Performance"). `strokePoints` (strokes/strokePoints.ts)
 * gives them as point objects where a caller wants those.
 */
export interface PenStroke {
  xy: Float64Array;
  /** The character it belongs to: `line.character` (0-based indexes into the layout's lines). */
  glyph: string;
  char: string;
}
