import { ClientError } from '../http/errors.ts';
import { UPLOAD_BYTES_PER_HOUR, UPLOADS_PER_HOUR } from './uploadLimits.ts';

// Per-session upload budget: a count and a byte total per hour (a fixed window starting
// with the session's first upload). In memory, like the session queue: right for the one
// server process the shop runs as.

const WINDOW_MS = 60 * 60 * 1000;
/** Old windows are swept once the map holds this many sessions. */
const SWEEP_AT = 10_000;

interface Window {
  start: number;
  count: number;
  bytes: number;
}

export class UploadAllowance {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly maxCount = UPLOADS_PER_HOUR,
    private readonly maxBytes = UPLOAD_BYTES_PER_HOUR,
  ) {}

  private windowOf(key: string, now: number): Window {
    let window = this.windows.get(key);
    if (!window || now - window.start >= WINDOW_MS) {
      if (this.windows.size >= SWEEP_AT) this.sweep(now);
      window = { start: now, count: 0, bytes: 0 };
      this.windows.set(key, window);
    }
    return window;
  }

  /** Throws 429 when the session has used up its hour; otherwise counts one upload. */
  take(key: string, now: number): void {
    const window = this.windowOf(key, now);
    if (window.count >= this.maxCount || window.bytes >= this.maxBytes) {
      const minutes = Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 60_000));
      throw new ClientError(
        429,
        'too_many_requests',
        `Du hast in der letzten Stunde sehr viele Bilder hochgeladen. Bitte versuche es in ${minutes} Minuten noch einmal.`,
      );
    }
    window.count += 1;
  }

  /** Adds the bytes of an upload that was read. */
  addBytes(key: string, bytes: number, now: number): void {
    this.windowOf(key, now).bytes += bytes;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= WINDOW_MS) this.windows.delete(key);
    }
  }
}
