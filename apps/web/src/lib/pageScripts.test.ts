import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_SCRIPTS_ID, preloadPageScripts, readPageScripts } from './pageScripts.ts';

const hints = () =>
  Array.from(document.head.querySelectorAll('link[rel="modulepreload"]')).map((link) => ({
    href: link.getAttribute('href'),
    crossOrigin: (link as HTMLLinkElement).crossOrigin,
  }));

function served(text: string) {
  document.head.innerHTML = `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${text}</script>`;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('preloadPageScripts (issue #44: the page paints first, its code starts together)', () => {
  it('hints every script the server named, in CORS mode, once', () => {
    served('["assets/start.js","assets/react.js","assets/cart.route.js"]');
    expect(preloadPageScripts()).toBe(3);
    expect(hints()).toEqual([
      { href: '/assets/start.js', crossOrigin: 'anonymous' },
      { href: '/assets/react.js', crossOrigin: 'anonymous' },
      { href: '/assets/cart.route.js', crossOrigin: 'anonymous' },
    ]);
    expect(preloadPageScripts()).toBe(0);
    expect(hints()).toHaveLength(3);
  });

  it('hints nothing without the block or with an unreadable one', () => {
    expect(preloadPageScripts()).toBe(0);
    served('{not json');
    expect(readPageScripts()).toEqual([]);
    served('{"file":"assets/a.js"}');
    expect(readPageScripts()).toEqual([]);
    served('["assets/a.js", 7, null]');
    expect(readPageScripts()).toEqual(['assets/a.js']);
    expect(hints()).toEqual([]);
  });
});
