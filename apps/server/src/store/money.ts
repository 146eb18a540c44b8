// Money is counted in integer cents everywhere inside the server, so sums never drift by
// floating-point error; the API shows euros as numbers with two decimals, as Swell does.

export const CURRENCY = 'EUR';

/** German VAT on the shop's goods and its shipping (shipping follows the main service). */
export const VAT_PERCENT = 19;

export function toEuros(cents: number): number {
  return Math.round(cents) / 100;
}

/** Commercial rounding (half away from zero) to whole cents. */
export function roundCents(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

export function percentOf(cents: number, percent: number): number {
  return roundCents((cents * percent) / 100);
}

export function vatOn(netCents: number): number {
  return percentOf(netCents, VAT_PERCENT);
}

export function grossOf(netCents: number): number {
  return netCents + vatOn(netCents);
}

/** `1234` → `12,34 €`, for e-mails and German messages. */
export function formatEuros(cents: number): string {
  return `${(cents / 100).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;
}
