import type { Recipient } from '@federkiel/machines/configurator/recipientSchema';
import type { OrderConfiguration } from '@federkiel/machines/configurator/schema';
import type { CanvasKind } from '@federkiel/machines/configurator/vocabulary';
import type { FitSettings } from '@federkiel/machines/configurator/fitCheck';
import {
  penPipeline,
  PenWritingError,
  type PenDrawing,
  writtenSides,
} from '@federkiel/machines/pen/pipeline';
import { drawingGcodeBytes, type GcodePenChange } from '@federkiel/machines/pen/writers/gcode';
import { drawingHpglBytes } from '@federkiel/machines/pen/writers/hpgl';
import { drawingSvg, drawingSvgBytes } from '@federkiel/machines/pen/writers/svg';
import {
  DEFAULT_PLOTTER_SETTINGS,
  PenInk,
  plotSeconds,
  type PlotterSettings,
} from '@federkiel/machines/pen/writers/plotterSettings';
import { settingsOf } from '../dashboard/cardComposition.ts';
import { recipientName } from '../dashboard/orderCards.ts';
import type { ResolvedPenFont } from './penFonts.ts';

// The robot's files of each card (docs/pen-fonts.md): one SVG per written card side and one
// for the envelope, made by the machines' pen pipeline (machines/src/pen/pipeline.ts: once per
// side, then a writer: SVG, G-code or HPGL) with the order line's pen font. Cards come in the dashboard's order (line by line, recipient by
// recipient; `n` as in `/cards`), one at a time, so 10,000 cards never sit in memory at once.

/** The file name of each written side, by canvas kind and page index. */
export const SIDE_NAMES: Record<CanvasKind, readonly string[]> = {
  // The written side of a postcard is the robot's "front" (the example names).
  postcard: ['vorderseite', 'rueckseite'],
  folded_card: ['innen-links', 'innen-rechts'],
  letter: ['seite-1', 'seite-2'],
};
export const ENVELOPE_SIDE = 'umschlag';

export interface ProductionLine {
  configuration: OrderConfiguration;
  /** null: no pen font for the line's font — its cards get a problem and no files. */
  pen: ResolvedPenFont | null;
}

/** A file's figures (the manifest's and the summary's), without its contents. */
export interface CardFileFigures {
  /** `0001-vorderseite.svg` (no folder). */
  name: string;
  side: string;
  penDownMm: number;
  penUpMm: number;
  strokes: number;
  seconds: number;
}

export interface CardFile extends CardFileFigures {
  /** The SVG text; empty unless the files were made as `text`. */
  svg: string;
  /** The SVG as UTF-8 bytes, when the files were made as `bytes` (the ZIP's way). */
  bytes?: Uint8Array;
}

/** How a card's SVGs are made: as text, as bytes, or not at all (figures only). */
export type SvgOutput = 'text' | 'bytes' | 'none';

/** The production ZIP's file formats (issue 30): SVG (mm), G-code (GRBL), HPGL. */
export const PRODUCTION_FORMATS = ['svg', 'gcode', 'hpgl'] as const;
export type ProductionFormat = (typeof PRODUCTION_FORMATS)[number];

export interface ProductionFileOptions {
  /** The order number: the variation's seed is `<order>:<card n>` (else the recipient id). */
  order?: string;
  /** The files' format when made as bytes (default SVG; text is always SVG). */
  format?: ProductionFormat;
  /** The plotter: G-code's commands and feeds, every file's writing time. */
  plotter?: PlotterSettings;
}

export interface ProductionCard<File extends CardFileFigures = CardFile> {
  n: number;
  /** 1-based order line. */
  item: number;
  receiver: string;
  files: File[];
  /** Why the robot cannot write this card (then `files` is empty). */
  problem: string | null;
  /** A new pen goes in before this card: its number (2, 3, …); counted from card 1 only. */
  newPen?: number;
}

/** `0001`: card numbers padded to at least four digits, to the width of the largest. */
export function cardNumberWidth(total: number): number {
  return Math.max(4, String(total).length);
}

function hasAddress(recipient: Recipient): boolean {
  const { line1, postalCode, city } = recipient.address;
  return [line1, postalCode, city].some((part) => part.trim() !== '');
}

function fileBytes(
  drawing: PenDrawing,
  options: ProductionFileOptions,
  title: string,
  penChange?: GcodePenChange,
) {
  const plotter = options.plotter ?? DEFAULT_PLOTTER_SETTINGS;
  if (options.format === 'gcode') return drawingGcodeBytes(drawing, plotter, title, penChange);
  if (options.format === 'hpgl') return drawingHpglBytes(drawing, plotter);
  return drawingSvgBytes(drawing);
}

function fileOf(
  number: string,
  side: string,
  drawing: PenDrawing,
  output: SvgOutput,
  options: ProductionFileOptions,
  penChange?: GcodePenChange,
): CardFile {
  const extension = output === 'bytes' ? (options.format ?? 'svg') : 'svg';
  const name = `${number}-${side}.${extension}`;
  const title = `${options.order ?? ''} ${name}`.trim();
  return {
    name,
    side,
    svg: output === 'text' ? drawingSvg(drawing) : '',
    ...(output === 'bytes' ? { bytes: fileBytes(drawing, options, title, penChange) } : {}),
    penDownMm: drawing.penDownMm,
    penUpMm: drawing.penUpMm,
    strokes: drawing.strokes.length,
    seconds: plotSeconds(
      {
        penDownMm: drawing.penDownMm,
        penUpMm: drawing.penUpMm,
        strokeCount: drawing.strokes.length,
      },
      options.plotter ?? DEFAULT_PLOTTER_SETTINGS,
    ),
  };
}

