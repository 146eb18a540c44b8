// The part of opentype.js 2.x the server uses (the package ships no typings). The parsed
// font is handed to the machines' layout code as its structural `LayoutFont`.
declare module 'opentype.js' {
  export interface Font {
    unitsPerEm: number;
  }
  export function parse(buffer: ArrayBuffer): Font;
  const opentype: { parse: typeof parse };
  export default opentype;
}
