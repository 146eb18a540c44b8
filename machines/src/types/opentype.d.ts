// Minimal typings for the parts of opentype.js 2.x the machines' tests and benchmark use (the
// package ships none). The layout code itself only needs the structural `LayoutFont`.
declare module 'opentype.js' {
  export interface Glyph {
    index: number;
    advanceWidth?: number;
    yMax?: number;
    getBoundingBox(): { x1: number; y1: number; x2: number; y2: number };
  }
  export interface Font {
    unitsPerEm: number;
    ascender: number;
    descender: number;
    tables: { os2?: { sxHeight?: number } };
    charToGlyph(char: string): Glyph;
    getKerningValue(left: Glyph, right: Glyph): number;
  }
  export function parse(buffer: ArrayBuffer): Font;
  const opentype: { parse: typeof parse };
  export default opentype;
}
