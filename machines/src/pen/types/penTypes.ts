// The pen pipeline's shared shapes: a point, a glyph, a parsed pen font. In a file of their
// own that imports nothing, so every stage (parsing, composing, layout, variation, writers)
// can name them without importing each other (charset ↔ composedGlyphs ↔ penFont were a
// circle, issue 38). `penFont.ts` re-exports them.

/** A point in font units (y up) or on the page (mm, y down), depending on the stage. */
export interface Point {
  x: number;
  y: number;
}

export interface PenGlyph {
  /** Advance width in font units (`horiz-adv-x`, else the font's default). */
  advance: number;
  /** Pen-down strokes in font units (y up), one polyline per subpath of the glyph's `d`. */
  strokes: Point[][];
  /** Set when the font lacks the character and it is drawn from these glyphs instead. */
  substituteFor?: string;
  /**
   * Set when the glyph is composed (composedGlyphs.ts): how, e.g. `s+cedilla`, `a+e`,
   * `drawn`. The font lacks the character, or (ß) its own glyph does not read right.
   */
  composedFrom?: string;
}

export interface PenFont {
  /** `font-family` of the `<font-face>` (empty when absent). */
  family: string;
  unitsPerEm: number;
  ascent: number;
  descent: number;
  /** `x-height` of the `<font-face>`, or null. The layout measures the 'x' glyph instead. */
  xHeight: number | null;
  /** By character (one Unicode code point). A character not in the map is missing. */
  glyphs: Map<string, PenGlyph>;
  /** The `<missing-glyph>` (.notdef): its advance is used for characters the font lacks. */
  missingGlyph: PenGlyph;
}
