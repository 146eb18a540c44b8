import { dateTimeFormat } from '@federkiel/machines/intl/intlFormats';
import {
  addDays,
  addWorkingDays,
  isWorkingDay,
  MAX_SHIPPING_DAYS_AHEAD,
  type IsoDate,
} from '@federkiel/machines';

/** "Mi., 23. Dezember" / "Wed, 23 December" (calendar dates, no time zone involved). */
export function formatDay(date: IsoDate, language: string, withYear = false): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return dateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: withYear ? 'numeric' : undefined,
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** The first working day on or after `date`. */
export function workingDayFrom(date: IsoDate): IsoDate {
  return isWorkingDay(date) ? date : addWorkingDays(date, 1);
}

/** The last day the date picker offers. */
export function latestShippingDate(today: IsoDate): IsoDate {
  return addDays(today, MAX_SHIPPING_DAYS_AHEAD);
}
