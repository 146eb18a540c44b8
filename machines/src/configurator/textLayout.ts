import {
  HEADING_GAP_LINES,
  HEADING_SCALE,
  TEXT_SIZE_METRICS,
  type WritableArea,
} from './canvasGeometry.ts';
import { type LayoutFont, emSizeMm, lineMetrics, measureWord } from './fontMetrics.ts';
import type { TextSize } from './vocabulary.ts';

// Word wrap with the font's real advance widths, the same code in the browser (preview) and
// on the server (re-check). Explicit newlines are kept, runs of spaces count as one, a word
// longer than the line is broken with a hyphen. A line fits when its whole line box lies
// inside the writable area. The line pitch is the text size's, wider for a font whose ink
// needs it (`lineMetrics`: pen fonts with long ascenders and descenders).

/** Where the baseline sits in a line box (from its top), as a share of the line height. */
export const BASELINE_RATIO = 0.72;
const HYPHEN = '-';
const EPSILON_MM = 1e-6;

export interface LaidOutLine {
  text: string;
  part: 'heading' | 'body';
  /** Left edge and baseline, relative to the writable area's top-left corner. */
  xMm: number;
  baselineMm: number;
  /** The line box: its top (relative like the baseline) and height (the line pitch). */
  topMm: number;
  heightMm: number;
  widthMm: number;
  /** Em size the line is written at. */
  fontSizeMm: number;
  /** False for lines that run past the bottom of the area. */
  fits: boolean;
}

export interface Overflow {
  /** 1-based line number on the page (heading lines count). */
  line: number;
  text: string;
  part: 'heading' | 'body';
}

export interface TextLayout {
  lines: LaidOutLine[];
  fits: boolean;
  overflowAt: Overflow | null;
  usedHeightMm: number;
  /** Body em size and line pitch, for the renderer. */
  fontSizeMm: number;
  lineHeightMm: number;
  /** Characters the font cannot write (the robot would leave a gap). */
  missingCharacters: string[];
}

interface Wrapped {
  text: string;
  width: number;
}

/** Wraps `text` into lines no wider than `maxWidth` font units. */
export function wrapText(font: LayoutFont, text: string, maxWidth: number, missing: Set<string>) {
  const space = measureWord(font, ' ').width;
  const lines: Wrapped[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    let line: string[] = [];
    let width = 0;
    for (const word of paragraph.split(/[ \t]+/)) {
      if (!word) continue;
      const metrics = measureWord(font, word);
      for (const char of metrics.missing) missing.add(char);
      if (line.length > 0 && width + space + metrics.width <= maxWidth) {
        line.push(word);
        width += space + metrics.width;
        continue;
      }
      if (line.length > 0) lines.push({ text: line.join(' '), width });
      if (metrics.width <= maxWidth) {
        line = [word];
        width = metrics.width;
        continue;
      }
      const pieces = breakWord(font, word, maxWidth);
      const last = pieces.pop() as Wrapped;
      lines.push(...pieces);
      line = [last.text];
      width = last.width;
    }
    lines.push({ text: line.join(' '), width });
  }
  return lines;
}

/** Splits a word that is wider than a line into hyphenated pieces (the last without hyphen). */
function breakWord(font: LayoutFont, word: string, maxWidth: number): Wrapped[] {
  const hyphen = measureWord(font, HYPHEN).width;
  const pieces: Wrapped[] = [];
  let piece = '';
  for (const char of word) {
    const candidate = piece + char;
    // At least one character per line, even in an absurdly narrow area.
    if (piece && measureWord(font, candidate).width + hyphen > maxWidth) {
      pieces.push({ text: piece + HYPHEN, width: measureWord(font, piece).width + hyphen });
      piece = char;
    } else piece = candidate;
  }
  pieces.push({ text: piece, width: measureWord(font, piece).width });
  return pieces;
}

export interface LayoutInput {
  font: LayoutFont;
  textSize: TextSize;
  area: Pick<WritableArea, 'widthMm' | 'heightMm'>;
}

/**
 * Lays out one page: an optional heading (larger, centred) and the body below it. `text`
 * parts are final (salutation and variables already filled in).
 */
export function layoutPage(input: LayoutInput & { heading: string; body: string }): TextLayout {
  const { font, area } = input;
  const metrics = TEXT_SIZE_METRICS[input.textSize];
  const box = lineMetrics(font, metrics, BASELINE_RATIO);
  const bodyEm = emSizeMm(font, metrics.xHeightMm);
  const missing = new Set<string>();
  const lines: LaidOutLine[] = [];
  let top = 0;

  const place = (text: string, part: LaidOutLine['part'], scale: number) => {
    const em = bodyEm * scale;
    const lineHeight = box.lineHeightMm * scale;
    const unitsToMm = em / font.unitsPerEm;
    for (const line of wrapText(font, text, area.widthMm / unitsToMm, missing)) {
      const widthMm = line.width * unitsToMm;
      lines.push({
        text: line.text,
        part,
        xMm: part === 'heading' ? Math.max(0, (area.widthMm - widthMm) / 2) : 0,
        baselineMm: top + lineHeight * box.baselineRatio,
        topMm: top,
        heightMm: lineHeight,
        widthMm,
        fontSizeMm: em,
        fits: top + lineHeight <= area.heightMm + EPSILON_MM,
      });
      top += lineHeight;
    }
  };

  if (input.heading.trim()) {
    place(input.heading.trim(), 'heading', HEADING_SCALE);
    if (input.body.trim()) top += box.lineHeightMm * HEADING_GAP_LINES;
  }
  // Trailing blank lines are not written, so they cannot overflow.
  if (input.body.trim()) place(input.body.replace(/\s+$/, ''), 'body', 1);

  // A blank line (between paragraphs) writes nothing, so it is not where the text leaves the
  // area: the message names the first line with words that does not fit. The body never
  // ends in blank lines, so whenever a line overflows, a line with words overflows too.
  const first = lines.findIndex((line) => !line.fits && line.text.trim() !== '');
  const overflowLine = first === -1 ? undefined : lines[first];
  return {
    lines,
    fits: overflowLine === undefined,
    overflowAt: overflowLine
      ? { line: first + 1, text: overflowLine.text, part: overflowLine.part }
      : null,
    usedHeightMm: top,
    fontSizeMm: bodyEm,
    lineHeightMm: box.lineHeightMm,
    missingCharacters: [...missing],
  };
}

/** Lays out a body text without heading (the brief's `layoutText`). */
export function layoutText(input: LayoutInput & { text: string }): TextLayout {
  return layoutPage({ ...input, heading: '', body: input.text });
}
