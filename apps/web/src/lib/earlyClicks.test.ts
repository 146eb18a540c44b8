import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  captureEarlyClicks,
  EARLY_ATTRIBUTE,
  EARLY_VALUE_ATTRIBUTE,
  CAPTURING_ATTRIBUTE,
  endEarlyClicks,
  LINK_ACTION,
  LINK_FALLBACK_MS,
  onEarlyClick,
} from './earlyClicks.ts';

/** A server-rendered page before the app has hydrated it. */
function serverPage() {
  document.body.innerHTML = `
    <div id="root">
      <button id="menu" ${EARLY_ATTRIBUTE}="menu"><span id="icon"></span></button>
      <button id="birthday" ${EARLY_ATTRIBUTE}="filter" ${EARLY_VALUE_ATTRIBUTE}="g_1">Geburtstag</button>
      <button id="plain">Sonst</button>
      <a id="design" data-discover="true" href="/configurator?template=2"><span id="label">Gestalten</span></a>
      <a id="jump" data-discover="true" href="#vorlagen">Zu den Vorlagen</a>
      <a id="away" href="https://example.org/">Anderswo</a>
      <a id="invoice" href="/api/invoices/inv_1.pdf">Rechnung</a>
    </div>`;
}

function element(id: string): HTMLElement {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing`);
  return found;
}
/** Where the browser would act on a click: noted, then kept from jsdom (it cannot navigate). */
let reachedBrowser = false;
const asBrowser = (event: Event) => {
  reachedBrowser = !event.defaultPrevented;
  event.preventDefault();
};
/** Dispatches a click; true when nothing prevented it or kept it from the browser. */
const click = (id: string, init: MouseEventInit = {}) => {
  reachedBrowser = false;
  element(id).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
  return reachedBrowser;
};
const busy = (id: string) => element(id).getAttribute('aria-busy');

let reachedPage: string[];
const onRoot = (event: Event) => reachedPage.push((event.target as Element).id);
const unregister: (() => void)[] = [];
const register = (action: string, handler: (value: string | null) => void) =>
  unregister.push(onEarlyClick(action, handler));

beforeEach(() => {
  serverPage();
  reachedPage = [];
  // Where React listens: under the document, so the capture on the document comes first.
  element('root').addEventListener('click', onRoot);
  captureEarlyClicks();
  window.addEventListener('click', asBrowser);
});
afterEach(() => {
  window.removeEventListener('click', asBrowser);
  unregister.splice(0).forEach((off) => off());
  endEarlyClicks();
  document.documentElement.removeAttribute('data-hydrated');
  document.body.innerHTML = '';
});

describe('clicks before the app has hydrated the page', () => {
  it('marks the page while it takes clicks, and unmarks it when it stops', () => {
    expect(document.documentElement.hasAttribute(CAPTURING_ATTRIBUTE)).toBe(true);
    endEarlyClicks();
    expect(document.documentElement.hasAttribute(CAPTURING_ATTRIBUTE)).toBe(false);
  });

  it('queues a click on a marked control, shows that it waits and keeps it from the page', () => {
    expect(click('icon')).toBe(false);
    expect(busy('menu')).toBe('true');
    expect(reachedPage).toEqual([]);
  });

  it('replays the queued clicks of an action, in order, when its handler registers', () => {
    click('menu');
    click('birthday');
    click('menu');
    const menu = vi.fn();
    register('menu', menu);
    expect(menu.mock.calls).toEqual([[null], [null]]);
    expect(busy('menu')).toBeNull();
    expect(busy('birthday')).toBe('true');

    const filter = vi.fn();
    register('filter', filter);
    expect(filter.mock.calls).toEqual([['g_1']]);
    expect(busy('birthday')).toBeNull();
  });

  it('lets clicks through to the component once its action has a handler', () => {
    const menu = vi.fn();
    register('menu', menu);
    expect(click('menu')).toBe(true);
    expect(reachedPage).toEqual(['menu']);
    expect(menu).not.toHaveBeenCalled();
  });

  it('leaves unmarked controls alone', () => {
    expect(click('plain')).toBe(true);
    expect(reachedPage).toEqual(['plain']);
  });

  it('queues an unanswered click on a router link, kept from the browser, and follows it by path', () => {
    expect(click('label')).toBe(false);
    expect(reachedPage).toEqual(['label']);
    expect(busy('design')).toBe('true');
    const followed: (string | null)[] = [];
    register(LINK_ACTION, (path) => followed.push(path));
    expect(followed).toEqual(['/configurator?template=2']);
    expect(busy('design')).toBeNull();
  });

  it('follows an unanswered router link at once when the app answers (a part React still hydrates)', () => {
    document.documentElement.setAttribute('data-hydrated', '');
    const followed: (string | null)[] = [];
    register(LINK_ACTION, (path) => followed.push(path));
    expect(click('label')).toBe(false);
    expect(followed).toEqual(['/configurator?template=2']);
  });

  it('leaves a router link alone that the page answered (React Router prevents and navigates)', () => {
    const followed: (string | null)[] = [];
    register(LINK_ACTION, (path) => followed.push(path));
    const asRouter = (event: Event) => event.preventDefault();
    element('design').addEventListener('click', asRouter);
    expect(click('label')).toBe(false);
    expect(followed).toEqual([]);
  });

  it('leaves plain anchors, a jump within the page, another site and a new-tab click to the browser', () => {
    expect(click('invoice')).toBe(true);
    expect(click('jump')).toBe(true);
    expect(click('away')).toBe(true);
    expect(click('design', { ctrlKey: true })).toBe(true);
    expect(busy('design')).toBeNull();
    expect(busy('invoice')).toBeNull();
  });

  it('loads the link’s page itself when no app answers in time', () => {
    vi.useFakeTimers();
    const assign = vi.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...location, origin: location.origin, pathname: location.pathname, assign },
    });
    try {
      expect(click('label')).toBe(false);
      vi.advanceTimersByTime(LINK_FALLBACK_MS);
      expect(assign).toHaveBeenCalledWith(`${location.origin}/configurator?template=2`);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
      vi.useRealTimers();
    }
  });

  it('stops once the app has hydrated the page, for actions without a handler too', () => {
    document.documentElement.setAttribute('data-hydrated', '');
    expect(click('birthday')).toBe(true);
    expect(busy('birthday')).toBeNull();
    const filter = vi.fn();
    register('filter', filter);
    expect(filter).not.toHaveBeenCalled();
  });

  it('keeps the handler of a remounted component when the old one unregisters late', () => {
    const first = onEarlyClick('menu', vi.fn());
    register('menu', vi.fn());
    first();
    expect(click('menu')).toBe(true);
    expect(busy('menu')).toBeNull();
  });
});
