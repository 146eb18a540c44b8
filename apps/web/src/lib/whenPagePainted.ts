// A server-rendered page is complete without JavaScript until someone uses it, so the app
// (React, the router, texts: ≈ 170 kB gzip) waits until the page's first screen is on
// screen — its images loaded and its first paint shown — instead of competing with them
// for a slow phone's bandwidth and main thread (issue #13: the hero and the template
// previews are the largest paint; measured in docs/web.md). A page whose images hang does
// not keep the app waiting longer than `maxWaitMs`.

export interface PaintClock {
  readyState: () => DocumentReadyState;
  onLoad: (listener: () => void) => void;
  /** Calls back once the first contentful paint is on screen; false: the browser cannot tell. */
  onFirstPaint: (listener: () => void) => boolean;
  nextFrame: (callback: () => void) => void;
  later: (callback: () => void, ms: number) => void;
}

function observeFirstPaint(listener: () => void): boolean {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    return false;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    listener();
  });
  observer.observe({ type: 'paint', buffered: true });
  return true;
}

const browserClock = (): PaintClock => ({
  readyState: () => document.readyState,
  onLoad: (listener) => window.addEventListener('load', listener, { once: true }),
  onFirstPaint: observeFirstPaint,
  nextFrame: (callback) => requestAnimationFrame(() => callback()),
  later: (callback, ms) => window.setTimeout(callback, ms),
});

/** Resolves after the page's load event and its first contentful paint, or after `maxWaitMs`. */
export function whenPagePainted(
  maxWaitMs = 2500,
  clock: PaintClock = browserClock(),
): Promise<void> {
  return new Promise((resolve) => {
    let waiting = true;
    const done = () => {
      if (!waiting) return;
      waiting = false;
      resolve();
    };
    clock.later(done, maxWaitMs);
    const afterLoad = () => {
      // Without paint timing: a callback queued in a frame's animation callbacks runs
      // after that frame's paint.
      const observed = clock.onFirstPaint(done);
      if (!observed) clock.nextFrame(() => clock.later(done, 0));
    };
    if (clock.readyState() === 'complete') afterLoad();
    else clock.onLoad(afterLoad);
  });
}
