import { safeSessionStorage } from './storage.ts';

// After a deploy, a tab that was opened before it asks for route chunks whose hashed
// names no longer exist. The spec (§8 "client behaviour") reloads the page in that case.
// The reload happens at most once per tab until a chunk loads again, so a chunk that is
// really broken cannot make the page reload forever.

export const CHUNK_RELOAD_KEY = 'fk.chunkReload';

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /Importing a module script failed/i, // Safari
  /error loading dynamically imported module/i, // Firefox
  /Unable to preload CSS/i, // Vite's CSS preloader
  /Loading (CSS )?chunk [\w-]+ failed/i, // webpack-style ChunkLoadError messages
];

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') {
    return typeof error === 'string' && CHUNK_ERROR_PATTERNS.some((re) => re.test(error));
  }
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_ERROR_PATTERNS.some((re) => re.test(message));
}

export interface ChunkReloadDeps {
  storage?: Storage | undefined;
  reload?: () => void;
}

/** Whether a chunk error would reload now (no reload for one since the last loaded chunk). */
export function canReloadForChunkError(storage: Storage | undefined = safeSessionStorage()): boolean {
  try {
    return Boolean(storage) && !storage?.getItem(CHUNK_RELOAD_KEY);
  } catch {
    return false;
  }
}

/**
 * Reloads the page for a chunk load error unless this tab already reloaded for one
 * and no chunk has loaded since. Returns true when a reload was started.
 */
export function reloadOnceForChunkError(error: unknown, deps: ChunkReloadDeps = {}): boolean {
  if (!isChunkLoadError(error)) return false;
  const storage = 'storage' in deps ? deps.storage : safeSessionStorage();
  const reload = deps.reload ?? (() => window.location.reload());
  try {
    if (!storage || storage.getItem(CHUNK_RELOAD_KEY)) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    // Without sessionStorage we cannot guard against a loop: do not reload.
    return false;
  }
  reload();
  return true;
}

/** Call after a chunk loaded successfully: a later deploy may reload once again. */
export function markChunkLoaded(storage: Storage | undefined = safeSessionStorage()): void {
  try {
    storage?.removeItem(CHUNK_RELOAD_KEY);
  } catch {
    // ignore
  }
}

/**
 * Wraps a route module import (`() => import('./x.route.tsx')`): a chunk load failure
 * reloads the page once (the promise then never settles, so nothing flashes before the
 * reload); any other failure, or a second chunk failure, goes to the route's error boundary.
 */
export function lazyWithReload<T>(load: () => Promise<T>, deps: ChunkReloadDeps = {}): () => Promise<T> {
  return async () => {
    try {
      const loaded = await load();
      markChunkLoaded('storage' in deps ? deps.storage : safeSessionStorage());
      return loaded;
    } catch (error) {
      if (reloadOnceForChunkError(error, deps)) return new Promise<T>(() => {});
      throw error;
    }
  };
}

/**
 * Vite fires `vite:preloadError` when a preloaded dependency of a dynamic import fails.
 * Reload once for it as well; otherwise let the import reject into the error boundary.
 */
export function installPreloadErrorReload(target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (reloadOnceForChunkError(payload ?? new Error('Failed to fetch dynamically imported module'))) {
      event.preventDefault();
    }
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
