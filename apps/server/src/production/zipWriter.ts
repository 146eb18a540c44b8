// The production ZIP's container (docs/pen-fonts.md, „Streaming“): entries whose data is
// ready made (deflated on the drawing threads, or stored) written one after the other —
// local header with CRC-32 and sizes, data — then the central directory and its end record
// (PKWARE APPNOTE 6.3, no data descriptors, no ZIP64).
//
// Why not fflate's streaming `Zip` (used until 2026-12-05): it keeps every entry's object,
// header and closures until the central directory is written, ~2 kB per entry — 45 MB for
// the 20,000 files of 10,000 cards, which took the server past its 300 MB. This writer keeps
// 20 bytes of figures and the name's bytes per entry. Tests read its output with yauzl.

export const ZIP_STORED = 0;
export const ZIP_DEFLATED = 8;

export type ZipMethod = typeof ZIP_STORED | typeof ZIP_DEFLATED;

/** Beyond these the format needs ZIP64, which this writer does not write. */
const MAX_ENTRIES = 0xffff;
const MAX_BYTES = 0xffffffff;
/** Names may be UTF-8 (general purpose flag bit 11). */
const UTF8_FLAG = 0x0800;
const VERSION = 20;

const utf8 = new TextEncoder();

/** MS-DOS date and time (local time, 2-second steps), as ZIP readers interpret them. */
function dosDateTime(at: Date): number {
  const year = at.getFullYear() - 1980;
  if (year < 0 || year > 127) throw new RangeError('ZIP dates run from 1980 to 2107');
  return (
    ((year << 25) |
      ((at.getMonth() + 1) << 21) |
      (at.getDate() << 16) |
      (at.getHours() << 11) |
      (at.getMinutes() << 5) |
      (at.getSeconds() >> 1)) >>>
    0
  );
}

export class ZipWriter {
  private offset = 0;
  private count = 0;
  /** Per entry: CRC-32, compressed size, size, local header offset, method. */
  private figures = new Uint32Array(5 * 64);
  /** The entries' names, one after the other, and where each ends. */
  private names = new Uint8Array(4096);
  private namesLength = 0;
  private nameEnds = new Uint32Array(64);
  private readonly dateTime: number;

  /** `write` gets the archive's bytes in order; `mtime` is every entry's time. */
  constructor(
    private readonly write: (chunk: Uint8Array) => void,
    mtime: Date,
  ) {
    this.dateTime = dosDateTime(mtime);
  }

  /** Adds an entry: `data` is stored or raw deflate data of the `size` bytes with `crc32`. */
  add(path: string, method: ZipMethod, crc32: number, size: number, data: Uint8Array): void {
    if (this.count === MAX_ENTRIES)
      throw new RangeError('a ZIP without ZIP64 holds 65,535 entries');
    if (size > MAX_BYTES || data.length > MAX_BYTES || this.offset > MAX_BYTES)
      throw new RangeError('a ZIP without ZIP64 holds at most 4 GB');
    const name = utf8.encode(path);
    const header = new Uint8Array(30 + name.length);
    const view = new DataView(header.buffer);
    view.setUint32(0, 0x04034b50, true);
    view.setUint16(4, VERSION, true);
    view.setUint16(6, UTF8_FLAG, true);
    view.setUint16(8, method, true);
    view.setUint32(10, this.dateTime, true);
    view.setUint32(14, crc32 >>> 0, true);
    view.setUint32(18, data.length, true);
    view.setUint32(22, size, true);
    view.setUint16(26, name.length, true);
    header.set(name, 30);
    this.remember(name, [crc32 >>> 0, data.length, size, this.offset, method]);
    this.write(header);
    if (data.length > 0) this.write(data);
    this.offset += header.length + data.length;
  }

  private remember(name: Uint8Array, figures: number[]) {
    if (this.figures.length < 5 * (this.count + 1)) {
      const grown = new Uint32Array(this.figures.length * 2);
      grown.set(this.figures);
      this.figures = grown;
      const ends = new Uint32Array(this.nameEnds.length * 2);
      ends.set(this.nameEnds);
      this.nameEnds = ends;
    }
    if (this.names.length < this.namesLength + name.length) {
      const grown = new Uint8Array(Math.max(this.names.length * 2, this.namesLength + name.length));
      grown.set(this.names.subarray(0, this.namesLength));
      this.names = grown;
    }
    this.figures.set(figures, 5 * this.count);
    this.names.set(name, this.namesLength);
    this.namesLength += name.length;
    this.nameEnds[this.count] = this.namesLength;
    this.count += 1;
  }

  /** Writes the central directory and its end record. */
  end(): void {
    const size = 46 * this.count + this.namesLength;
    if (this.offset > MAX_BYTES || this.offset + size > MAX_BYTES)
      throw new RangeError('a ZIP without ZIP64 holds at most 4 GB');
    const directory = new Uint8Array(size + 22);
    const view = new DataView(directory.buffer);
    let at = 0;
    let nameStart = 0;
    for (let i = 0; i < this.count; i += 1) {
      const nameEnd = this.nameEnds[i] as number;
      const [crc32, compressed, original, offset, method] = this.figures.subarray(5 * i, 5 * i + 5);
      view.setUint32(at, 0x02014b50, true);
      view.setUint16(at + 4, VERSION, true);
      view.setUint16(at + 6, VERSION, true);
      view.setUint16(at + 8, UTF8_FLAG, true);
      view.setUint16(at + 10, method as number, true);
      view.setUint32(at + 12, this.dateTime, true);
      view.setUint32(at + 16, crc32 as number, true);
      view.setUint32(at + 20, compressed as number, true);
      view.setUint32(at + 24, original as number, true);
      view.setUint16(at + 28, nameEnd - nameStart, true);
      // extra, comment, disk, internal and external attributes: 0
      view.setUint32(at + 42, offset as number, true);
      directory.set(this.names.subarray(nameStart, nameEnd), at + 46);
      at += 46 + nameEnd - nameStart;
      nameStart = nameEnd;
    }
    view.setUint32(at, 0x06054b50, true);
    view.setUint16(at + 8, this.count, true);
    view.setUint16(at + 10, this.count, true);
    view.setUint32(at + 12, size, true);
    view.setUint32(at + 16, this.offset, true);
    this.write(directory);
    this.offset += directory.length;
  }
}
