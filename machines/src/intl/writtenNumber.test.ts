import { describe, expect, it } from 'vitest';
import { writtenNumber } from './writtenNumber.ts';

const numbers = [0, -0, 1, 7, 12, 999, 1000, 1234, 5000, 9999, 10_000, 99_999, 123_456, -1234];
for (let i = 1; i < 15; i += 1) numbers.push(10 ** i - 1, 10 ** i, 3 * 10 ** i + 17);
numbers.push(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER);

describe('writtenNumber (whole numbers without Intl data)', () => {
  it.each([
    ['de', 'de-DE'],
    ['en', 'en-GB'],
  ])('writes %s whole numbers as Intl does', (language, locale) => {
    const intl = new Intl.NumberFormat(locale);
    for (const value of numbers) expect(writtenNumber(value, language)).toBe(intl.format(value));
  });

  it('leaves fractions, unsafe integers, non-numbers and other languages to Intl', () => {
    expect(writtenNumber(1.5, 'de')).toBeNull();
    expect(writtenNumber(2 ** 60, 'de')).toBeNull();
    expect(writtenNumber(Number.NaN, 'en')).toBeNull();
    expect(writtenNumber('12', 'de')).toBeNull();
    expect(writtenNumber(12, 'fr')).toBeNull();
  });
});
