import zlib from 'node:zlib';
import {
  productionCards,
  type CardFileFigures,
  type ProductionCard,
  type ProductionLine,
} from './cardFiles.ts';
import { ZIP_DEFLATED, ZIP_STORED } from './zipWriter.ts';

// The production ZIP's cards ready to be written: drawn, their SVGs compressed and checksummed
// (docs/pen-fonts.md, "Performance"). This is the CPU-heavy part of the ZIP and runs in the
// drawing workers (drawWorker.ts); the thread that streams the ZIP only frames the results.

/**
 * zlib level of the SVG entries. Level 1: 41 % of the SVG size; level 6 gives 38 % at about
 * twice the time, Huffman-only 54 % at half of it, storing 100 % (docs/pen-fonts.md).
 */
export const COMPRESSION_LEVEL = 1;

export interface EncodedFile extends CardFileFigures {
  method: typeof ZIP_STORED | typeof ZIP_DEFLATED;
  crc32: number;
  /** Bytes of the SVG. */
  size: number;
  /** The entry's data (deflated or stored SVG). */
  data: Uint8Array;
}

export type EncodedCard = ProductionCard<EncodedFile>;

/** One file's ZIP data. */
export function encodeFile(
  bytes: Uint8Array,
  level: number,
): Pick<EncodedFile, 'method' | 'crc32' | 'size' | 'data'> {
  return {
    method: level === 0 ? ZIP_STORED : ZIP_DEFLATED,
    crc32: zlib.crc32(bytes),
    size: bytes.length,
    data: level === 0 ? bytes : zlib.deflateRawSync(bytes, { level }),
  };
}

/** Cards `from` to `to` (0-based, `to` exclusive) of the order, encoded. */
export function encodeCards(
  lines: readonly ProductionLine[],
  from: number,
  to: number,
  level = COMPRESSION_LEVEL,
): EncodedCard[] {
  const cards: EncodedCard[] = [];
  for (const card of productionCards(lines, 'bytes', { from, to })) {
    cards.push({
      ...card,
      files: card.files.map(({ svg: _svg, bytes, ...figures }) => ({
        ...figures,
        ...encodeFile(bytes ?? new Uint8Array(0), level),
      })),
    });
  }
  return cards;
}
