import { safeSessionStorage } from './storage.ts';

// After a deploy, a tab that was opened before it asks for route chunks whose hashed
// names no longer exist. The spec (§8 "client behaviour") reloads the page in that case.
//
// Loop guard: the tab remembers (sessionStorage) which failures it already reloaded for,
// keyed by the error message (which names the chunk's URL in Chromium and Firefox). The
// same failure never reloads twice, and at most MAX_RELOADS reloads happen per tab, so a
// chunk that is really broken shows the error page instead of reloading forever. A later
// deploy has new chunk names, hence new messages, and may reload once again.

export const CHUNK_RELOAD_KEY = 'fk.chunkReload';
const MAX_RELOADS = 3;

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /Importing a module script failed/i, // Safari
  /error loading dynamically imported module/i, // Firefox
  /Unable to preload CSS/i, // Vite's CSS preloader
  /Loading (CSS )?chunk [\w-]+ failed/i, // webpack-style ChunkLoadError messages
];

function messageOf(error: unknown): string | null {
  if (typeof error === 'string') return error;
  if (!error || typeof error !== 'object') return null;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (typeof message === 'string' && message) return message;
  return typeof name === 'string' ? name : null;
}

export function isChunkLoadError(error: unknown): boolean {
  if (
    error &&
    typeof error === 'object' &&
    (error as { name?: unknown }).name === 'ChunkLoadError'
  ) {
    return true;
  }
  const message = messageOf(error);
  return message !== null && CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

export interface ChunkReloadDeps {
  storage?: Storage | undefined;
  reload?: () => void;
}

function storageOf(deps: ChunkReloadDeps): Storage | undefined {
  return 'storage' in deps ? deps.storage : safeSessionStorage();
}

function reloadedFor(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CHUNK_RELOAD_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether this chunk error would reload the page now (see the loop guard above). */
export function canReloadForChunkError(error: unknown, deps: ChunkReloadDeps = {}): boolean {
  if (!isChunkLoadError(error)) return false;
  const storage = storageOf(deps);
  if (!storage) return false; // without the guard a reload could loop
  try {
    const done = reloadedFor(storage);
    return done.length < MAX_RELOADS && !done.includes(messageOf(error) ?? '');
  } catch {
    return false;
  }
}

/**
 * Reloads the page for a chunk load error, unless the loop guard says this tab already
 * did so for the same failure. Returns true when a reload was started.
 */
export function reloadOnceForChunkError(error: unknown, deps: ChunkReloadDeps = {}): boolean {
  if (!canReloadForChunkError(error, deps)) return false;
  const storage = storageOf(deps);
  try {
    if (!storage) return false;
    const done = reloadedFor(storage);
    storage.setItem(CHUNK_RELOAD_KEY, JSON.stringify([...done, messageOf(error) ?? '']));
  } catch {
    return false;
  }
  (deps.reload ?? (() => window.location.reload()))();
  return true;
}

/**
 * Wraps a route module import (`() => import('./x.route.tsx')`): a chunk load failure
 * reloads the page once (the promise then never settles, so nothing flashes before the
 * reload); any other failure, or a repeated chunk failure, goes to the error boundary.
 */
export function lazyWithReload<T>(
  load: () => Promise<T>,
  deps: ChunkReloadDeps = {},
): () => Promise<T> {
  return async () => {
    let loaded: T;
    try {
      loaded = await load();
    } catch (error) {
      if (reloadOnceForChunkError(error, deps)) return new Promise<T>(() => {});
      throw error;
    }
    // Vite's preload helper resolves with undefined when a `vite:preloadError` listener
    // (installPreloadErrorReload) prevented the error because it is reloading the page.
    if (loaded === undefined || loaded === null) return new Promise<T>(() => {});
    return loaded;
  };
}

/**
 * Vite fires `vite:preloadError` when a dynamic import or one of its preloaded files
 * fails. Reload once for it; otherwise let the import reject into the error boundary.
 */
export function installPreloadErrorReload(
  target: Window = window,
  deps: ChunkReloadDeps = {},
): () => void {
  const onPreloadError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    const error = payload ?? new Error('Failed to fetch dynamically imported module');
    if (reloadOnceForChunkError(error, deps)) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
