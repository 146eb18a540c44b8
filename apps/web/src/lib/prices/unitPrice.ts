import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

// Issue #27 item 5: a line's unit price shown so that quantity × unit = the line total as
// shown. 100 cards for 416,50 € are „4,165 €“ each, never „4,17 €“ (= 417,00 €).

/** How many decimals (2–4) make `quantity × unit` equal `totalCents` exactly. */
export interface PreciseUnit {
  /** The unit price in euros, rounded to `digits`. */
  amount: number;
  digits: number;
  /** No such precision up to 4 decimals (e.g. 100,00 € for 3): shown with „≈“. */
  approximate: boolean;
}

export function preciseUnit(totalCents: number, quantity: number): PreciseUnit {
  if (quantity <= 0) return { amount: totalCents / 100, digits: 2, approximate: false };
  for (let digits = 2; digits <= 4; digits++) {
    const scale = 10 ** (digits - 2); // units of 1/100 cent etc.
    const scaled = Math.round((totalCents * scale) / quantity);
    if (scaled * quantity === totalCents * scale) {
      return { amount: scaled / scale / 100, digits, approximate: false };
    }
  }
  return {
    amount: Math.round((totalCents * 100) / quantity) / 10000,
    digits: 4,
    approximate: true,
  };
}

/** „4,165 €“ (or „≈ 33,3333 €“) in the given locale. */
export function formatUnit(unit: PreciseUnit, locale: string, currency = 'EUR'): string {
  const text = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: unit.digits,
  }).format(unit.amount);
  return unit.approximate ? `≈ ${text}` : text;
}

const LOCALES: Record<string, string> = { de: 'de-DE', en: 'en-GB' };

/** The unit price of a line from its shown total (euros) and quantity, in the UI language. */
export function useUnitPriceText() {
  const { i18n } = useTranslation();
  const locale = LOCALES[i18n.language] ?? 'de-DE';
  return useCallback(
    (lineTotal: number, quantity: number, currency = 'EUR') =>
      formatUnit(preciseUnit(Math.round(lineTotal * 100), quantity), locale, currency),
    [locale],
  );
}
