import type { AsyncFlateStreamHandler, Zip, ZipInputFile } from 'fflate';

// One file of the production ZIP for fflate's streaming `Zip`, with its data already deflated
// (on the deflate worker, natively) or stored. fflate's `ZipInputFile` is the documented way to
// hand it data it need not compress: name, CRC-32, size and method up front, then the bytes.
// The object keeps no data: fflate holds on to every entry's object until the central
// directory is written.

export const ZIP_STORED = 0;
export const ZIP_DEFLATED = 8;

export interface EntryFacts {
  name: string;
  method: typeof ZIP_STORED | typeof ZIP_DEFLATED;
  /** CRC-32 and size of the uncompressed data. */
  crc32: number;
  size: number;
  /** The entry's time (the order's date, so a re-export is byte-identical). */
  mtime: Date;
}

export class DeflatedEntry implements ZipInputFile {
  readonly filename: string;
  readonly crc: number;
  readonly size: number;
  readonly compression: number;
  readonly mtime: Date;
  ondata?: AsyncFlateStreamHandler;

  constructor(
    private readonly zip: Zip,
    facts: EntryFacts,
  ) {
    this.filename = facts.name;
    this.crc = facts.crc32;
    this.size = facts.size;
    this.compression = facts.method;
    this.mtime = facts.mtime;
  }

  /** Adds the entry with its (compressed) bytes, in one piece. */
  write(data: Uint8Array): void {
    this.zip.add(this);
    (this.ondata as AsyncFlateStreamHandler)(null, data as Uint8Array<ArrayBuffer>, true);
  }
}
