import type { WritableArea } from './canvasGeometry.ts';
import { recipientAddressBlock } from './addressBlock.ts';
import type { LayoutFont } from './fontMetrics.ts';
import type { Recipient } from './recipientSchema.ts';
import type { Canvas } from './schema.ts';
import { layoutPage, type TextLayout } from './textLayout.ts';
import type { TextSize } from './vocabulary.ts';

// Where and how the robot writes the address on an envelope (issue 26): the same layout for
// the pen files (pen/cardSvg.ts) and the writing check (writingCheck.ts), so what the check
// accepts is exactly what the robot writes. An address line is never broken: the block
// starts at its usual place and moves left (and up) as far as the address zone allows when a
// line or the block needs the room; a line wider than the whole zone cannot be written.

export interface EnvelopeFormat {
  name: 'C6' | 'DL' | 'C5' | 'C4';
  widthMm: number;
  heightMm: number;
}

/** DIN 678 envelope sizes, landscape, smallest first. */
export const ENVELOPE_FORMATS: readonly EnvelopeFormat[] = [
  { name: 'C6', widthMm: 162, heightMm: 114 },
  { name: 'DL', widthMm: 220, heightMm: 110 },
  { name: 'C5', widthMm: 229, heightMm: 162 },
  { name: 'C4', widthMm: 324, heightMm: 229 },
];

/** Play the card needs in its envelope, in each direction (to slide it in). */
export const ENVELOPE_PLAY_MM = 5;

/** Deutsche Post: nothing but the stamp in the top 40 mm, 15 mm clear at the other edges. */
const STAMP_ZONE_MM = 40;
const EDGE_MM = 15;

/** The address is written at medium size whatever the card uses: it should be plain to read. */
export const ENVELOPE_TEXT_SIZE: TextSize = 'medium';

/**
 * The envelope a canvas goes out in: a letter (A4) is folded in three into a DL envelope;
 * everything else takes the smallest DIN envelope it fits in with `ENVELOPE_PLAY_MM` play
 * (A6 postcard and A6 folded card → C6, DIN lang card → DL, A5 folded card → C5). A folded
 * card's canvas is its closed size, so that is what goes in.
 */
export function envelopeFormatFor(
  canvas: Pick<Canvas, 'kind' | 'widthMm' | 'heightMm'>,
): EnvelopeFormat {
  if (canvas.kind === 'letter') return ENVELOPE_FORMATS[1] as EnvelopeFormat;
  const long = Math.max(canvas.widthMm, canvas.heightMm) + ENVELOPE_PLAY_MM;
  const short = Math.min(canvas.widthMm, canvas.heightMm) + ENVELOPE_PLAY_MM;
  return (
    ENVELOPE_FORMATS.find((format) => format.widthMm >= long && format.heightMm >= short) ??
    (ENVELOPE_FORMATS[ENVELOPE_FORMATS.length - 1] as EnvelopeFormat)
  );
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Where the address is usually written: the lower right, clear of the stamp zone (Deutsche
 * Post: top 40 mm, right 74 mm) and 15 mm from the right and bottom edges. The block starts at
 * 45 % of the width and 45 % of the height (C6: 72.9 × 51.3 mm from the top left, 74.1 ×
 * 47.7 mm large: six lines at medium size).
 */
export function addressArea(format: Pick<EnvelopeFormat, 'widthMm' | 'heightMm'>): WritableArea {
  const xMm = round1(format.widthMm * 0.45);
  const yMm = Math.max(STAMP_ZONE_MM, round1(format.heightMm * 0.45));
  return {
    xMm,
    yMm,
    widthMm: format.widthMm - EDGE_MM - xMm,
    heightMm: format.heightMm - EDGE_MM - yMm,
  };
}

/** The whole zone an address may use: below the stamp zone, 15 mm from the other edges. */
export function addressZone(format: Pick<EnvelopeFormat, 'widthMm' | 'heightMm'>): WritableArea {
  return {
    xMm: EDGE_MM,
    yMm: STAMP_ZONE_MM,
    widthMm: format.widthMm - 2 * EDGE_MM,
    heightMm: format.heightMm - EDGE_MM - STAMP_ZONE_MM,
  };
}

/**
 * The address block the pen writes: the shop's one block (addressBlock.ts — DIN 5008 /
 * Deutsche Post order: company, name, c/o, street, PLZ Ort, COUNTRY abroad).
 */
export function addressLines(recipient: Recipient): string[] {
  return recipientAddressBlock(recipient);
}

/** Does the recipient have an address to write (else the envelope stays blank)? */
export function hasEnvelopeAddress(recipient: Recipient): boolean {
  const { line1, postalCode, city } = recipient.address;
  return [line1, postalCode, city].some((part) => part.trim() !== '');
}

export interface EnvelopeLayout {
  format: EnvelopeFormat;
  /** Where the block is written (page coordinates); the layout's lines are relative to it. */
  area: WritableArea;
  layout: TextLayout;
  /** Address lines wider than the whole address zone (they would have to be broken). */
  tooLong: string[];
  /** The block is taller than the zone (more lines than fit below the stamp zone). */
  tooTall: boolean;
}

/** Very wide, so the measuring pass never breaks a line. */
const UNBOUNDED_MM = 1e6;
/** Room left beyond the widest line, so rounding cannot break it when it is laid out again. */
const SLACK_MM = 0.01;

/** Lays out the address block of one envelope (see the file comment). */
export function layoutEnvelope(input: {
  font: LayoutFont;
  canvas: Pick<Canvas, 'kind' | 'widthMm' | 'heightMm'>;
  recipient: Recipient;
  textSize?: TextSize;
}): EnvelopeLayout {
  const format = envelopeFormatFor(input.canvas);
  const usual = addressArea(format);
  const zone = addressZone(format);
  const lines = addressLines(input.recipient);
  const textSize = input.textSize ?? ENVELOPE_TEXT_SIZE;
  const body = lines.join('\n');
  const measured = layoutPage({
    font: input.font,
    textSize,
    area: { widthMm: UNBOUNDED_MM, heightMm: UNBOUNDED_MM },
    heading: '',
    body,
  });
  const widest = Math.max(0, ...measured.lines.map((line) => line.widthMm));
  const tooLong = measured.lines
    .filter((line) => line.widthMm > zone.widthMm)
    .map((line) => line.text);
  const right = format.widthMm - EDGE_MM;
  const bottom = format.heightMm - EDGE_MM;
  const xMm = Math.max(zone.xMm, Math.min(usual.xMm, right - widest - SLACK_MM));
  const yMm = Math.max(zone.yMm, Math.min(usual.yMm, bottom - measured.usedHeightMm));
  const area = { xMm, yMm, widthMm: right - xMm, heightMm: bottom - yMm };
  const layout = layoutPage({ font: input.font, textSize, area, heading: '', body });
  return { format, area, layout, tooLong, tooTall: tooLong.length === 0 && !layout.fits };
}
