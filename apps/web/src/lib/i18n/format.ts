import { useCallback } from 'react';
import { dateTimeFormat, numberFormat } from '@federkiel/machines/intl/intlFormats';
import { writtenMoney } from '@federkiel/machines/intl/writtenMoney';
import { useTranslation } from 'react-i18next';
import { shortDay } from './shortDay.ts';

const LOCALES: Record<string, string> = { de: 'de-DE', en: 'en-GB' };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Money and dates in the interface language: "202,18 €", "21. November 2026", and calendar
 * days (`YYYY-MM-DD`, e.g. a shipping date) as "Donnerstag, 3. Dezember 2026" (`short`:
 * "Do., 3. Dezember").
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = LOCALES[i18n.language] ?? 'de-DE';
  const money = useCallback(
    (amount: number | null | undefined, currency = 'EUR') =>
      writtenMoney(amount ?? 0, currency, locale) ??
      numberFormat(locale, { style: 'currency', currency }).format(amount ?? 0),
    [locale],
  );
  const date = useCallback(
    (iso: string | null | undefined, style: 'medium' | 'long' = 'medium') => {
      if (!iso) return '';
      const value = new Date(iso);
      if (Number.isNaN(value.getTime())) return '';
      return dateTimeFormat(locale, { dateStyle: style }).format(value);
    },
    [locale],
  );
  /** A calendar day, the same wherever the browser is (no time zone can shift it). */
  const day = useCallback(
    (isoDate: string | null | undefined, style: 'full' | 'long' | 'short' = 'full') => {
      if (!isoDate || !ISO_DATE.test(isoDate)) return '';
      const value = new Date(`${isoDate}T00:00:00Z`);
      if (Number.isNaN(value.getTime())) return '';
      if (style === 'short') {
        const written = shortDay(value, locale);
        if (written !== null) return written;
      }
      const options: Intl.DateTimeFormatOptions =
        style === 'short'
          ? { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' }
          : { dateStyle: style, timeZone: 'UTC' };
      return dateTimeFormat(locale, options).format(value);
    },
    [locale],
  );
  return { money, date, day };
}
