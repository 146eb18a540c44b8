import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { displayNames } from './intlCache.ts';

/**
 * The name of a country (ISO 3166 two-letter code) in the interface language, from the
 * browser's Intl data: "DE" → "Deutschland" / "Germany". Unknown codes come back as given.
 */
export function regionName(code: string, language: string): string {
  try {
    return displayNames(language, { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

export function useRegionName(): (code: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((code: string) => regionName(code, language), [language]);
}
