import { useMemo, type ReactNode } from 'react';
import { checkAddress, type AddressProblem } from '@federkiel/machines/addresses/postcodeCheck';
import { useT } from '../lib/i18n/useT.ts';
import { usePostcodeTable } from '../lib/postcodes/usePostcodeTable.ts';
import { Button } from './Button.tsx';

export interface PostcodeValues {
  zip: string;
  city: string;
  country: string;
}

/**
 * The postcode check for the shop's own address forms (checkout, account; issue 42): what
 * the data doubts, at the field it concerns, with the suggestion one click away. Only a
 * hint: the customer knows their own address (a new street, a company's own postcode), so
 * it never blocks the form. The postcode's shape is the form's own rule.
 */
export function usePostcodeHint(
  values: PostcodeValues,
  onFix: (field: 'zip' | 'city', value: string) => void,
): { field: 'zip' | 'city'; hint: ReactNode } | null {
  const { t } = useT('forms');
  const german = values.country === 'DE' && /^\d{5}$/.test(values.zip.trim());
  const table = usePostcodeTable(german);
  const problem: AddressProblem | undefined = useMemo(
    () =>
      table && german
        ? checkAddress(
            { postalCode: values.zip, city: values.city, country: values.country },
            table,
            { format: false },
          )[0]
        : undefined,
    [table, german, values.zip, values.city, values.country],
  );
  if (!problem) return null;
  const field = problem.field === 'address.city' ? 'city' : 'zip';
  const value = problem.suggestion?.value;
  const text =
    problem.code === 'townMismatch'
      ? t(value ? 'address.postcodeTown' : 'address.postcodeTownOnly', {
          postalCode: problem.postalCode,
          towns: (problem.towns ?? []).join(', '),
          suggestion: value,
        })
      : value
        ? t('address.postcodeUnknownSuggest', { city: problem.city, suggestion: value })
        : t('address.postcodeUnknown');
  return {
    field,
    hint: (
      <>
        {text}{' '}
        {value ? (
          <Button size="sm" variant="ghost" bordered onClick={() => onFix(field, value)}>
            {t('address.postcodeApply', { value })}
          </Button>
        ) : null}
      </>
    ),
  };
}
