// Typings for the part of opentype.js 2 the shop uses (the package ships none, and
// @types/opentype.js describes 1.x with glyph types the layout's structural LayoutFont
// cannot accept). One file for every package: each tsconfig includes ../types.
// In the browser (Vite, ESM build) import `{ parse }`; in Node (CJS build) the default.
declare module 'opentype.js' {
  export interface PathCommand {
    type: 'M' | 'L' | 'C' | 'Q' | 'Z';
    x?: number;
    y?: number;
    x1?: number;
    y1?: number;
    x2?: number;
    y2?: number;
  }
  export interface Path {
    commands: PathCommand[];
  }
  export interface Glyph {
    index: number;
    advanceWidth?: number;
    yMax?: number;
    getBoundingBox(): { x1: number; y1: number; x2: number; y2: number };
    getPath(x: number, y: number, fontSize: number): Path;
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