const NO_PEN_FONT =
  'Für die Handschrift dieser Karte gibt es keine Stiftschrift – der Roboter kann sie nicht schreiben.';

/** What a card asks of the pen count: whether a new pen goes in before it, and which. */
export type InkCount = Pick<PenInk, 'card' | 'pen'>;

/** An ink that puts pen `pen` in before the next card: that card's files made again with it. */
export function penChangeAt(pen: number): InkCount {
  return { card: () => true, pen };
}

/**
 * One card's files. A card the pen cannot write gets `problem` instead of files. With `ink`
 * (the order's count from card 1) a card that needs a new pen says so (`newPen`), and its
 * first G-code file pauses for the change.
 */
export function cardFiles(
  line: ProductionLine,
  settings: FitSettings,
  recipient: Recipient,
  card: { n: number; item: number; width: number },
  output: SvgOutput = 'text',
  options: ProductionFileOptions = {},
  ink?: InkCount,
): ProductionCard {
  const number = String(card.n).padStart(card.width, '0');
  const base = { n: card.n, item: card.item, receiver: recipientName(recipient) };
  const count = (penDownMm: number) => (ink?.card(penDownMm) ? { newPen: ink.pen } : {});
  if (!line.pen) return { ...base, files: [], problem: NO_PEN_FONT, ...count(0) };
  const font = line.pen.font;
  const sides: readonly string[] = SIDE_NAMES[settings.canvas.kind] ?? [];
  let drawings: { side: string; drawing: PenDrawing }[];
  try {
    // Production seeds the variation with the order and card number: every card of every
    // order is written differently, and the same card again the same.
    const seed = options.order === undefined ? recipient.id : `${options.order}:${card.n}`;
    drawings = writtenSides({ font, settings, recipient, seed }).map((side) => ({
      side: sides[side.page] ?? `seite-${side.page + 1}`,
      drawing: penPipeline(side),
    }));
    const envelope = hasAddress(recipient)
      ? penPipeline({
          side: 'envelope',
          font,
          recipient,
          canvas: settings.canvas,
          envelope: line.configuration.shipping.envelope,
          seed,
        })
      : null;
    if (envelope) drawings.push({ side: ENVELOPE_SIDE, drawing: envelope });
  } catch (error) {
    if (error instanceof PenWritingError)
      return { ...base, files: [], problem: error.message, ...count(0) };
    throw error;
  }
  let penDown = 0;
  for (const { drawing } of drawings) penDown += drawing.penDownMm;
  const change = count(penDown);
  const files = drawings.map(({ side, drawing }, i) =>
    fileOf(
      number,
      side,
      drawing,
      output,
      options,
      i === 0 && change.newPen ? { pen: change.newPen } : undefined,
    ),
  );
  return { ...base, files, problem: null, ...change };
}

// Shared with the dashboard's cards and exports, so they say what the pen writes.
export { settingsOf };

export function cardCount(lines: readonly ProductionLine[]): number {
  return lines.reduce((sum, line) => sum + line.configuration.recipients.length, 0);
}

/**
 * The order's cards from index `from` (0-based, inclusive) to `to` (exclusive), in order, made
 * one at a time. Numbers and names are those of the whole order, whichever part is made: the
 * drawing workers each make parts of it (drawPool.ts).
 */
export function* productionCards(
  lines: readonly ProductionLine[],
  output: SvgOutput = 'text',
  range: { from: number; to: number } = { from: 0, to: Infinity },
  options: ProductionFileOptions = {},
  // Pen changes are counted over the whole order, so only a run from its first card has them
  // (the drawing workers count none: drawPool.ts counts them in order and has a card with a
  // change drawn again with an ink that always changes, `penChangeAt`).
  // `null`: none.
  ink: InkCount | null = range.from === 0
    ? new PenInk(options.plotter ?? DEFAULT_PLOTTER_SETTINGS)
    : null,
): Generator<ProductionCard> {
  const width = cardNumberWidth(cardCount(lines));
  let first = 0;
  for (const [index, line] of lines.entries()) {
    const { recipients } = line.configuration;
    const start = Math.max(range.from, first);
    const end = Math.min(range.to, first + recipients.length);
    if (start < end) {
      const settings = settingsOf(line.configuration);
      for (let i = start; i < end; i += 1) {
        const recipient = recipients[i - first] as Recipient;
        const card = { n: i + 1, item: index + 1, width };
        yield cardFiles(line, settings, recipient, card, output, options, ink ?? undefined);
      }
    }
    first += recipients.length;
    if (first >= range.to) return;
  }
}

/** Card `n` (1-based) alone, or null when the order has no such card. */
export function productionCard(
  lines: readonly ProductionLine[],
  n: number,
  options: ProductionFileOptions = {},
): ProductionCard | null {
  if (!Number.isSafeInteger(n) || n < 1) return null;
  const [card] = productionCards(lines, 'text', { from: n - 1, to: n }, options);
  return card ?? null;
}
