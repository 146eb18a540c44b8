// Ends the current task so the browser can handle input and paint before the next step of
// a long start (issue #13: no step of the hydration may block a slow phone for long).
// `scheduler.yield()` keeps the continuation ahead of other queued work where it exists.

interface YieldingScheduler {
  yield?: () => Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
