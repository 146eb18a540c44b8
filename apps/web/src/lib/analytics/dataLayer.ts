/** One entry of the tag manager's data layer (`window.dataLayer`). */
export type DataLayerEntry = Record<string, unknown>;

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Appends entries to `window.dataLayer`, creating the array when no tag has been loaded
 * (no tracking id configured): then the entries only sit there for a tag manager to read.
 * Does not check consent; callers go through `trackEvent`.
 */
export function pushToDataLayer(
  entries: readonly DataLayerEntry[],
  win: DataLayerWindow = window,
): void {
  win.dataLayer = win.dataLayer ?? [];
  // One push per entry: a loaded tag replaces `push` and reads each call as one message.
  for (const entry of entries) win.dataLayer.push(entry);
}
