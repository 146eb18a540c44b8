// Issue #32: a server-rendered page is on screen seconds before the app has hydrated it on a
// slow phone (issue #13), and a click on one of its buttons did nothing in between. The
// entry script (main.tsx) therefore takes clicks on controls marked `data-early="<action>"`:
// each is queued, its control shows that it waits (`aria-busy`, global.css), and the
// component that owns the action replays the queue once it is hydrated (`useEarlyClick`).
// This file is part of the JavaScript before the first paint: no React, nothing imported.

/** On a server-rendered control: the action a click on it queues until the app answers. */
export const EARLY_ATTRIBUTE = 'data-early';
/** Optional, on the same control: the value handed to the action (e.g. a filter). */
export const EARLY_VALUE_ATTRIBUTE = 'data-early-value';
/** Set on `<html>` by the app once its first render is committed (app/App.tsx). */
const HYDRATED_ATTRIBUTE = 'data-hydrated';

export type EarlyClickHandler = (value: string | null) => void;

interface EarlyClick {
  action: string;
  value: string | null;
  control: Element;
}

const queue: EarlyClick[] = [];
const handlers = new Map<string, EarlyClickHandler>();
let stop: (() => void) | null = null;

/** Queues clicks on `[data-early]` controls whose action has no handler yet, until the app has hydrated. */
export function captureEarlyClicks(doc: Document = document): void {
  if (stop) return;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest(`[${EARLY_ATTRIBUTE}]`);
    const action = control?.getAttribute(EARLY_ATTRIBUTE);
    if (!control || !action || handlers.has(action)) return;
    // From the app's first commit on React answers, or replays clicks itself where it
    // still hydrates a part (a suspended boundary).
    if (doc.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) {
      endEarlyClicks();
      return;
    }
    // While React hydrates, it would otherwise take the click as well, and act twice.
    event.preventDefault();
    event.stopPropagation();
    queue.push({ action, value: control.getAttribute(EARLY_VALUE_ATTRIBUTE), control });
    control.setAttribute('aria-busy', 'true');
  };
  doc.addEventListener('click', onClick, true);
  stop = () => doc.removeEventListener('click', onClick, true);
}

/** Stops taking clicks and forgets those not replayed. */
export function endEarlyClicks(): void {
  stop?.();
  stop = null;
  for (const click of queue.splice(0)) click.control.removeAttribute('aria-busy');
}

/**
 * The app answers `action` from now on: replays its queued clicks, in order, through
 * `handler`, and lets later clicks through to React. Returns the unregistration.
 */
export function onEarlyClick(action: string, handler: EarlyClickHandler): () => void {
  handlers.set(action, handler);
  const waiting = queue.filter((click) => click.action === action);
  queue.splice(0, queue.length, ...queue.filter((click) => click.action !== action));
  for (const click of waiting) {
    click.control.removeAttribute('aria-busy');
    handler(click.value);
  }
  return () => {
    if (handlers.get(action) === handler) handlers.delete(action);
  };
}
