// Euro amounts as the browser's Intl writes them in de-DE and en-GB ("1.234,50 €" /
// "€1,234.50"). The first Intl.NumberFormat a page builds loads the browser's number data:
// 160–210 ms at 4× CPU in the task that showed the checkout with its prices (issue #44).
// Other currencies and locales, and amounts that are not plain, go to Intl (`null` here).

/** Amounts from here on are left to Intl (their cents would not fit a double exactly). */
const LARGEST = 1e13;

function grouped(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Cents of `abs` rounded half away from zero, as Intl does: on the shortest decimal that
 * names the double (`String`), not on its binary value — 2.675 is 2,68 €, as Intl has it.
 */
function centsOf(abs: number): number {
  const text = String(abs);
  // Exponent notation below 1: far under half a cent.
  if (text.includes('e')) return 0;
  const [whole = '0', fraction = ''] = text.split('.');
  const digits = `${fraction}000`;
  const cents = Number(whole) * 100 + Number(digits.slice(0, 2));
  return Number(digits[2]) >= 5 ? cents + 1 : cents;
}

/** `amount` euros in `locale`'s currency style, or null where Intl should write it. */
export function writtenMoney(amount: number, currency: string, locale: string): string | null {
  if (currency !== 'EUR' || !Number.isFinite(amount) || Math.abs(amount) >= LARGEST) return null;
  if (locale !== 'de-DE' && locale !== 'en-GB') return null;
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const cents = centsOf(Math.abs(amount));
  const euros = String(Math.floor(cents / 100));
  const rest = String(cents % 100).padStart(2, '0');
  return locale === 'de-DE'
    ? `${sign}${grouped(euros, '.')},${rest}\u00a0€`
    : `${sign}€${grouped(euros, ',')}.${rest}`;
}
