import { COUNTRIES } from '@federkiel/machines';
import { regionName } from '../../lib/i18n/regionName.ts';
import type { SelectOption } from './table/RecipientCell.tsx';

/** The country select: "– wählen –", then the countries we know, named in the UI language. */
export function countryOptions(language: string, noneLabel: string): SelectOption[] {
  return [
    { value: '', label: noneLabel },
    ...COUNTRIES.map((country) => ({
      value: country.code,
      label: language === 'de' ? country.name : regionName(country.code, language),
    })),
  ];
}
