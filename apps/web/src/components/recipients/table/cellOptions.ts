import type { Translate } from '../../../lib/i18n/useT.ts';
import type { SelectOption } from './RecipientCell.tsx';
import type { CellKind } from './tableColumns.ts';

/** The options of the select cells (also offered by "Spalte füllen"). */
export function cellOptions(
  t: Translate,
  countryOptions: readonly SelectOption[],
): Partial<Record<CellKind, readonly SelectOption[]>> {
  return {
    gender: [
      { value: '', label: t('genders.none') },
      { value: 'female', label: t('genders.female') },
      { value: 'male', label: t('genders.male') },
      { value: 'neutral', label: t('genders.neutral') },
    ],
    addressForm: (['du', 'sie', 'ihr'] as const).map((form) => ({
      value: form,
      label: t(`addressForms.${form}`),
    })),
    country: countryOptions,
  };
}
