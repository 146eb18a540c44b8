// Spec §5/§9: amounts in minor units and the minimum charge per currency. Pure.

/** Currencies without a minor unit (spec §9: JPY, KRW, VND, CLP and others): not × 100. */
export const ZERO_DECIMAL_CURRENCIES: readonly string[] = [
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
];

/** Spec §5: the smallest amount a card can be charged, in major units. */
export const MINIMUM_CHARGES: Readonly<Record<string, number>> = {
  USD: 0.5,
  EUR: 0.5,
  GBP: 0.3,
  JPY: 50,
  HUF: 175,
  CZK: 15,
  INR: 0.5,
  SEK: 3,
  NOK: 3,
  DKK: 2.5,
  PLN: 2,
  CHF: 0.5,
  HKD: 4,
  MXN: 10,
  THB: 10,
};

export function isZeroDecimalCurrency(currency: string): boolean {
  return ZERO_DECIMAL_CURRENCIES.includes(currency.toUpperCase());
}

/**
 * An amount in the currency's minor units (cents): × 100 and rounded, except for
 * zero-decimal currencies, which are only rounded (spec §9, also for Klarna and Apple Pay).
 */
export function toMinorUnits(amount: number, currency: string): number {
  return isZeroDecimalCurrency(currency) ? Math.round(amount) : Math.round(amount * 100);
}

/** The currency's minimum charge in major units, or 0 when the table has none. */
export function minimumCharge(currency: string): number {
  return MINIMUM_CHARGES[currency.toUpperCase()] ?? 0;
}

/**
 * Spec §5: below the minimum charge the card is saved without a payment intent.
 * Compared in minor units, so 0.1 + 0.2 style float noise cannot tip it.
 */
export function isBelowMinimumCharge(amount: number, currency: string): boolean {
  return toMinorUnits(amount, currency) < toMinorUnits(minimumCharge(currency), currency);
}
