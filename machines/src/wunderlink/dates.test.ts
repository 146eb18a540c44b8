import { describe, expect, it } from 'vitest';
import { berlinDayEnd, berlinDayStart } from './dates.ts';

describe('German calendar days as instants', () => {
  it('starts a summer day at 22:00 UTC and a winter day at 23:00 UTC the evening before', () => {
    expect(berlinDayStart('2026-07-01')?.toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(berlinDayStart('2026-01-15')?.toISOString()).toBe('2026-01-14T23:00:00.000Z');
  });

  it('ends a day at the next midnight, across the clock changes', () => {
    // Summer time starts on 2026-03-29, ends on 2026-10-25.
    expect(berlinDayEnd('2026-03-28')?.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(berlinDayEnd('2026-03-29')?.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(berlinDayEnd('2026-10-24')?.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(berlinDayEnd('2026-10-25')?.toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(berlinDayEnd('2026-12-31')?.toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('refuses dates that do not exist', () => {
    expect(berlinDayStart('2026-02-30')).toBeNull();
    expect(berlinDayEnd('2026-13-01')).toBeNull();
    expect(berlinDayStart('morgen')).toBeNull();
  });
});
