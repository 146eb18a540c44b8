import { draftOf, fitSettingsOf } from '@federkiel/machines/configurator/orderConfiguration';
import type { Recipient } from '@federkiel/machines/configurator/recipientSchema';
import type { OrderConfiguration } from '@federkiel/machines/configurator/schema';
import type { CanvasKind } from '@federkiel/machines/configurator/vocabulary';
import type { FitSettings } from '@federkiel/machines/configurator/fitCheck';
import {
  drawingSvg,
  penCardPages,
  penEnvelope,
  PenWritingError,
  type PenDrawing,
} from '@federkiel/machines/pen/cardSvg';
import { estimateWritingSeconds } from '@federkiel/machines/pen/strokeOrder';
import { recipientName } from '../dashboard/orderCards.ts';
import type { ResolvedPenFont } from './penFonts.ts';

// The robot's files of each card (docs/pen-fonts.md): one SVG per written card side and one
// for the envelope, made by the machines' pure pen code (machines/src/pen/cardSvg.ts) with the
// order line's pen font. Cards come in the dashboard's order (line by line, recipient by
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

export interface CardFile {
  /** `0001-vorderseite.svg` (no folder). */
  name: string;
  side: string;
  /** The SVG text; empty when files were made without it (`withSvg: false`). */
  svg: string;
  penDownMm: number;
  penUpMm: number;
  strokes: number;
  seconds: number;
}

export interface ProductionCard {
  n: number;
  /** 1-based order line. */
  item: number;
  receiver: string;
  files: CardFile[];
  /** Why the robot cannot write this card (then `files` is empty). */
  problem: string | null;
}

/** `0001`: card numbers padded to at least four digits, to the width of the largest. */
export function cardNumberWidth(total: number): number {
  return Math.max(4, String(total).length);
}

function hasAddress(recipient: Recipient): boolean {
  const { line1, postalCode, city } = recipient.address;
  return [line1, postalCode, city].some((part) => part.trim() !== '');
}

function fileOf(name: string, side: string, drawing: PenDrawing, withSvg: boolean): CardFile {
  return {
    name,
    side,
    svg: withSvg ? drawingSvg(drawing) : '',
    penDownMm: drawing.penDownMm,
    penUpMm: drawing.penUpMm,
    strokes: drawing.strokes.length,
    seconds: estimateWritingSeconds({
      penDownMm: drawing.penDownMm,
      penUpMm: drawing.penUpMm,
      strokeCount: drawing.strokes.length,
    }),
  };
}

const NO_PEN_FONT =
  'Für die Handschrift dieser Karte gibt es keine Stiftschrift – der Roboter kann sie nicht schreiben.';

/** One card's files. A card the pen cannot write gets `problem` instead of files. */
export function cardFiles(
  line: ProductionLine,
  settings: FitSettings,
  recipient: Recipient,
  card: { n: number; item: number; width: number },
  withSvg = true,
): ProductionCard {
  const number = String(card.n).padStart(card.width, '0');
  const base = { n: card.n, item: card.item, receiver: recipientName(recipient) };
  if (!line.pen) return { ...base, files: [], problem: NO_PEN_FONT };
  const font = line.pen.font;
  const sides: readonly string[] = SIDE_NAMES[settings.canvas.kind] ?? [];
  try {
    const files = penCardPages({ font, settings, recipient }).map(({ page, drawing }) => {
      const side = sides[page] ?? `seite-${page + 1}`;
      return fileOf(`${number}-${side}.svg`, side, drawing, withSvg);
    });
    const envelope = hasAddress(recipient)
      ? penEnvelope({
          font,
          recipient,
          canvas: settings.canvas,
          envelope: line.configuration.shipping.envelope,
        })
      : null;
    if (envelope)
      files.push(fileOf(`${number}-${ENVELOPE_SIDE}.svg`, ENVELOPE_SIDE, envelope, withSvg));
    return { ...base, files, problem: null };
  } catch (error) {
    if (error instanceof PenWritingError) return { ...base, files: [], problem: error.message };
    throw error;
  }
}

/** The fit settings of a stored configuration (as the server's fit check builds them). */
export function settingsOf(configuration: OrderConfiguration): FitSettings {
  const settings = fitSettingsOf(draftOf(configuration));
  if (!settings) throw new Error('configuration without a canvas');
  return settings;
}

export function cardCount(lines: readonly ProductionLine[]): number {
  return lines.reduce((sum, line) => sum + line.configuration.recipients.length, 0);
}

/** Every card of the order, in order, made one at a time. */
export function* productionCards(
  lines: readonly ProductionLine[],
  withSvg = true,
): Generator<ProductionCard> {
  const width = cardNumberWidth(cardCount(lines));
  let n = 0;
  for (const [index, line] of lines.entries()) {
    const settings = settingsOf(line.configuration);
    for (const recipient of line.configuration.recipients) {
      n += 1;
      yield cardFiles(line, settings, recipient, { n, item: index + 1, width }, withSvg);
    }
  }
}

/** Card `n` (1-based) alone, or null when the order has no such card. */
export function productionCard(lines: readonly ProductionLine[], n: number): ProductionCard | null {
  const width = cardNumberWidth(cardCount(lines));
  let first = 1;
  for (const [index, line] of lines.entries()) {
    const { recipients } = line.configuration;
    if (n < first + recipients.length) {
      const recipient = recipients[n - first];
      if (!recipient) return null;
      return cardFiles(line, settingsOf(line.configuration), recipient, {
        n,
        item: index + 1,
        width,
      });
    }
    first += recipients.length;
  }
  return null;
}
