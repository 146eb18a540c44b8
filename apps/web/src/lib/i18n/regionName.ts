import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { displayNames } from '@federkiel/machines/intl/intlFormats';

// The countries of the shop's address forms (`COUNTRIES` in lib/forms/addressValues.ts), named
// as the browser's Intl data names them. Asking Intl for the first region name loads its
// region data: 170–300 ms at 4× CPU in the task that showed the checkout's address form, for
// twelve names that never change (issue #44). Other codes still come from Intl.
const SHOP_COUNTRIES: Record<string, Record<string, string>> = {
  de: {
    DE: 'Deutschland',
    AT: 'Österreich',
    CH: 'Schweiz',
    BE: 'Belgien',
    DK: 'Dänemark',
    ES: 'Spanien',
    FR: 'Frankreich',
    IT: 'Italien',
    LI: 'Liechtenstein',
    LU: 'Luxemburg',
    NL: 'Niederlande',
    PL: 'Polen',
  },
  en: {
    DE: 'Germany',
    AT: 'Austria',
    CH: 'Switzerland',
    BE: 'Belgium',
    DK: 'Denmark',
    ES: 'Spain',
    FR: 'France',
    IT: 'Italy',
    LI: 'Liechtenstein',
    LU: 'Luxembourg',
    NL: 'Netherlands',
    PL: 'Poland',
  },
};

/**
 * The name of a country (ISO 3166 two-letter code) in the interface language, as the
 * browser's Intl data names it: "DE" → "Deutschland" / "Germany". Unknown codes come back as
 * given.
 */
export function regionName(code: string, language: string): string {
  const upper = code.toUpperCase();
  const known = SHOP_COUNTRIES[language]?.[upper];
  if (known) return known;
  try {
    return displayNames(language, { type: 'region' }).of(upper) ?? code;
  } catch {
    return code;
  }
}

export function useRegionName(): (code: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((code: string) => regionName(code, language), [language]);
}
