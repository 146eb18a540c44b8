// A streaming ZIP writer for entries whose data is complete before they are written: the
// production ZIP's files are compressed in one piece (by the drawing workers, see
// drawPool.ts), so the CRC-32 and both sizes go into the local header and no data
// descriptor follows. The writer only frames: `entry()` answers the bytes of a local header
// (the caller writes the data after it) and `end()` the central directory. All it keeps per
// entry is its central directory record (~100 bytes), so memory does not grow with the data.
//
// The layout is yazl's (yazl 3.3 `addBuffer`, which wrote this ZIP before): UTF-8 names, no
// extra field in the local header, an Info-ZIP universal timestamp (the mtime in UTC) in the
// central directory, DOS time in the server's local time zone, mode 0100664, ZIP64 records
// once an offset, the directory or the number of entries exceeds the 32/16-bit fields. The
// tests compare the output with yazl's byte for byte.

/** Stored (level 0) or deflated. */
export const ZIP_STORED = 0;
export const ZIP_DEFLATED = 8;

export interface ZipEntry {
  /** Path inside the ZIP (`/` separated, relative). */
  name: string;
  method: typeof ZIP_STORED | typeof ZIP_DEFLATED;
  crc32: number;
  /** Bytes of the file itself. */
  size: number;
  /** Bytes of its data as written (`size` when stored). */
  compressedSize: number;
}

const VERSION_MADE_BY = (3 << 8) | 63; // Unix, spec 6.3
const VERSION_NEEDED_UTF8 = 20;
const VERSION_NEEDED_ZIP64 = 45;
const FILE_NAME_IS_UTF8 = 1 << 11;
const FILE_MODE = 0o100664;
const LOCAL_HEADER_SIZE = 30;
const CENTRAL_RECORD_SIZE = 46;
const TIMESTAMP_EXTRA_SIZE = 9;
const ZIP64_EXTRA_SIZE = 28;
const ZIP64_END_SIZE = 56;
const ZIP64_LOCATOR_SIZE = 20;
const END_SIZE = 22;
const MAX_32 = 0xffffffff;

// DOS dates are local time (as yazl computes them).
const MIN_DOS_DATE = new Date(1980, 0, 1);
const MAX_DOS_DATE = new Date(2107, 11, 31, 23, 59, 58);

function dosDateTime(mtime: Date): { date: number; time: number } {
  const at = mtime < MIN_DOS_DATE ? MIN_DOS_DATE : mtime > MAX_DOS_DATE ? MAX_DOS_DATE : mtime;
  return {
    date:
      (at.getDate() & 0x1f) |
      (((at.getMonth() + 1) & 0xf) << 5) |
      (((at.getFullYear() - 1980) & 0x7f) << 9),
    time:
      Math.floor(at.getSeconds() / 2) |
      ((at.getMinutes() & 0x3f) << 5) |
      ((at.getHours() & 0x1f) << 11),
  };
}

function writeUInt64(buffer: Buffer, value: number, offset: number) {
  buffer.writeUInt32LE(value % 0x100000000, offset);
  buffer.writeUInt32LE(Math.floor(value / 0x100000000), offset + 4);
}

export class ZipWriter {
  private readonly date: number;
  private readonly time: number;
  private readonly unixTime: number;
  /** The central directory so far. */
  private readonly records: Buffer[] = [];
  private entries = 0;
  private readonly names = new Set<string>();
  /** Bytes handed out so far (the offset of the next local header). */
  offset = 0;

  /** Every entry carries `mtime` (the production ZIP: the order's date). */
  constructor(mtime: Date) {
    ({ date: this.date, time: this.time } = dosDateTime(mtime));
    this.unixTime = Math.min(0x7fffffff, Math.max(-0x80000000, Math.floor(mtime.getTime() / 1000)));
  }

  /** The local header of `entry`; its `compressedSize` bytes of data must follow it. */
  entry(entry: ZipEntry): Buffer {
    if (entry.name === '' || entry.name.startsWith('/') || entry.name.split('/').includes('..'))
      throw new Error(`invalid ZIP entry name: ${entry.name}`);
    if (this.names.has(entry.name)) throw new Error(`duplicate ZIP entry: ${entry.name}`);
    if (entry.size > MAX_32 - 1 || entry.compressedSize > MAX_32 - 1)
      throw new Error(`ZIP entry too large: ${entry.name}`);
    this.names.add(entry.name);
    const name = Buffer.from(entry.name, 'utf8');
    const header = Buffer.alloc(LOCAL_HEADER_SIZE + name.length);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(VERSION_NEEDED_UTF8, 4);
    header.writeUInt16LE(FILE_NAME_IS_UTF8, 6);
    header.writeUInt16LE(entry.method, 8);
    header.writeUInt16LE(this.time, 10);
    header.writeUInt16LE(this.date, 12);
    header.writeUInt32LE(entry.crc32 >>> 0, 14);
    header.writeUInt32LE(entry.compressedSize, 18);
    header.writeUInt32LE(entry.size, 22);
    header.writeUInt16LE(name.length, 26);
    header.writeUInt16LE(0, 28);
    name.copy(header, LOCAL_HEADER_SIZE);
    this.records.push(this.centralRecord(entry, name, this.offset));
    this.entries += 1;
    this.offset += header.length + entry.compressedSize;
    return header;
  }

