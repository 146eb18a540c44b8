// How deep a JSON body may nest. Our own bodies (carts, configurations, drafts, lists) stay
// below ten levels; hundreds of levels are an attack: deep values blow the stack of every
// recursive walk after the parser (JSON.stringify in a size check, zod, a reviver) and,
// stored, of every later reader. So the parser refuses them before anything walks them.

export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
const OPEN_OBJECT = 0x7b; // {
const CLOSE_OBJECT = 0x7d; // }
const OPEN_ARRAY = 0x5b; // [
const CLOSE_ARRAY = 0x5d; // ]

/**
 * Whether `text` opens more than `max` objects and arrays inside one another. One pass
 * over the raw text with a counter (no recursion, no parse); brackets inside strings do
 * not count. Malformed text is left to JSON.parse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH)
        i += 1; // the escaped character cannot end the string
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_OBJECT || char === OPEN_ARRAY) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) {
      depth -= 1;
    }
  }
  return false;
}
