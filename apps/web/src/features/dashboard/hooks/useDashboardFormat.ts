import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { numericDate } from '../../../lib/i18n/numericDate.ts';
import { dateTimeFormat, numberFormat } from '@federkiel/machines/intl/intlFormats';
import { writtenMoney } from '@federkiel/machines/intl/writtenMoney';
import { unitPriceText } from '@federkiel/machines/pricing/unitPrice';

const LOCALES: Record<string, string> = { de: 'de-DE', en: 'en-GB' };
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Numbers, money and dates in the back office's compact form: "1.234,50 €", "24.11.2026",
 * "24.11.2026, 14:05". Calendar days (`YYYY-MM-DD`, e.g. a shipping date) are read as UTC,
 * so no time zone shifts them.
 */
export function useDashboardFormat() {
  const { i18n } = useTranslation();
  const locale = LOCALES[i18n.language] ?? 'de-DE';
  return useMemo(() => {
    // Euros and dates in figures are written without Intl in de-DE and en-GB (the first
    // formatter loads the browser's number or date data, issue #44); the rest is asked of
    // Intl when first needed, one formatter per locale (intlFormats.ts).
    const money = (amount: number) =>
      writtenMoney(amount, 'EUR', locale) ??
      numberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount);
    const numeric = (value: Date, options: Intl.DateTimeFormatOptions, time = false) =>
      numericDate(value, locale, { time, utc: options.timeZone === 'UTC' }) ??
      dateTimeFormat(locale, options).format(value);
    const DAY: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
    const valid = (iso: string | null | undefined) => {
      if (!iso) return null;
      const value = new Date(iso);
      return Number.isNaN(value.getTime()) ? null : value;
    };
    return {
      // No amount (the production role gets none, issue 28) is a dash, never "0,00 €".
      money: (amount: number | null | undefined) =>
        amount === null || amount === undefined ? '–' : money(amount),
      /** A line's unit price as precise as quantity × unit = the line's amount (issue #27). */
      unit: (total: number, quantity: number) =>
        unitPriceText(Math.round(total * 100), quantity, locale),
      number: (value: number) => numberFormat(locale).format(value),
      date: (iso: string | null | undefined) => {
        const value = valid(iso);
        return value ? numeric(value, DAY) : '';
      },
      dateTime: (iso: string | null | undefined) => {
        const value = valid(iso);
        return value ? numeric(value, { ...DAY, hour: '2-digit', minute: '2-digit' }, true) : '';
      },
      day: (isoDay: string | null | undefined) => {
        if (!isoDay || !ISO_DAY.test(isoDay)) return '';
        const value = valid(`${isoDay}T00:00:00Z`);
        return value ? numeric(value, { ...DAY, timeZone: 'UTC' }) : '';
      },
    };
  }, [locale]);
}

/** Today as `YYYY-MM-DD` in the browser's time zone (the workshop's day). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A shipping day before today: the order should have left already. */
export function isOverdue(shippingDate: string | null, today: string = todayIso()): boolean {
  return shippingDate !== null && ISO_DAY.test(shippingDate) && shippingDate < today;
}
