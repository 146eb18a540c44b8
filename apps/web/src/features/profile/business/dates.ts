import { dateTimeFormat } from '@federkiel/machines/intl/intlFormats';
import { useTranslation } from 'react-i18next';

const LOCALES: Record<string, string> = { de: 'de-DE', en: 'en-GB' };

/** Formats a server timestamp in the page's language (empty for a missing or bad value). */
export function useWhen(): (iso: string | null) => string {
  const { i18n } = useTranslation();
  const format = dateTimeFormat(LOCALES[i18n.language] ?? 'de-DE', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (iso) => {
    const value = iso ? new Date(iso) : null;
    return value && !Number.isNaN(value.getTime()) ? format.format(value) : '';
  };
}
