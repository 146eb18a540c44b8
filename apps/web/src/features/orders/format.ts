import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const LOCALES: Record<string, string> = { de: 'de-DE', en: 'en-GB' };

/** Money and dates in the interface language: "202,18 €", "21. November 2026". */
export function useOrderFormat() {
  const { i18n } = useTranslation();
  const locale = LOCALES[i18n.language] ?? 'de-DE';
  const money = useCallback(
    (amount: number | null | undefined, currency = 'EUR') =>
      new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount ?? 0),
    [locale],
  );
  const date = useCallback(
    (iso: string | null | undefined, style: 'medium' | 'long' = 'medium') => {
      if (!iso) return '';
      const value = new Date(iso);
      if (Number.isNaN(value.getTime())) return '';
      return new Intl.DateTimeFormat(locale, { dateStyle: style }).format(value);
    },
    [locale],
  );
  return { money, date };
}