  private centralRecord(entry: ZipEntry, name: Buffer, offset: number): Buffer {
    const zip64 = offset > MAX_32 - 1;
    // From Buffer's shared pool (records are small and all kept to the end); every byte is
    // written below.
    const record = Buffer.allocUnsafe(
      CENTRAL_RECORD_SIZE + name.length + TIMESTAMP_EXTRA_SIZE + (zip64 ? ZIP64_EXTRA_SIZE : 0),
    );
    record.fill(0, 0, CENTRAL_RECORD_SIZE);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(VERSION_MADE_BY, 4);
    record.writeUInt16LE(zip64 ? VERSION_NEEDED_ZIP64 : VERSION_NEEDED_UTF8, 6);
    record.writeUInt16LE(FILE_NAME_IS_UTF8, 8);
    record.writeUInt16LE(entry.method, 10);
    record.writeUInt16LE(this.time, 12);
    record.writeUInt16LE(this.date, 14);
    record.writeUInt32LE(entry.crc32 >>> 0, 16);
    record.writeUInt32LE(zip64 ? MAX_32 : entry.compressedSize, 20);
    record.writeUInt32LE(zip64 ? MAX_32 : entry.size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt16LE(TIMESTAMP_EXTRA_SIZE + (zip64 ? ZIP64_EXTRA_SIZE : 0), 30);
    // file comment length, disk number, internal attributes: 0
    record.writeUInt32LE((FILE_MODE << 16) >>> 0, 38);
    record.writeUInt32LE(zip64 ? MAX_32 : offset, 42);
    let at = CENTRAL_RECORD_SIZE;
    name.copy(record, at);
    at += name.length;
    // Info-ZIP universal timestamp: mtime (the atime flag as Info-ZIP sets it, no atime).
    record.writeUInt16LE(0x5455, at);
    record.writeUInt16LE(TIMESTAMP_EXTRA_SIZE - 4, at + 2);
    record.writeUInt8(0b11, at + 4);
    record.writeInt32LE(this.unixTime, at + 5);
    at += TIMESTAMP_EXTRA_SIZE;
    if (zip64) {
      record.writeUInt16LE(0x0001, at);
      record.writeUInt16LE(ZIP64_EXTRA_SIZE - 4, at + 2);
      writeUInt64(record, entry.size, at + 4);
      writeUInt64(record, entry.compressedSize, at + 12);
      writeUInt64(record, offset, at + 20);
    }
    return record;
  }

  /** The central directory and its end records: the last bytes of the ZIP. */
  end(): Buffer {
    const start = this.offset;
    const size = this.records.reduce((sum, record) => sum + record.length, 0);
    const zip64 = this.entries >= 0xffff || size >= MAX_32 || start >= MAX_32;
    const end = Buffer.alloc(END_SIZE);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(zip64 && this.entries >= 0xffff ? 0xffff : this.entries, 8);
    end.writeUInt16LE(zip64 && this.entries >= 0xffff ? 0xffff : this.entries, 10);
    end.writeUInt32LE(size >= MAX_32 ? MAX_32 : size, 12);
    end.writeUInt32LE(start >= MAX_32 ? MAX_32 : start, 16);
    const tail: Buffer[] = [];
    if (zip64) {
      const record = Buffer.alloc(ZIP64_END_SIZE);
      record.writeUInt32LE(0x06064b50, 0);
      writeUInt64(record, ZIP64_END_SIZE - 12, 4);
      record.writeUInt16LE(VERSION_MADE_BY, 12);
      record.writeUInt16LE(VERSION_NEEDED_ZIP64, 14);
      writeUInt64(record, this.entries, 24);
      writeUInt64(record, this.entries, 32);
      writeUInt64(record, size, 40);
      writeUInt64(record, start, 48);
      const locator = Buffer.alloc(ZIP64_LOCATOR_SIZE);
      locator.writeUInt32LE(0x07064b50, 0);
      writeUInt64(locator, start + size, 8);
      locator.writeUInt32LE(1, 16);
      tail.push(record, locator);
    }
    const bytes = Buffer.concat([...this.records, ...tail, end]);
    this.records.length = 0;
    this.offset += bytes.length;
    return bytes;
  }
}
