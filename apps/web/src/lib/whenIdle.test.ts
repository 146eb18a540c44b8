import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle.ts';

type IdleGlobal = {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};
const idleGlobal = globalThis as IdleGlobal;
const original = {
  request: idleGlobal.requestIdleCallback,
  cancel: idleGlobal.cancelIdleCallback,
};

afterEach(() => {
  idleGlobal.requestIdleCallback = original.request;
  idleGlobal.cancelIdleCallback = original.cancel;
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('hands the work to requestIdleCallback with the timeout, and cancels it there', () => {
    const queued: { callback: () => void; timeout?: number }[] = [];
    const cancelled: number[] = [];
    idleGlobal.requestIdleCallback = (callback, options) =>
      queued.push({ callback, timeout: options?.timeout });
    idleGlobal.cancelIdleCallback = (handle) => cancelled.push(handle);
    const work = vi.fn();

    const cancel = whenIdle(work, 500);
    expect(work).not.toHaveBeenCalled();
    expect(queued).toHaveLength(1);
    expect(queued[0]?.timeout).toBe(500);
    queued[0]?.callback();
    expect(work).toHaveBeenCalledOnce();

    cancel();
    expect(cancelled).toEqual([1]);
  });

  it('runs the work a little later without requestIdleCallback, unless cancelled', () => {
    vi.useFakeTimers();
    idleGlobal.requestIdleCallback = undefined;
    const kept = vi.fn();
    const dropped = vi.fn();

    whenIdle(kept);
    const cancel = whenIdle(dropped);
    cancel();
    expect(kept).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(kept).toHaveBeenCalledOnce();
    expect(dropped).not.toHaveBeenCalled();
  });
});
