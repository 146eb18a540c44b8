import { describe, expect, it } from 'vitest';
import { numericDate } from './numericDate.ts';

/** Every day of a leap year at several times, and the edges of the years Intl pads. */
function dates(): Date[] {
  const list: Date[] = [];
  for (let day = 0; day < 366; day += 1)
    for (const minutes of [0, 59, 61, 719, 1439])
      list.push(new Date(Date.UTC(2028, 0, 1 + day) + minutes * 60_000));
  list.push(new Date('1999-12-31T23:59:00Z'), new Date('2100-03-01T00:00:00Z'));
  return list;
}

const DAY: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

describe('numericDate (the dashboard’s dates without Intl data)', () => {
  it.each(['de-DE', 'en-GB'])('writes %s dates and times as Intl does', (locale) => {
    const day = new Intl.DateTimeFormat(locale, DAY);
    const dayUtc = new Intl.DateTimeFormat(locale, { ...DAY, timeZone: 'UTC' });
    const dayTime = new Intl.DateTimeFormat(locale, { ...DAY, hour: '2-digit', minute: '2-digit' });
    for (const date of dates()) {
      expect(numericDate(date, locale)).toBe(day.format(date));
      expect(numericDate(date, locale, { utc: true })).toBe(dayUtc.format(date));
      expect(numericDate(date, locale, { time: true })).toBe(dayTime.format(date));
    }
  });

  it('leaves other locales, invalid dates and far years to Intl', () => {
    expect(numericDate(new Date(), 'fr-FR')).toBeNull();
    expect(numericDate(new Date(Number.NaN), 'de-DE')).toBeNull();
    expect(numericDate(new Date('0999-01-01T12:00:00Z'), 'de-DE', { utc: true })).toBeNull();
  });
});
