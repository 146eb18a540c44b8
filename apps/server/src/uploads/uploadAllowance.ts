import type { Db } from '../db/database.ts';
import { ClientError } from '../http/errors.ts';
import { countHit, currentWindow } from '../http/rateLimitStore.ts';
import { UPLOAD_BYTES_PER_HOUR, UPLOADS_PER_HOUR } from './uploadLimits.ts';

// Per-session (or per-address) upload budget: a count and a byte total per hour, each a
// fixed window starting with the first upload. Counted in the database's `rate_limits`
// table (http/rateLimitStore.ts), so every server process spends the same budget
// (issue 16). Bytes are counted in KiB: an address's 1.5 GB an hour stays far from the
// integer column's limit.

const WINDOW_MS = 60 * 60 * 1000;
const KIB = 1024;

export class UploadAllowance {
  constructor(
    private readonly db: Db,
    /** Distinguishes budgets in the shared table, e.g. `upload_session`. */
    private readonly name: string,
    private readonly maxCount = UPLOADS_PER_HOUR,
    private readonly maxBytes = UPLOAD_BYTES_PER_HOUR,
  ) {}

  /** Throws 429 when the key has used up its hour; otherwise counts one upload. */
  async take(key: string, now: number): Promise<void> {
    const bytes = await currentWindow(this.db, `${this.name}:kib`, key, now);
    const count = await countHit(this.db, `${this.name}:count`, key, WINDOW_MS, now);
    const overBytes = bytes !== null && bytes.hits * KIB >= this.maxBytes;
    if (count.hits > this.maxCount || overBytes) {
      const resetAt = Math.max(count.resetAtMs, overBytes ? bytes.resetAtMs : 0);
      const minutes = Math.max(1, Math.ceil((resetAt - now) / 60_000));
      throw new ClientError(
        429,
        'too_many_requests',
        `Du hast in der letzten Stunde sehr viele Bilder hochgeladen. Bitte versuche es in ${minutes} Minuten noch einmal.`,
      );
    }
  }

  /** Adds the bytes of an upload that was read. */
  async addBytes(key: string, bytes: number, now: number): Promise<void> {
    await countHit(this.db, `${this.name}:kib`, key, WINDOW_MS, now, Math.ceil(bytes / KIB));
  }
}
