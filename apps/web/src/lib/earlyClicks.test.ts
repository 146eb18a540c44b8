import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  captureEarlyClicks,
  EARLY_ATTRIBUTE,
  EARLY_VALUE_ATTRIBUTE,
  endEarlyClicks,
  onEarlyClick,
} from './earlyClicks.ts';

/** A server-rendered page before the app has hydrated it. */
function serverPage() {
  document.body.innerHTML = `
    <div id="root">
      <button id="menu" ${EARLY_ATTRIBUTE}="menu"><span id="icon"></span></button>
      <button id="birthday" ${EARLY_ATTRIBUTE}="filter" ${EARLY_VALUE_ATTRIBUTE}="g_1">Geburtstag</button>
      <button id="plain">Sonst</button>
    </div>`;
}

function element(id: string): HTMLElement {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing`);
  return found;
}
/** Dispatches a click; true when nothing prevented it. */
const click = (id: string) =>
  element(id).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
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
});
afterEach(() => {
  unregister.splice(0).forEach((off) => off());
  endEarlyClicks();
  document.documentElement.removeAttribute('data-hydrated');
  document.body.innerHTML = '';
});

describe('clicks before the app has hydrated the page', () => {
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
