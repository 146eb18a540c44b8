import { addDays, isIsoDate, isoDateInBerlin } from '../configurator/workingDays.ts';

// German calendar days as instants: a WunderLink "gültig ab 01.07. bis 31.07." runs from
// midnight in Berlin on the 1st to midnight in Berlin after the 31st, summer or winter time.

const HOUR_MS = 3_600_000;

/** The instant a German calendar day (`YYYY-MM-DD`) starts; null for a date that does not exist. */
export function berlinDayStart(date: string): Date | null {
  if (!isIsoDate(date)) return null;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d);
  // Berlin is UTC+1 or UTC+2, and clocks change at 2 or 3 o'clock, never at midnight:
  // the day starts at 22:00 or 23:00 UTC the evening before.
  for (const offsetHours of [2, 1]) {
    const candidate = new Date(utcMidnight - offsetHours * HOUR_MS);
    if (isoDateInBerlin(candidate) === date) return candidate;
  }
  return null;
}

/** The instant a German calendar day ends: the next day's start (exclusive bound). */
export function berlinDayEnd(date: string): Date | null {
  if (!isIsoDate(date)) return null;
  return berlinDayStart(addDays(date, 1));
}
