// Issue #32: a server-rendered page is on screen seconds before the app has hydrated it on a
// slow phone (issue #13), and a click on one of its buttons did nothing in between. The
// entry script (main.tsx) therefore takes clicks on controls marked `data-early="<action>"`:
// each is queued, its control shows that it waits (`aria-busy`, global.css), and the
// component that owns the action replays the queue once it is hydrated (`useEarlyClick`).
// This file is part of the JavaScript before the first paint: no React, nothing imported.
//
// Router links (`<Link>` renders `data-discover`) need no mark, but before the app answers
// nobody follows them well: left to the browser, the click loads the whole page again (and
// the hydrating router's `history.replaceState` may cancel that load); React Router's
// <Link> ignores its own `navigate()` until its layout effect has run. So a plain click on
// a router link that reaches the window unanswered — no handler called preventDefault, as
// <Link> does when it navigates — goes to the app's router (app/App.tsx registers `link`),
// queued until the app answers: a client-side navigation, faster than loading the page
// anew. Should the app never answer, the browser loads the link's page after
// LINK_FALLBACK_MS. Plain anchors (downloads, the API's PDFs) stay the browser's.

/** On a server-rendered control: the action a click on it queues until the app answers. */
export const EARLY_ATTRIBUTE = 'data-early';
/** Optional, on the same control: the value handed to the action (e.g. a filter). */
export const EARLY_VALUE_ATTRIBUTE = 'data-early-value';
/** Set on `<html>` by the app once its first render is committed (app/App.tsx). */
const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** Set on `<html>` while early clicks are taken (the browser tests wait for it). */
export const CAPTURING_ATTRIBUTE = 'data-early-clicks';
/** The action of a queued click on an in-shop link; its value is the link's path. */
export const LINK_ACTION = 'link';
/** After this long without an app to replay it, a queued link click loads its page. */
export const LINK_FALLBACK_MS = 8000;

export type EarlyClickHandler = (value: string | null) => void;

interface EarlyClick {
  action: string;
  value: string | null;
  control: Element;
}

const queue: EarlyClick[] = [];
const handlers = new Map<string, EarlyClickHandler>();
let stop: (() => void) | null = null;

/**
 * Queues clicks on `[data-early]` controls whose action has no handler yet, until the app has
 * hydrated, and takes unanswered clicks on router links (`takeLink`).
 */
export function captureEarlyClicks(doc: Document = document): void {
  if (stop) return;
  let controlsEnded = false;
  const onClick = (event: MouseEvent) => {
    if (controlsEnded) return;
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest(`[${EARLY_ATTRIBUTE}]`);
    const action = control?.getAttribute(EARLY_ATTRIBUTE);
    if (!control || !action || handlers.has(action)) return;
    // From the app's first commit on React answers, or replays clicks itself where it
    // still hydrates a part (a suspended boundary).
    if (doc.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) {
      controlsEnded = true;
      forgetQueued((click) => click.action !== LINK_ACTION);
      return;
    }
    // While React hydrates, it would otherwise take the click as well, and act twice.
    event.preventDefault();
    event.stopPropagation();
    queue.push({ action, value: control.getAttribute(EARLY_VALUE_ATTRIBUTE), control });
    control.setAttribute('aria-busy', 'true');
  };
  // Links: after React, where the page's own handlers have had their turn (bubbling).
  const onLinkClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = routerLink(target, event, doc);
    if (link) takeLink(link, event, doc);
  };
  const win = doc.defaultView;
  doc.addEventListener('click', onClick, true);
  win?.addEventListener('click', onLinkClick);
  // Clicks before this point (the entry script still loading) are the browser's own.
  doc.documentElement.setAttribute(CAPTURING_ATTRIBUTE, '');
  stop = () => {
    doc.removeEventListener('click', onClick, true);
    win?.removeEventListener('click', onLinkClick);
    doc.documentElement.removeAttribute(CAPTURING_ATTRIBUTE);
  };
}

/**
 * A click on a router link nobody answered: followed by the app's router, or queued until the
 * app answers (`LINK_ACTION`).
 */
function takeLink(link: HTMLAnchorElement, event: MouseEvent, doc: Document): void {
  event.preventDefault();
  const path = link.pathname + link.search + link.hash;
  const follow = handlers.get(LINK_ACTION);
  if (follow) return follow(path);
  const click = { action: LINK_ACTION, value: path, control: link };
  queue.push(click);
  link.setAttribute('aria-busy', 'true');
  setTimeout(() => {
    const index = queue.indexOf(click);
    if (index < 0) return;
    queue.splice(index, 1);
    doc.defaultView?.location.assign(link.href);
  }, LINK_FALLBACK_MS);
}

function forgetQueued(which: (click: EarlyClick) => boolean): void {
  const forgotten = queue.filter(which);
  queue.splice(0, queue.length, ...queue.filter((click) => !which(click)));
  for (const click of forgotten) click.control.removeAttribute('aria-busy');
}

/**
 * The router link (React Router's `<Link>` marks it `data-discover`) an unanswered plain
 * click — not prevented, no modifier key, no new tab, no download — would follow, if any.
 */
function routerLink(
  target: Element | null,
  event: MouseEvent,
  doc: Document,
): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = target?.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || !link.hasAttribute('data-discover')) return null;
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  if (link.origin !== doc.location.origin) return null;
  // A jump within this page (`#…`) is the browser's own and cannot be lost.
  const samePage = link.pathname === doc.location.pathname && link.search === doc.location.search;
  return samePage && link.hash ? null : link;
}

/** Stops taking clicks and forgets those not replayed. */
export function endEarlyClicks(): void {
  stop?.();
  stop = null;
  forgetQueued(() => true);
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
