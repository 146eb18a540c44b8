import type { IsoDate } from './schema.ts';

// Shipping days (issue 4): the earliest shipping date is the next working day; weekends and
// the German nationwide public holidays are not working days. Dates are calendar dates
// (`YYYY-MM-DD`) computed in UTC arithmetic, so no time zone or DST can shift a day; the
// caller says which day "today" is in Germany (`isoDateInBerlin`).

const DAY_MS = 86_400_000;

function toUtc(date: IsoDate): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function fromUtc(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** A real calendar date in `YYYY-MM-DD` form (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && fromUtc(toUtc(value)) === value;
}

/** Today's date in Germany at `instant` (the shop's calendar, wherever the browser is). */
export function isoDateInBerlin(instant: Date): IsoDate {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** Easter Sunday (Gregorian calendar; the anonymous "Meeus/Jones/Butcher" algorithm). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface PublicHoliday {
  date: IsoDate;
  name: string;
}

const holidayCache = new Map<number, PublicHoliday[]>();

/**
 * The public holidays that apply in every German state. Regional ones (Fronleichnam,
 * Reformationstag, …) are not included: we ship from one place, and a regional holiday at
 * the recipient's end only delays delivery, which the estimate's range covers.
 */
export function germanPublicHolidays(year: number): PublicHoliday[] {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const fixed = (md: string) => `${year}-${md}`;
  const holidays = [
    { date: fixed('01-01'), name: 'Neujahr' },
    { date: addDays(easter, -2), name: 'Karfreitag' },
    { date: addDays(easter, 1), name: 'Ostermontag' },
    { date: fixed('05-01'), name: 'Tag der Arbeit' },
    { date: addDays(easter, 39), name: 'Christi Himmelfahrt' },
    { date: addDays(easter, 50), name: 'Pfingstmontag' },
    { date: fixed('10-03'), name: 'Tag der Deutschen Einheit' },
    { date: fixed('12-25'), name: '1. Weihnachtstag' },
    { date: fixed('12-26'), name: '2. Weihnachtstag' },
  ].sort((x, y) => x.date.localeCompare(y.date));
  holidayCache.set(year, holidays);
  return holidays;
}

export function publicHolidayOn(date: IsoDate): PublicHoliday | undefined {
  return germanPublicHolidays(Number(date.slice(0, 4))).find((holiday) => holiday.date === date);
}

export function isWeekend(date: IsoDate): boolean {
  const weekday = new Date(toUtc(date)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

export function isWorkingDay(date: IsoDate): boolean {
  return !isWeekend(date) && publicHolidayOn(date) === undefined;
}

/** The `count`-th working day after `date` (count ≥ 1), or `date` itself for 0. */
export function addWorkingDays(date: IsoDate, count: number): IsoDate {
  let day = date;
  for (let left = count; left > 0;) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left -= 1;
  }
  return day;
}

/** Working days after `from` up to and including `to` (0 when `to` is not later). */
export function workingDaysBetween(from: IsoDate, to: IsoDate): number {
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1))
    if (isWorkingDay(day)) count += 1;
  return count;
}
