import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchNext } from './prefetchNext.ts';

function screenWide(wide: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: wide })),
  );
}
const hints = () =>
  Array.from(document.head.querySelectorAll('link[rel="prefetch"]')).map((link) => ({
    href: link.getAttribute('href'),
    crossOrigin: (link as HTMLLinkElement).crossOrigin,
  }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe('prefetchNext', () => {
  it('adds a CORS-mode prefetch hint per script once idle, on a wide screen', () => {
    vi.useFakeTimers();
    screenWide(true);
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/a.js">';
    prefetchNext(['assets/a.js', 'assets/b.js', 'assets/c.js']);
    expect(hints()).toEqual([]);
    vi.runAllTimers();
    expect(hints()).toEqual([
      { href: '/assets/b.js', crossOrigin: 'anonymous' },
      { href: '/assets/c.js', crossOrigin: 'anonymous' },
    ]);
  });

  it('fetches nothing on a phone, which is shown the mobile notice instead', () => {
    vi.useFakeTimers();
    screenWide(false);
    prefetchNext(['assets/b.js']);
    vi.runAllTimers();
    expect(hints()).toEqual([]);
  });
});
