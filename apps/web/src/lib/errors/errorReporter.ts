// Browser errors go to the CMS log (spec §7: POST /api/logs, also for console errors, not
// on localhost, failures ignored; spec §8: noisy console messages are ignored).

export interface LogEventBody {
  data: {
    eventLevel: 'ERROR';
    message: string;
    eventDate: string;
    data: { stack: string | null; url: string; order: unknown };
  };
}

export interface ErrorReporterOptions {
  /** Base URL of the CMS; null while the app configuration is not loaded. */
  getCmsUrl: () => string | null;
  fetch?: typeof fetch;
  location?: Pick<Location, 'hostname' | 'href'>;
  storage?: Pick<Storage, 'getItem'> | undefined;
  now?: () => number;
  /** Report even on localhost and in tests. */
  force?: boolean;
  /** Identical messages within this window are sent once (ms). */
  dedupeWindowMs?: number;
  /** At most this many reports per minute, so an error loop cannot flood the log. */
  maxPerMinute?: number;
}

export interface ErrorReporter {
  report(error: unknown, extra?: { stack?: string | null }): boolean;
  /** Listens to window `error` / `unhandledrejection` and wraps `console.error`. */
  install(target?: Window, console?: Pick<Console, 'error'>): () => void;
}

export const ORDER_STORAGE_KEY = 'fk.order';
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Messages browsers and libraries produce that say nothing about our code. */
export const IGNORED_MESSAGES: readonly RegExp[] = [
  /ResizeObserver loop/i,
  /^Script error\.?$/i, // cross-origin script without CORS: no details
  /Non-Error promise rejection captured/i,
  /^AbortError\b|The (user aborted a|operation was aborted)/i,
  /Download the React DevTools/i,
];

export function describeError(error: unknown): { message: string; stack: string | null } {
  if (error instanceof Error) {
    return { message: error.message || error.name, stack: error.stack ?? null };
  }
  if (typeof error === 'string') return { message: error, stack: null };
  if (error && typeof error === 'object' && 'message' in error) {
    return { message: String((error as { message: unknown }).message), stack: null };
  }
  try {
    return { message: JSON.stringify(error) ?? String(error), stack: null };
  } catch {
    return { message: String(error), stack: null };
  }
}

/** A console.error call: the first Error argument is the error, else the joined text. */
export function describeConsoleArgs(args: readonly unknown[]): {
  message: string;
  stack: string | null;
} {
  const error = args.find((arg): arg is Error => arg instanceof Error);
  if (error) return describeError(error);
  const text = args
    .map((arg) => (typeof arg === 'string' ? arg : describeError(arg).message))
    .join(' ')
    .trim();
  return { message: text, stack: null };
}

export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const {
    getCmsUrl,
    fetch: fetchImpl = (...args) => globalThis.fetch(...args),
    location = globalThis.location,
    storage = safeStorage(),
    now = Date.now,
    force = false,
    dedupeWindowMs = 10_000,
    maxPerMinute = 20,
  } = options;
  const lastSent = new Map<string, number>();
  let windowStart = 0;
  let sentInWindow = 0;

  function enabled(): boolean {
    if (force) return true;
    if (import.meta.env.MODE === 'test') return false;
    return !LOCAL_HOSTS.has(location.hostname);
  }

  function allowed(message: string): boolean {
    const time = now();
    const previous = lastSent.get(message);
    if (previous !== undefined && time - previous < dedupeWindowMs) return false;
    if (time - windowStart >= 60_000) {
      windowStart = time;
      sentInWindow = 0;
    }
    if (sentInWindow >= maxPerMinute) return false;
    sentInWindow += 1;
    lastSent.set(message, time);
    if (lastSent.size > 100) lastSent.delete(lastSent.keys().next().value as string);
    return true;
  }

  function report(error: unknown, extra: { stack?: string | null } = {}): boolean {
    if (!enabled()) return false;
    const described = describeError(error);
    const message = described.message.trim();
    if (!message || IGNORED_MESSAGES.some((pattern) => pattern.test(message))) return false;
    let cmsUrl: string | null;
    try {
      cmsUrl = getCmsUrl();
    } catch {
      cmsUrl = null;
    }
    if (!cmsUrl || !allowed(message)) return false;
    const body: LogEventBody = {
      data: {
        eventLevel: 'ERROR',
        message: message.slice(0, 2000),
        eventDate: new Date(now()).toISOString(),
        data: {
          stack: extra.stack ?? described.stack,
          url: location.href,
          order: readOrder(storage),
        },
      },
    };
    try {
      void fetchImpl(`${cmsUrl.replace(/\/+$/, '')}/api/logs`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        keepalive: true,
      }).catch(() => {});
    } catch {
      // Reporting must never cause another error.
    }
    return true;
  }

  function install(target: Window = window, console: Pick<Console, 'error'> = globalThis.console) {
    const onError = (event: ErrorEvent) => {
      const where = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : null;
      report(event.error ?? event.message, event.error instanceof Error ? {} : { stack: where });
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      report(event.reason);
    };
    const originalError = console.error;
    let reporting = false;
    const wrappedError = (...args: unknown[]) => {
      originalError.apply(console, args);
      if (reporting) return;
      reporting = true;
      try {
        const { message, stack } = describeConsoleArgs(args);
        report(message, { stack });
      } finally {
        reporting = false;
      }
    };
    target.addEventListener('error', onError);
    target.addEventListener('unhandledrejection', onRejection);
    console.error = wrappedError;
    return () => {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
      if (console.error === wrappedError) console.error = originalError;
    };
  }

  return { report, install };
}

function readOrder(storage: Pick<Storage, 'getItem'> | undefined): unknown {
  try {
    const raw = storage?.getItem(ORDER_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
