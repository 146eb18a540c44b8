import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  acceptEarlyCookieChoice,
  CHOICE_ATTRIBUTE,
  EARLY_CHOICE_ATTRIBUTE,
  endEarlyCookieChoice,
  SERVER_PROMPT_ATTRIBUTE,
} from './earlyChoice.ts';

/** The server's prompt as the page has it before the app hydrates it. */
function serverPage() {
  document.body.innerHTML = `
    <div id="root">
      <a href="/products" id="elsewhere">Vorlagen</a>
      <div ${SERVER_PROMPT_ATTRIBUTE}="">
        <div role="dialog">
          <button id="close" ${CHOICE_ATTRIBUTE}="restricted">×</button>
          <button id="all" ${CHOICE_ATTRIBUTE}="unrestricted"><span id="label">Alle Cookies akzeptieren</span></button>
          <button id="bogus" ${CHOICE_ATTRIBUTE}="everything">?</button>
        </div>
      </div>
    </div>`;
}

const click = (id: string) =>
  document.getElementById(id)?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
const stored = () => window.localStorage.getItem('cookieSettings');
const chosen = () => document.documentElement.getAttribute(EARLY_CHOICE_ATTRIBUTE);

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'fk_consent=; Max-Age=0; Path=/';
  document.documentElement.removeAttribute(EARLY_CHOICE_ATTRIBUTE);
});
afterEach(() => {
  endEarlyCookieChoice();
  document.body.innerHTML = '';
});

describe('a cookie choice before the app has hydrated the prompt', () => {
  it('is stored as the app stores it and hides the server’s prompt', () => {
    serverPage();
    acceptEarlyCookieChoice();
    click('label');
    expect(stored()).toBe('unrestricted');
    expect(document.cookie).toContain('fk_consent=unrestricted');
    expect(chosen()).toBe('unrestricted');
    // One choice: a second click (the app may have taken over) changes nothing here.
    click('close');
    expect(stored()).toBe('unrestricted');
  });

  it('takes the close button and Escape as "only necessary"', () => {
    serverPage();
    acceptEarlyCookieChoice();
    click('close');
    expect(stored()).toBe('restricted');
    endEarlyCookieChoice();
    window.localStorage.clear();
    acceptEarlyCookieChoice();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(stored()).toBe('restricted');
  });

  it('ignores clicks elsewhere and values that are no setting', () => {
    serverPage();
    acceptEarlyCookieChoice();
    click('elsewhere');
    click('bogus');
    expect(stored()).toBeNull();
    expect(chosen()).toBeNull();
  });

  it('leaves the prompt to the app once it hydrates, and does nothing without a server prompt', () => {
    serverPage();
    acceptEarlyCookieChoice();
    endEarlyCookieChoice();
    click('all');
    expect(stored()).toBeNull();
    document.body.innerHTML =
      '<div id="root"><button id="all" data-cookie-choice="unrestricted"></button></div>';
    acceptEarlyCookieChoice();
    click('all');
    expect(stored()).toBeNull();
  });
});
