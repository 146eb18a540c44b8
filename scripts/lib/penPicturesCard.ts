// The card of docs/pen-fonts.md „Before and after (issue 38)“ (scripts/pen-pictures.ts): one
// text, recipient and seed, written by the pen before issue 38 (a child process in a worktree
// of that commit, scripts/lib/penPicturesBefore.ts) and by this tree's pipeline. Plain data
// only: the child imports this file, so nothing here may import the machines package.

/** The last commit before issue 38's pen work (the „before“ pictures). */
export const BEFORE_COMMIT = '05ccb24';

/**
 * Lines that start with Ü, Ö, Ä under lines that start with a descender („gerne“, „ja“,
 * „gern“), descenders under ascenders („Jytte“ over „schreibe“), ß, Æ, Œ and many „e“.
 * Seven short lines: they fit an A6 postcard in every pen font at `textSizeFor`'s size.
 */
export const CARD_BODY = [
  'Liebe Jytte,',
  'gerne schreibe ich dir heute.',
  'Über jeden Gruß freue ich mich,',
  'ja, sogar über Æbleskiver.',
  'Öfter sehen wir uns bald,',
  'gern plaudern wir über Œuvres.',
  'Äpfel, Feigen und Tee, bis bald!',
].join('\n');

export const RECIPIENT = {
  id: 'r-pen-pictures',
  input: {
    firstName: 'Jytte',
    lastName: 'Berg',
    addressForm: 'du',
    address: { line1: 'Über den Höfen 4a', postalCode: '10115', city: 'Berlin' },
  },
} as const;

/** A production seed (`<order number>:<card n>`), so the natural variation is on. */
export const SEED = 'FK-100038:1';

export const CANVAS = {
  id: '1',
  key: 'a6-postkarte',
  name: 'A6 Postkarte',
  kind: 'postcard',
  widthMm: 148,
  heightMm: 105,
} as const;

/**
 * „mittel“, but „klein“ for Hershey Script 1: its tall loops give it a line pitch of 11 mm at
 * „mittel“, where seven lines do not fit an A6 postcard, neither before nor after.
 */
export function textSizeFor(penFontFile: string): 'small' | 'medium' {
  return penFontFile === 'HersheyScript1.svg' ? 'small' : 'medium';
}

/** One written side as either version drew it: the robot's SVG and its labelled strokes. */
export interface SideResult {
  svg: string;
  widthMm: number;
  heightMm: number;
  area: { xMm: number; yMm: number; widthMm: number; heightMm: number };
  lineHeightMm: number;
  lines: { text: string; xMm: number; baselineMm: number }[];
  strokes: { glyph: string; char: string; points: { x: number; y: number }[] }[];
}

export type SideOutcome = SideResult | { error: string };

export interface FontResult {
  card: SideOutcome;
  envelope: SideOutcome;
}

/** What the child prints: per pen font file. */
export type VersionResult = Record<string, FontResult>;

/** The parts of a pen drawing both versions share (cardSvg.ts then, pipeline.ts now). */
export interface DrawingLike {
  widthMm: number;
  heightMm: number;
  area: SideResult['area'];
  layout: { lineHeightMm: number; lines: SideResult['lines'] };
  /** Point objects then, a flat array now (`PenStroke.xy`). */
  strokes: ({ glyph: string; char: string } & ({ points: Point[] } | { xy: Float64Array }))[];
}

interface Point {
  x: number;
  y: number;
}

/** A flat stroke's points as objects (as `strokePoints`, which this file may not import). */
const pointsOf = (xy: Float64Array): Point[] =>
  Array.from({ length: xy.length / 2 }, (_, i) => ({
    x: xy[2 * i] as number,
    y: xy[2 * i + 1] as number,
  }));

/** A drawing and its SVG as the JSON the child prints (and the parent reads alike). */
export function sideResult(drawing: DrawingLike, svg: string): SideResult {
  return {
    svg,
    widthMm: drawing.widthMm,
    heightMm: drawing.heightMm,
    area: drawing.area,
    lineHeightMm: drawing.layout.lineHeightMm,
    lines: drawing.layout.lines.map(({ text, xMm, baselineMm }) => ({ text, xMm, baselineMm })),
    strokes: drawing.strokes.map((stroke) => ({
      glyph: stroke.glyph,
      char: stroke.char,
      points: 'xy' in stroke ? pointsOf(stroke.xy) : stroke.points,
    })),
  };
}

/** A side, or why the pen refused it (a font that lacks a character, a text that overflows). */
export function outcome(make: () => SideResult | null): SideOutcome {
  try {
    return make() ?? { error: 'no drawing' };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
