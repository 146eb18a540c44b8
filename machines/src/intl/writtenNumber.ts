// Whole numbers as Intl.NumberFormat writes them in German and English ("1.234" / "1,234"):
// the shop's texts count cards, lines and characters with i18next's `{{count, number}}`, and
// the first NumberFormat a page builds loads the browser's number data (160–210 ms at 4× CPU,
// issue #44). Fractions, huge numbers and other languages go to Intl (`null` here).

const SEPARATORS: Record<string, string> = { de: '.', 'de-DE': '.', en: ',', 'en-GB': ',' };

/** `value` grouped by thousands as Intl writes it for `language`, or null. */
export function writtenNumber(value: unknown, language: string): string | null {
  const separator = SEPARATORS[language];
  if (separator === undefined || typeof value !== 'number') return null;
  if (!Number.isSafeInteger(value)) return null;
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return value < 0 || Object.is(value, -0) ? `-${digits}` : digits;
}
