import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { unitPriceText } from '@federkiel/machines/pricing/unitPrice';

// Issue #27 item 5: a line's unit price shown so that quantity × unit = the line total as
// shown. The rule lives in machines/, so the e-mails and the invoice PDF use the same.
export { formatUnit, preciseUnit, type PreciseUnit } from '@federkiel/machines/pricing/unitPrice';

const LOCALES: Record<string, string> = { de: 'de-DE', en: 'en-GB' };

/** The unit price of a line from its shown total (euros) and quantity, in the UI language. */
export function useUnitPriceText() {
  const { i18n } = useTranslation();
  const locale = LOCALES[i18n.language] ?? 'de-DE';
  return useCallback(
    (lineTotal: number, quantity: number, currency = 'EUR') =>
      unitPriceText(Math.round(lineTotal * 100), quantity, locale, currency),
    [locale],
  );
}
