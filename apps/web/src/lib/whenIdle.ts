// Work that can wait — loading what the visitor may need next — runs when the browser is
// idle, not in the task that hydrates or answers a click (issue #13). Browsers without
// `requestIdleCallback` (Safari) run it a little later instead.

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/** Runs `work` once the browser is idle (at the latest after `timeoutMs`); returns a cancel. */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  const idle = globalThis as IdleWindow;
  if (typeof idle.requestIdleCallback === 'function') {
    const handle = idle.requestIdleCallback(work, { timeout: timeoutMs });
    return () => idle.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(work, 200);
  return () => clearTimeout(timer);
}
