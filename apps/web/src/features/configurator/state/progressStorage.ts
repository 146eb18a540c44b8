import type { SavedProgress } from '@federkiel/machines';
import { ORDER_STORAGE_KEY } from '../../../lib/errors/errorReporter.ts';

// Spec §3 "order data saved locally": the machine's versioned progress in localStorage.
// The recipients (names and addresses, up to 10,000 rows) are kept under a key of their own:
// `fk.order` stays small, and the error reporter, which attaches `fk.order` to reports,
// never sends anybody's address.

export const PROGRESS_KEY = ORDER_STORAGE_KEY;
export const RECIPIENTS_KEY = `${ORDER_STORAGE_KEY}.recipients`;
export const SAVE_DELAY_MS = 400;

export type ProgressStorageStatus = 'idle' | 'saved' | 'failed';

function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored progress with its recipients put back, or null; the machine validates it. */
export function loadProgress(storage: Storage | undefined = localStore()): unknown {
  try {
    const raw = storage?.getItem(PROGRESS_KEY);
    if (!raw) return null;
    const progress = JSON.parse(raw) as { draft?: { recipients?: unknown } } | null;
    const recipients = JSON.parse(storage?.getItem(RECIPIENTS_KEY) ?? '[]') as unknown;
    if (progress?.draft && Array.isArray(recipients)) progress.draft.recipients = recipients;
    return progress;
  } catch {
    return null;
  }
}

export interface ProgressSaver {
  /** Remembers the latest progress and writes it after a short pause in typing. */
  save(progress: SavedProgress): void;
  /** Writes what is pending now (page hide, leaving the configurator). */
  flush(): void;
  /** Drops pending progress and removes the stored one (discard, added to the cart). */
  clear(): void;
}

export interface ProgressSaverOptions {
  storage?: Storage;
  delayMs?: number;
  /** Told after every write whether the browser kept the progress (quota, private mode). */
  onStatus?: (status: ProgressStorageStatus) => void;
}

export function createProgressSaver(options: ProgressSaverOptions = {}): ProgressSaver {
  const delay = options.delayMs ?? SAVE_DELAY_MS;
  let pending: SavedProgress | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writtenRecipients: unknown = null;

  const stopTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const flush = () => {
    stopTimer();
    const progress = pending;
    pending = null;
    const storage = options.storage ?? localStore();
    if (!progress || !storage) return;
    try {
      const { recipients, ...draft } = progress.draft;
      // Recipients change far less often than texts; the big list is written only then.
      if (recipients !== writtenRecipients) {
        storage.setItem(RECIPIENTS_KEY, JSON.stringify(recipients));
        writtenRecipients = recipients;
      }
      storage.setItem(PROGRESS_KEY, JSON.stringify({ ...progress, draft }));
      options.onStatus?.('saved');
    } catch {
      writtenRecipients = null;
      options.onStatus?.('failed');
    }
  };

  return {
    save(progress) {
      pending = progress;
      stopTimer();
      timer = setTimeout(flush, delay);
    },
    flush,
    clear() {
      stopTimer();
      pending = null;
      writtenRecipients = null;
      const storage = options.storage ?? localStore();
      try {
        storage?.removeItem(PROGRESS_KEY);
        storage?.removeItem(RECIPIENTS_KEY);
      } catch {
        // Nothing stored that could be removed.
      }
      options.onStatus?.('idle');
    },
  };
}
