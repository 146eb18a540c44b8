// Euro amounts as the browser's Intl writes them in de-DE and en-GB ("1.234,50 €" /
// "€1,234.50"). The first Intl.NumberFormat a page builds loads the browser's number data:
// 160–210 ms at 4× CPU in the task that showed the checkout with its prices (issue #44).
// Other currencies and locales, and amounts that are not plain, go to Intl (`null` here).

/** Amounts from here on are left to Intl (their cents would not fit a double exactly). */
const LARGEST = 1e13;
/** Below 2^53 a count of the smallest shown unit is an exact integer. */
const EXACT = 2 ** 53;

function grouped(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * `abs` in units of 10^-digits, rounded half away from zero as Intl does: on the shortest
 * decimal that names the double (`String`), not on its binary value — 2.675 is 2,68 €, as
 * Intl has it.
 */
function unitsOf(abs: number, digits: number): number {
  const text = String(abs);
  // Exponent notation below 1: far under half of the smallest unit.
  if (text.includes('e')) return 0;
  const [whole = '0', fraction = ''] = text.split('.');
  const padded = `${fraction}${'0'.repeat(digits + 1)}`;
  const units = Number(whole) * 10 ** digits + Number(padded.slice(0, digits));
  return Number(padded[digits]) >= 5 ? units + 1 : units;
}

/**
 * `amount` euros in `locale`'s currency style with 2 to `maxDigits` (≤ 4) decimals — as
 * `Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2,
 * maximumFractionDigits: maxDigits })` writes it — or null where Intl should write it.
 */
export function writtenMoney(
  amount: number,
  currency: string,
  locale: string,
  maxDigits = 2,
): string | null {
  if (currency !== 'EUR' || !Number.isFinite(amount) || Math.abs(amount) >= LARGEST) return null;
  if (!Number.isInteger(maxDigits) || maxDigits < 2 || maxDigits > 4) return null;
  if (Math.abs(amount) * 10 ** maxDigits >= EXACT) return null;
  if (locale !== 'de-DE' && locale !== 'en-GB') return null;
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const scale = 10 ** maxDigits;
  const units = unitsOf(Math.abs(amount), maxDigits);
  const euros = String(Math.floor(units / scale));
  let rest = String(units % scale).padStart(maxDigits, '0');
  while (rest.length > 2 && rest.endsWith('0')) rest = rest.slice(0, -1);
  return locale === 'de-DE'
    ? `${sign}${grouped(euros, '.')},${rest}\u00a0€`
    : `${sign}€${grouped(euros, ',')}.${rest}`;
}
