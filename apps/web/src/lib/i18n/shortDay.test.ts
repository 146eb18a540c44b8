import { afterEach, describe, expect, it, vi } from 'vitest';
import { shortDay } from './shortDay.ts';

const SHORT = { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' } as const;

describe('shortDay', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(['de-DE', 'en-GB'])('writes every day of a leap year as Intl does in %s', (locale) => {
    const intl = new Intl.DateTimeFormat(locale, SHORT);
    for (let day = 0; day < 366; day += 1) {
      const value = new Date(Date.UTC(2028, 0, 1 + day));
      expect(shortDay(value, locale)).toBe(intl.format(value));
    }
  });

  it('leaves other locales to Intl', () => {
    expect(shortDay(new Date(Date.UTC(2026, 11, 3)), 'fr-FR')).toBeNull();
  });

  it('gives useFormat’s short day without building a DateTimeFormat', async () => {
    // Fresh modules: a formatter built by another test must not hide one built here.
    vi.resetModules();
    const { renderHook } = await import('@testing-library/react');
    const { useFormat } = await import('./format.ts');
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    const { result } = renderHook(() => useFormat());
    expect(result.current.day('2026-12-03', 'short')).toMatch(
      /^(Do\., 3\. Dezember|Thu 3 December)$/,
    );
    expect(built).not.toHaveBeenCalled();
  });
});
