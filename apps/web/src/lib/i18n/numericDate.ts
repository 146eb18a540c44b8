// The back office's dates in figures ("24.11.2026", "24.11.2026, 14:05"; en-GB "24/11/2026,
// 14:05"), written out as the browser's Intl writes them with 2-digit day and month. The
// first Intl.DateTimeFormat a page builds loads the browser's date data (140–190 ms at 4× CPU,
// issue #44), and a dashboard list shows dates in its first screen. Other locales go to Intl
// (`null` here).

const two = (n: number) => String(n).padStart(2, '0');

const SEPARATOR: Record<string, string> = { 'de-DE': '.', 'en-GB': '/' };

/**
 * `date` as day, month and year (and with `time`, hours and minutes), in the browser's time
 * zone or, with `utc`, in UTC; null where Intl should write it.
 */
export function numericDate(
  date: Date,
  locale: string,
  { time = false, utc = false }: { time?: boolean; utc?: boolean } = {},
): string | null {
  const separator = SEPARATOR[locale];
  if (!separator || Number.isNaN(date.getTime())) return null;
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  // Intl writes years before 1000 and after 9999 differently (no padding, signs).
  if (year < 1000 || year > 9999) return null;
  const month = (utc ? date.getUTCMonth() : date.getMonth()) + 1;
  const day = utc ? date.getUTCDate() : date.getDate();
  const text = `${two(day)}${separator}${two(month)}${separator}${year}`;
  if (!time) return text;
  const hours = utc ? date.getUTCHours() : date.getHours();
  const minutes = utc ? date.getUTCMinutes() : date.getMinutes();
  return `${text}, ${two(hours)}:${two(minutes)}`;
}
