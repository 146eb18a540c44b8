import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  canReloadForChunkError,
  installPreloadErrorReload,
  isChunkLoadError,
  lazyWithReload,
  reloadOnceForChunkError,
} from './chunkReload.ts';

const chromium = new TypeError(
  'Failed to fetch dynamically imported module: https://shop/assets/x-1a2b.js',
);
const safari = new TypeError('Importing a module script failed.');
const webpack = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

describe('isChunkLoadError', () => {
  it.each([chromium, safari, webpack, 'Failed to fetch dynamically imported module: /a.js'])(
    'recognises %s',
    (error) => {
      expect(isChunkLoadError(error)).toBe(true);
    },
  );

  it.each([new Error('boom'), new TypeError('x is undefined'), null, undefined, 42, {}])(
    'ignores %s',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});

describe('reloadOnceForChunkError', () => {
  it('reloads once per failure, never twice for the same one (no loop)', () => {
    const reload = vi.fn();
    const storage = window.sessionStorage;
    expect(canReloadForChunkError(chromium, { storage })).toBe(true);
    expect(reloadOnceForChunkError(chromium, { storage, reload })).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toContain('x-1a2b.js');
    expect(canReloadForChunkError(chromium, { storage })).toBe(false);

    // After the reload the same chunk still fails: no second reload.
    expect(reloadOnceForChunkError(chromium, { storage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    // A different failure (e.g. after a later deploy) may reload once.
    expect(reloadOnceForChunkError(safari, { storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('stops after three reloads per tab whatever the failures', () => {
    const reload = vi.fn();
    for (let i = 0; i < 5; i += 1) {
      reloadOnceForChunkError(
        new TypeError(`Failed to fetch dynamically imported module: /${i}.js`),
        {
          reload,
        },
      );
    }
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('does not reload for other errors', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(new Error('boom'), { reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload without sessionStorage, as the loop guard would be missing', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(chromium, { storage: undefined, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('survives a corrupted guard entry', () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, '{oops');
    const reload = vi.fn();
    expect(reloadOnceForChunkError(chromium, { reload })).toBe(true);
  });
});

describe('lazyWithReload', () => {
  it('resolves the module', async () => {
    const load = lazyWithReload(async () => ({ Component: 'x' }));
    await expect(load()).resolves.toEqual({ Component: 'x' });
  });

  it('reloads on a chunk error and keeps the promise pending', async () => {
    const reload = vi.fn();
    const load = lazyWithReload(() => Promise.reject(chromium), { reload });
    const settled = vi.fn();
    void load().then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(settled).not.toHaveBeenCalled();
  });

  it('rejects on the repeated chunk error so the error boundary can show it', async () => {
    const reload = vi.fn();
    reloadOnceForChunkError(chromium, { reload: () => {} });
    const load = lazyWithReload(() => Promise.reject(chromium), { reload });
    await expect(load()).rejects.toBe(chromium);
    expect(reload).not.toHaveBeenCalled();
  });

  it('stays pending when Vite swallowed the error because a reload is underway', async () => {
    const load = lazyWithReload(async () => undefined);
    const settled = vi.fn();
    void load().then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).not.toHaveBeenCalled();
  });

  it('rejects other errors without reloading', async () => {
    const reload = vi.fn();
    const error = new Error('syntax');
    await expect(lazyWithReload(() => Promise.reject(error), { reload })()).rejects.toBe(error);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('installPreloadErrorReload', () => {
  it('reloads once for vite:preloadError and lets the repeat through', () => {
    const target = new EventTarget() as unknown as Window;
    const reload = vi.fn();
    const uninstall = installPreloadErrorReload(target, { reload });
    const preloadError = () =>
      Object.assign(new Event('vite:preloadError', { cancelable: true }), {
        payload: new Error('Unable to preload CSS for /assets/a.css'),
      });
    const first = preloadError();
    target.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    const second = preloadError();
    target.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false); // thrown into the error boundary instead
    expect(reload).toHaveBeenCalledTimes(1);
    uninstall();
  });
});
