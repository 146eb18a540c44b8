import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { sniffImageFormat } from './imageFormat.ts';
import { JobLimiter } from './jobLimiter.ts';
import { UploadAllowance } from './uploadAllowance.ts';
import { uploadNameFromUrl } from './uploadUrls.ts';

const HASH = 'ab'.repeat(32);

describe('sniffImageFormat', () => {
  it('knows PNG and JPEG by their first bytes only', () => {
    expect(sniffImageFormat(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('png');
    expect(sniffImageFormat(Buffer.from('ffd8ffe000104a464946', 'hex'))).toBe('jpeg');
    expect(sniffImageFormat(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('<svg'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('ffd8', 'hex'))).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
  });
});

describe('uploadNameFromUrl', () => {
  const publicUrl = 'https://shop.example.de';
  it('accepts our root-relative and absolute upload URLs', () => {
    expect(uploadNameFromUrl(`/swell/uploads/${HASH}.png`, publicUrl)).toBe(`${HASH}.png`);
    expect(uploadNameFromUrl(`https://shop.example.de/swell/uploads/${HASH}.jpg`, publicUrl)).toBe(
      `${HASH}.jpg`,
    );
  });

  it.each([
    `https://evil.example/swell/uploads/${HASH}.png`,
    `//evil.example/swell/uploads/${HASH}.png`,
    `/swell/uploads/${HASH}.png?x=1`.replace('/swell', 'https://shop.example.de/swell'),
    `/swell/uploads/../${HASH}.png`,
    `/swell/uploads/${HASH}.gif`,
    `/swell/uploads/${HASH.toUpperCase()}.png`,
    '/swell/uploads/logo.png',
    'data:image/png;base64,AAAA',
  ])('refuses %s', (url) => {
    expect(uploadNameFromUrl(url, publicUrl)).toBeNull();
  });
});

describe('UploadAllowance', () => {
  it('allows a count and a byte total per session and hour', async () => {
    const { dir, cleanup } = makeTempDir();
    const db = await createDatabase({ kind: 'sqlite', file: path.join(dir, 'allowance.db') });
    try {
      await migrateToLatest(db);
      const allowance = new UploadAllowance(db, 'test', 2, 1024);
      await allowance.take('a', 0);
      await allowance.take('a', 1);
      await expect(allowance.take('a', 2)).rejects.toThrow(/sehr viele Bilder/);
      await allowance.take('b', 2);
      await allowance.addBytes('b', 1024, 3);
      await expect(allowance.take('b', 4)).rejects.toThrow(
        expect.objectContaining({ statusCode: 429 }),
      );
      // A new hour, a new budget.
      await allowance.take('a', 60 * 60 * 1000);
    } finally {
      await db.destroy();
      cleanup();
    }
  });
});

describe('JobLimiter', () => {
  it('runs at most n jobs at once and refuses beyond the waiting limit', async () => {
    const limiter = new JobLimiter(2, 1);
    const tick = () => new Promise((resolve) => setTimeout(resolve, 1));
    let running = 0;
    let most = 0;
    const gates: (() => void)[] = [];
    const job = () =>
      new Promise<void>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        gates.push(() => {
          running -= 1;
          resolve();
        });
      });
    const jobs = [limiter.run(job), limiter.run(job), limiter.run(job)];
    await tick();
    expect(gates).toHaveLength(2);
    await expect(limiter.run(job)).rejects.toMatchObject({ statusCode: 503 });

    gates.shift()?.();
    await tick();
    expect(gates).toHaveLength(2);
    gates.splice(0).forEach((open) => open());
    await Promise.all(jobs);
    expect(most).toBe(2);
  });
});
