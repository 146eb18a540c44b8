import { afterEach, describe, expect, it } from 'vitest';
import {
  HINTS_PER_TASK,
  PAGE_SCRIPTS_ID,
  preloadPageScripts,
  readPageScripts,
} from './pageScripts.ts';

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
  it('hints every script the server named, in CORS mode, once', async () => {
    served('["assets/start.js","assets/react.js","assets/cart.route.js"]');
    expect(await preloadPageScripts()).toBe(3);
    expect(hints()).toEqual([
      { href: '/assets/start.js', crossOrigin: 'anonymous' },
      { href: '/assets/react.js', crossOrigin: 'anonymous' },
      { href: '/assets/cart.route.js', crossOrigin: 'anonymous' },
    ]);
    expect(await preloadPageScripts()).toBe(0);
    expect(hints()).toHaveLength(3);
  });

  it('hints nothing without the block or with an unreadable one', async () => {
    expect(await preloadPageScripts()).toBe(0);
    served('{not json');
    expect(readPageScripts()).toEqual([]);
    served('{"file":"assets/a.js"}');
    expect(readPageScripts()).toEqual([]);
    served('["assets/a.js", 7, null]');
    expect(readPageScripts()).toEqual(['assets/a.js']);
    expect(hints()).toEqual([]);
  });

  it(`adds ${HINTS_PER_TASK} hints per task, so no long task starts thirty fetches`, async () => {
    served(JSON.stringify(Array.from({ length: 10 }, (_, i) => `assets/chunk${i}.js`)));
    const done = preloadPageScripts();
    expect(hints()).toHaveLength(HINTS_PER_TASK);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hints().length).toBeLessThanOrEqual(2 * HINTS_PER_TASK);
    expect(await done).toBe(10);
    expect(hints()).toHaveLength(10);
  });
});
