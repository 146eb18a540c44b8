import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import yauzl from 'yauzl';
import { describe, expect, it } from 'vitest';
import { ZIP_DEFLATED, ZIP_STORED, ZipWriter } from './zipWriter.ts';

interface Read {
  name: string;
  data: Buffer;
  crc32: number;
  method: number;
  date: Date;
}

/** Every entry as yauzl (a strict reader) reads it. */
function readZip(buffer: Buffer): Promise<Read[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, strictFileNames: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries: Read[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (openError, stream) => {
          if (openError || !stream) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.push({
              name: entry.fileName,
              data: Buffer.concat(chunks),
              crc32: entry.crc32,
              method: entry.compressionMethod,
              date: entry.getLastModDate(),
            });
            zip.readEntry();
          });
        }),
      );
      zip.readEntry();
    });
  });
}

describe('the production ZIP’s writer', () => {
  it('writes stored, deflated, empty and UTF-8 named entries that ZIP readers open', async () => {
    const mtime = new Date(2026, 10, 20, 10, 0, 3);
    const files = [
      { name: 'FK-1/0001-vorderseite.svg', data: Buffer.from('<svg>'.repeat(500)), deflate: true },
      { name: 'FK-1/Grüße an Zoë.txt', data: Buffer.from('Liebe Grüße\n'), deflate: false },
      { name: 'FK-1/leer.txt', data: Buffer.alloc(0), deflate: false },
      { name: 'FK-1/manifest.json', data: Buffer.from('{"cards": []}\n'), deflate: true },
    ];
    const chunks: Uint8Array[] = [];
    const zip = new ZipWriter((chunk) => chunks.push(chunk), mtime);
    for (const file of files)
      zip.add(
        file.name,
        file.deflate ? ZIP_DEFLATED : ZIP_STORED,
        zlib.crc32(file.data),
        file.data.length,
        file.deflate ? zlib.deflateRawSync(file.data) : file.data,
      );
    zip.end();
    const buffer = Buffer.concat(chunks);

    const read = await readZip(buffer);
    expect(read.map((entry) => entry.name)).toEqual(files.map((file) => file.name));
    read.forEach((entry, i) => {
      const file = files[i] as (typeof files)[number];
      expect(entry.data.equals(file.data)).toBe(true);
      expect(entry.crc32).toBe(zlib.crc32(file.data));
      expect(entry.method).toBe(file.deflate ? 8 : 0);
      // DOS time: 2-second steps, local time.
      expect(Math.abs(entry.date.getTime() - mtime.getTime())).toBeLessThanOrEqual(2000);
    });

    // Info-ZIP's own test of every entry (CRC-32 included), where it is installed (.ci/run
    // installs it).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'federkiel-zip-'));
    try {
      const file = path.join(dir, 'test.zip');
      fs.writeFileSync(file, buffer);
      let tested: string | null = null;
      try {
        tested = execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      if (tested !== null) expect(tested).toContain('No errors detected');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses what only ZIP64 could hold', () => {
    const zip = new ZipWriter(() => {}, new Date(2026, 0, 1));
    expect(() => zip.add('big', ZIP_STORED, 0, 2 ** 32, new Uint8Array(0))).toThrow(/4 GB/);
    expect(() => new ZipWriter(() => {}, new Date(1979, 11, 31))).toThrow(/1980/);
  });
});
