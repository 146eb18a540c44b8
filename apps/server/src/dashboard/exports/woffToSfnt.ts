import { inflateSync } from 'node:zlib';

// WOFF (1.0) is a TrueType/OpenType font with each table zlib-compressed. fontkit reads it,
// but inflates a table again on every access, which makes setting thousands of card texts
// several times slower. Unpacking the file once into the plain font it wraps (W3C WOFF
// spec §4–5) gives pdfkit the same font without that cost. Other formats pass unchanged.

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const pad4 = (n: number) => (n + 3) & ~3;

export function woffToSfnt(file: Buffer): Buffer {
  if (file.length < WOFF_HEADER || file.readUInt32BE(0) !== WOFF_SIGNATURE) return file;
  const flavor = file.readUInt32BE(4);
  const numTables = file.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = file.readUInt32BE(at + 4);
    const compLength = file.readUInt32BE(at + 8);
    const origLength = file.readUInt32BE(at + 12);
    const stored = file.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('WOFF table has the wrong length');
    return {
      tag: file.readUInt32BE(at),
      checksum: file.readUInt32BE(at + 16),
      data,
    };
  });

  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= numTables) {
    searchRange *= 2;
    entrySelector += 1;
  }
  const size = tables.reduce(
    (sum, table) => sum + pad4(table.data.length),
    SFNT_HEADER + numTables * SFNT_ENTRY,
  );
  const out = Buffer.alloc(size);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange * 16, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange * 16, 10);
  let offset = SFNT_HEADER + numTables * SFNT_ENTRY;
  tables.forEach((table, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    out.writeUInt32BE(table.tag, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += pad4(table.data.length);
  });
  return out;
}
