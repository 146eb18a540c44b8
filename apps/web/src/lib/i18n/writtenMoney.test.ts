import { afterEach, describe, expect, it, vi } from 'vitest';
import { writtenMoney } from './writtenMoney.ts';

/** Amounts a shop shows, and the edges of rounding and grouping. */
function amounts(): number[] {
  const list = [0, -0, -0.001, 0.004, 0.005, 0.125, 2.675, 1.005, 999.995, 1000, 123456.785];
  list.push(1e6, 9999999999999.99, 0.1 + 0.2, -12.345, 5e-7, 1e-10);
  for (let i = 0; i < 20000; i += 7) list.push(i / 1000, -i / 1000, i * 1.19, i / 3);
  // A fixed pseudo-random walk: the same numbers each run.
  let seed = 42;
  for (let i = 0; i < 2000; i += 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    list.push((seed / 2 ** 31) * 10 ** (i % 9) * (i % 2 ? 1 : -1));
  }
  return list;
}

describe('writtenMoney', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(['de-DE', 'en-GB'])('writes euros as Intl does in %s', (locale) => {
    const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    for (const amount of amounts())
      expect(writtenMoney(amount, 'EUR', locale)).toBe(intl.format(amount));
  });

  it('leaves other currencies, locales and amounts to Intl', () => {
    expect(writtenMoney(1, 'CHF', 'de-DE')).toBeNull();
    expect(writtenMoney(1, 'EUR', 'fr-FR')).toBeNull();
    expect(writtenMoney(Number.NaN, 'EUR', 'de-DE')).toBeNull();
    expect(writtenMoney(Number.POSITIVE_INFINITY, 'EUR', 'en-GB')).toBeNull();
    expect(writtenMoney(1e15, 'EUR', 'de-DE')).toBeNull();
  });

  it('gives useFormat’s euros without building a NumberFormat', async () => {
    // Fresh modules: a formatter built by another test must not hide one built here.
    vi.resetModules();
    const { renderHook } = await import('@testing-library/react');
    const { useFormat } = await import('./format.ts');
    const built = vi.spyOn(Intl, 'NumberFormat');
    const { result } = renderHook(() => useFormat());
    expect(result.current.money(1234.5)).toMatch(/^(1\.234,50\u00a0€|€1,234\.50)$/);
    expect(built).not.toHaveBeenCalled();
  });
});
