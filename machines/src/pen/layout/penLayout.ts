import {
  type WritableArea,
  writableArea,
  PRIMARY_PAGE,
} from '../../configurator/canvasGeometry.ts';
import { layoutEnvelope } from '../../configurator/envelopeLayout.ts';
import { type CardFit, type FitSettings, fitCard } from '../../configurator/fitCheck.ts';
import type { Recipient } from '../../configurator/recipientSchema.ts';
import type { Canvas, PageIndex } from '../../configurator/schema.ts';
import type { TextLayout } from '../../configurator/textLayout.ts';
import type { Envelope, TextSize } from '../../configurator/vocabulary.ts';
import type { PenFont } from '../types/penTypes.ts';
import { penLayoutFont } from './layoutFont.ts';

// Stage 1 of the pen pipeline (docs/pen-fonts.md, "Pipeline"): text → lines and glyph places.
// A card side is laid out by the fit check's own `fitCard` on the pen font (same composed
// text, same line breaks, same writable area), an envelope by the writing check's
// `layoutEnvelope`; so what the customer was told fits is what the pen writes. A side the pen
// cannot write completely is refused here (`PenWritingError`), before any stroke is made.

export type PenWritingProblem =
  | { code: 'overflow'; line: number; text: string }
  | { code: 'missingCharacters'; characters: string[] }
  | { code: 'addressLineTooLong'; text: string }
  | { code: 'noSuchPage'; page: PageIndex };

/** The robot must not write a card that does not fit or that it cannot write completely. */
export class PenWritingError extends Error {
  override name = 'PenWritingError';
  constructor(readonly problem: PenWritingProblem) {
    super(
      problem.code === 'overflow'
        ? `Text passt nicht: Zeile ${problem.line} („${problem.text}“) läuft über den Schreibbereich.`
        : problem.code === 'missingCharacters'
          ? `Die Stiftschrift kann diese Zeichen nicht schreiben: ${problem.characters.join(' ')}`
          : problem.code === 'addressLineTooLong'
            ? `Die Adresszeile „${problem.text}“ ist zu lang für das Adressfeld des Umschlags.`
            : `Diese Karte hat keine Seite ${problem.page}.`,
    );
  }
}

/** One side laid out: what the glyph stage places letters on. */
export interface PenSideLayout {
  /** The sheet (card page or envelope), mm. */
  widthMm: number;
  heightMm: number;
  area: WritableArea;
  layout: TextLayout;
  /** The variation's seed for this side. */
  seed: string;
  /** The variation's page number (the card's page index; 0 for an envelope). */
  page: number;
}

function refuse(layout: TextLayout) {
  if (layout.missingCharacters.length > 0)
    throw new PenWritingError({
      code: 'missingCharacters',
      characters: layout.missingCharacters,
    });
  if (layout.overflowAt)
    throw new PenWritingError({
      code: 'overflow',
      line: layout.overflowAt.line,
      text: layout.overflowAt.text,
    });
}

/** The card laid out with the pen font: exactly the fit check's `fitCard`. */
export function cardLayout(font: PenFont, settings: FitSettings, recipient: Recipient): CardFit {
  return fitCard(penLayoutFont(font), settings, recipient);
}

/** The pages of a laid-out card that have writing, in page order. */
export function writtenPages(fit: CardFit): PageIndex[] {
  return fit.pages
    .filter((page) => page.layout.lines.some((line) => line.text.trim() !== ''))
    .map((page) => page.index);
}

export interface CardSideLayoutInput {
  font: PenFont;
  settings: FitSettings;
  recipient: Recipient;
  /** The page to write; default the canvas kind's primary page. */
  page?: PageIndex;
  /** The card's layout when the caller has it (`cardLayout`): one layout for all its sides. */
  fit?: CardFit;
  seed?: string;
  /** Lay out a side the pen would refuse (the preview's partial writing). */
  partial?: boolean;
}

/** One card page laid out. Throws `PenWritingError` unless `partial`. */
export function cardSideLayout(input: CardSideLayoutInput): PenSideLayout {
  const { settings, recipient } = input;
  const fit = input.fit ?? cardLayout(input.font, settings, recipient);
  const index = input.page ?? PRIMARY_PAGE[settings.canvas.kind];
  const page = fit.pages.find((candidate) => candidate.index === index);
  if (!page) throw new PenWritingError({ code: 'noSuchPage', page: index });
  if (!input.partial) refuse(page.layout);
  return {
    widthMm: settings.canvas.widthMm,
    heightMm: settings.canvas.heightMm,
    area: writableArea(settings.canvas, index, settings.hasLogo),
    layout: page.layout,
    seed: input.seed ?? recipient.id,
    page: index,
  };
}

export interface EnvelopeSideLayoutInput {
  font: PenFont;
  recipient: Recipient;
  canvas: Pick<Canvas, 'kind' | 'widthMm' | 'heightMm'>;
  envelope: Envelope;
  /** Default medium, whatever the card uses: an address should be plain to read. */
  textSize?: TextSize;
  /** The card's seed; the envelope's is `<seed>:envelope`. */
  seed?: string;
  partial?: boolean;
}

/**
 * The envelope's address laid out, or null for a blank envelope ("no address printed").
 * Throws `PenWritingError` like a card side unless `partial`.
 */
export function envelopeSideLayout(input: EnvelopeSideLayoutInput): PenSideLayout | null {
  if (input.envelope === 'blank') return null;
  const { format, area, layout, tooLong } = layoutEnvelope({
    font: penLayoutFont(input.font),
    canvas: input.canvas,
    recipient: input.recipient,
    ...(input.textSize ? { textSize: input.textSize } : {}),
  });
  if (!input.partial) {
    if (layout.missingCharacters.length === 0 && tooLong[0] !== undefined)
      throw new PenWritingError({ code: 'addressLineTooLong', text: tooLong[0] });
    refuse(layout);
  }
  return {
    widthMm: format.widthMm,
    heightMm: format.heightMm,
    area,
    layout,
    seed: `${input.seed ?? input.recipient.id}:envelope`,
    page: 0,
  };
}
