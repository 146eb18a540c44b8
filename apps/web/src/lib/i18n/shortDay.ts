import { ENGLISH_MONTHS, GERMAN_MONTHS } from '@federkiel/machines/intl/monthNames';

// A calendar day in `useFormat().day`'s short style ("Do., 3. Dezember" / "Thu 3 December"),
// written out as the browser's Intl formats it (de-DE, en-GB). The first Intl.DateTimeFormat
// a page builds loads the browser's date data: 140–190 ms at 4× CPU in the task that showed
// the checkout with its order summary's shipping dates (issue #44). Other locales and styles
// go to Intl (`null` here).

const NAMES: Record<
  string,
  {
    weekdays: string[];
    months: readonly string[];
    join: (w: string, d: number, m: string) => string;
  }
> = {
  'de-DE': {
    weekdays: ['So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.'],
    months: GERMAN_MONTHS,
    join: (weekday, day, month) => `${weekday}, ${day}. ${month}`,
  },
  'en-GB': {
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    months: ENGLISH_MONTHS,
    join: (weekday, day, month) => `${weekday} ${day} ${month}`,
  },
};

/** `value` (a UTC midnight) in the short style of `locale`, or null for a locale not here. */
export function shortDay(value: Date, locale: string): string | null {
  const names = NAMES[locale];
  if (!names) return null;
  const weekday = names.weekdays[value.getUTCDay()] ?? '';
  const month = names.months[value.getUTCMonth()] ?? '';
  return names.join(weekday, value.getUTCDate(), month);
}
