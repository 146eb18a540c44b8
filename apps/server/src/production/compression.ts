import zlib from 'node:zlib';

// How the production ZIP compresses its files (docs/pen-fonts.md, "Performance"). The SVGs are
// digits, spaces, `-` and a few tags: Huffman coding alone takes them to 48 % of their size
// at under half the CPU time of zlib's fastest full level (which reaches 43 %, matching the
// few repeated strings costs more than it saves); with the paths in whole micrometres that is
// smaller than level 1 was on the millimetre paths (62 kB per postcard and envelope, was 71).

/**
 * zlib's options for every compressed entry; level 0 stores (ZIP method 0). `memLevel` 9
 * (default 8) doubles the symbols per Huffman block: fewer blocks and code tables, 3–6 % less
 * time for the same size on the cards' SVGs.
 */
export function deflateOptions(level: number): zlib.ZlibOptions {
  return { level, strategy: zlib.constants.Z_HUFFMAN_ONLY, memLevel: 9 };
}

/** The level of the production ZIP's entries (default). */
export const COMPRESSION_LEVEL = 1;

/**
 * Raw deflate (ZIP method 8) of `bytes` in a buffer of its own (zlib may hand out a view
 * into a larger one, which a worker could not transfer without copying).
 */
export function deflated(bytes: Uint8Array, level: number): Uint8Array {
  const data = zlib.deflateRawSync(bytes, deflateOptions(level));
  if (data.byteOffset === 0 && data.byteLength === data.buffer.byteLength) return data;
  const exact = new Uint8Array(data.length);
  exact.set(data);
  return exact;
}

/** A file as it goes into the ZIP: CRC-32 and size of the file, and its compressed (or, at level 0, stored) bytes. */
export function zipped(
  bytes: Uint8Array,
  level: number,
): { crc32: number; size: number; data: Uint8Array } {
  return {
    crc32: zlib.crc32(bytes),
    size: bytes.length,
    data: level > 0 ? deflated(bytes, level) : bytes,
  };
}
