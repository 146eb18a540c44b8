import type { Recipient } from '@federkiel/machines/configurator/recipientSchema';
import {
  cardCount,
  cardFiles,
  cardNumberWidth,
  type CardFileFigures,
  type ProductionCard,
  type ProductionFileOptions,
  type ProductionLine,
  settingsOf,
} from './cardFiles.ts';
import { zipped } from './compression.ts';

// A card of the production ZIP as it goes into the ZIP: each file's figures, CRC-32, size and
// its compressed (or stored) bytes. Made on a drawing worker (drawWorker.ts) or, for a small
// order, on the request's thread (productionZip.ts) — the same code either way.

/**
 * What a drawing thread keeps: the order's lines with their pen fonts but without their
 * recipients (each request brings its own: 10,000 recipients in every thread would hold
 * megabytes twice over), the files' options and the card numbers' width.
 */
export interface DrawSetup {
  lines: ProductionLine[];
  options: ProductionFileOptions;
  /** zlib level; 0 stores. */
  level: number;
  width: number;
}

export interface DrawnFile extends CardFileFigures {
  /** CRC-32 and size of the file itself, and its bytes as they go into the ZIP. */
  crc32: number;
  size: number;
  data: Uint8Array;
}

export type DrawnCard = ProductionCard<DrawnFile>;

/** Cards of the order, each with its line (1-based), number and recipient. */
export interface DrawRequest {
  cards: { item: number; n: number; recipient: Recipient }[];
}

export type DrawAnswer = { cards: DrawnCard[] } | { error: string };

/** A card made as bytes, checksummed and compressed. */
export function drawnCard(card: ProductionCard, level: number): DrawnCard {
  const files = card.files.map(({ bytes = new Uint8Array(0), svg: _svg, ...figures }) => ({
    ...figures,
    ...zipped(bytes, level),
  }));
  return { ...card, files };
}

export function drawSetup(
  lines: readonly ProductionLine[],
  options: ProductionFileOptions,
  level: number,
): DrawSetup {
  return {
    lines: lines.map((line) => ({
      ...line,
      configuration: { ...line.configuration, recipients: [] },
    })),
    options,
    level,
    width: cardNumberWidth(cardCount(lines)),
  };
}

/** Cards `from` (0-based, inclusive) to `to` (exclusive) of the order, for a drawing thread. */
export function drawRequest(
  lines: readonly ProductionLine[],
  from: number,
  to: number,
): DrawRequest {
  const cards: DrawRequest['cards'] = [];
  let first = 0;
  for (const [index, line] of lines.entries()) {
    const { recipients } = line.configuration;
    for (let i = Math.max(from, first); i < Math.min(to, first + recipients.length); i += 1)
      cards.push({ item: index + 1, n: i + 1, recipient: recipients[i - first] as Recipient });
    first += recipients.length;
  }
  return { cards };
}

/** A request's cards, drawn without counting pen changes (the pool counts them, in order). */
export function drawCards(setup: DrawSetup, request: DrawRequest): DrawnCard[] {
  return request.cards.map(({ item, n, recipient }) => {
    const line = setup.lines[item - 1] as ProductionLine;
    const settings = settingsOf(line.configuration);
    const card = { n, item, width: setup.width };
    return drawnCard(
      cardFiles(line, settings, recipient, card, 'bytes', setup.options),
      setup.level,
    );
  });
}

/** The buffers of the cards' data, to transfer them instead of copying. */
export function transferables(cards: readonly DrawnCard[]): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  for (const card of cards)
    for (const { data } of card.files)
      if (data.byteOffset === 0 && data.byteLength === data.buffer.byteLength)
        buffers.add(data.buffer as ArrayBuffer);
  return [...buffers];
}
