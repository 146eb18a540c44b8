import { describe, expect, it } from 'vitest';
import { whenPagePainted, type PaintClock } from './whenPagePainted.ts';

/** A clock the test drives by hand: what is queued runs only when the test says so. */
function manualClock(readyState: DocumentReadyState, paintTiming = true) {
  const loadListeners: (() => void)[] = [];
  const paintListeners: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const clock: PaintClock = {
    readyState: () => readyState,
    onLoad: (listener) => loadListeners.push(listener),
    onFirstPaint: (listener) => {
      if (paintTiming) paintListeners.push(listener);
      return paintTiming;
    },
    nextFrame: (callback) => frames.push(callback),
    later: (callback, ms) => timers.push({ callback, ms }),
  };
  const runAll = (queue: (() => void)[]) => queue.splice(0).forEach((run) => run());
  return {
    clock,
    load: () => runAll(loadListeners),
    firstPaint: () => runAll(paintListeners),
    paintFrame: () => runAll(frames),
    /** Runs the timers due within `ms`; the others stay queued. */
    runTimers: (ms: number) => {
      const due = timers.filter((timer) => timer.ms <= ms);
      timers.splice(0, timers.length, ...timers.filter((timer) => timer.ms > ms));
      due.forEach((timer) => timer.callback());
    },
  };
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('whenPagePainted', () => {
  it('waits for the load event and then for the first contentful paint', async () => {
    const page = manualClock('interactive');
    const painted = whenPagePainted(2500, page.clock);
    page.firstPaint();
    page.runTimers(0);
    expect(await settled(painted)).toBe(false);
    page.load();
    expect(await settled(painted)).toBe(false);
    page.firstPaint();
    expect(await settled(painted)).toBe(true);
  });

  it('asks for the paint at once when the page has already loaded', async () => {
    const page = manualClock('complete');
    const painted = whenPagePainted(2500, page.clock);
    expect(await settled(painted)).toBe(false);
    page.firstPaint();
    expect(await settled(painted)).toBe(true);
  });

  it('without paint timing, starts after the next frame has been painted', async () => {
    const page = manualClock('interactive', false);
    const painted = whenPagePainted(2500, page.clock);
    page.load();
    expect(await settled(painted)).toBe(false);
    page.paintFrame();
    expect(await settled(painted)).toBe(false);
    page.runTimers(0);
    expect(await settled(painted)).toBe(true);
  });

  it('does not wait longer than its limit for images that hang', async () => {
    const page = manualClock('loading');
    const painted = whenPagePainted(2500, page.clock);
    page.runTimers(2499);
    expect(await settled(painted)).toBe(false);
    page.runTimers(2500);
    expect(await settled(painted)).toBe(true);
  });
});
