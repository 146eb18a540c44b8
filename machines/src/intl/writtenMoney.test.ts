import { describe, expect, it } from 'vitest';
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

  it.each([
    ['de-DE', 3],
    ['de-DE', 4],
    ['en-GB', 3],
    ['en-GB', 4],
  ] as const)('writes unit prices as Intl does in %s with up to %i decimals', (locale, digits) => {
    const intl = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: digits,
    });
    for (const amount of [...amounts(), 4.165, 0.4165, 3.3333, 12.5, 1.0005, 0.00005])
      if (Math.abs(amount) < 1e11)
        expect(writtenMoney(amount, 'EUR', locale, digits)).toBe(intl.format(amount));
  });

  it('leaves more than four decimals and amounts past exact integers to Intl', () => {
    expect(writtenMoney(1, 'EUR', 'de-DE', 5)).toBeNull();
    expect(writtenMoney(1, 'EUR', 'de-DE', 1)).toBeNull();
    expect(writtenMoney(1e12, 'EUR', 'de-DE', 4)).toBeNull();
  });
});
