import { numberFormat } from '../intl/intlFormats.ts';
import { writtenMoney } from '../intl/writtenMoney.ts';

// One rule for a line's unit price wherever a line shows quantity, unit price and total
// (issue #27 item 5): the unit price is shown with as many decimals as make
// quantity × unit = the line total as shown. VAT is rounded per line, not per card, so
// 100 cards for 416,50 € are „4,165 €“ each, never „4,17 €“ (= 417,00 €). Web (cart, order
// pages, dashboard) and server (e-mails, invoice PDF) import it from here, so the same line
// reads the same everywhere. Pure: cents in, text out.

export interface PreciseUnit {
  /** The unit price in euros, rounded to `digits`. */
  amount: number;
  /** 2–4 decimals. */
  digits: number;
  /**
   * No precision up to 4 decimals reaches the total (e.g. 100,00 € for 3): shown rounded to
   * cents with „≈“ — „≈ 33,33 €“ reads better than a fourth decimal that is still not exact.
   */
  approximate: boolean;
}

/** The fewest decimals (2–4) that make `quantity × unit` equal `totalCents` exactly. */
export function preciseUnit(totalCents: number, quantity: number): PreciseUnit {
  if (quantity <= 0) return { amount: totalCents / 100, digits: 2, approximate: false };
  for (let digits = 2; digits <= 4; digits++) {
    const scale = 10 ** (digits - 2); // hundredths of a cent and so on
    const scaled = Math.round((totalCents * scale) / quantity);
    if (scaled * quantity === totalCents * scale) {
      return { amount: scaled / scale / 100, digits, approximate: false };
    }
  }
  return { amount: Math.round(totalCents / quantity) / 100, digits: 2, approximate: true };
}

/** „4,165 €“ (or „≈ 33,33 €“) in the given locale; Intl's own signs and spaces. */
export function formatUnit(unit: PreciseUnit, locale = 'de-DE', currency = 'EUR'): string {
  const text =
    writtenMoney(unit.amount, currency, locale, unit.digits) ??
    numberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: unit.digits,
    }).format(unit.amount);
  return unit.approximate ? `≈ ${text}` : text;
}

/**
 * The unit price of a line of `quantity` for `totalCents`, as text: the one call for
 * e-mails and documents. Negative totals (a discount line) keep their sign.
 */
export function unitPriceText(
  totalCents: number,
  quantity: number,
  locale = 'de-DE',
  currency = 'EUR',
): string {
  return formatUnit(preciseUnit(Math.round(totalCents), quantity), locale, currency);
}
