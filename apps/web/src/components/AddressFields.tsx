import { usePostcodeHint } from './PostcodeHint.tsx';
import { SelectField } from './SelectField.tsx';
import { TextField } from './TextField.tsx';
import type { UseForm } from '../lib/forms/useForm.ts';
import { useRegionName } from '../lib/i18n/regionName.ts';
import { useT } from '../lib/i18n/useT.ts';
import { COUNTRIES, type AddressValues } from '../lib/forms/addressValues.ts';
import styles from './AddressFields.module.css';

export interface AddressFieldsProps<V extends AddressValues = AddressValues> {
  form: UseForm<V>;
  /** The autocomplete section: a delivery or a billing address. */
  kind: 'shipping' | 'billing';
  /** Unique prefix for the inputs' ids (several address forms share a page). */
  idPrefix: string;
  /** Show "USt-IdNr." (default: on a billing address; the checkout asks it on its own). */
  withVatId?: boolean;
}

/** The fields of an address (spec §3) with labels and autocomplete tokens. */
export function AddressFields<V extends AddressValues>({
  form,
  kind,
  idPrefix,
  withVatId = kind === 'billing',
}: AddressFieldsProps<V>) {
  const { t } = useT('forms');
  const regionName = useRegionName();
  const options = COUNTRIES.map((code) => ({ value: code, label: regionName(code) }));
  const ac = (token: string) => `${kind} ${token}`;
  const id = (name: string) => `${idPrefix}-${name}`;
  // Postcode ↔ town (issue 42): a hint under the field it concerns, the fix one click away.
  const postcode = usePostcodeHint(form.values, (field, value) =>
    form.setValue(field as keyof V & string, value),
  );
  const hintAt = (field: 'zip' | 'city') =>
    postcode?.field === field ? { hint: postcode.hint } : {};

  return (
    <div className={styles.grid}>
      <TextField
        id={id('firstName')}
        label={t('address.firstName')}
        autoComplete={ac('given-name')}
        {...form.field('firstName')}
      />
      <TextField
        id={id('lastName')}
        label={t('address.lastName')}
        autoComplete={ac('family-name')}
        {...form.field('lastName')}
      />
      <TextField
        id={id('company')}
        className={styles.wide}
        label={t('address.company')}
        optional
        autoComplete={ac('organization')}
        {...form.field('company')}
      />
      <TextField
        id={id('address1')}
        className={styles.wide}
        label={t('address.address1')}
        autoComplete={ac('address-line1')}
        {...form.field('address1')}
      />
      <TextField
        id={id('address2')}
        className={styles.wide}
        label={t('address.address2')}
        optional
        autoComplete={ac('address-line2')}
        {...form.field('address2')}
      />
      <div className={[styles.wide, styles.cityRow].join(' ')}>
        <TextField
          id={id('zip')}
          label={t('address.zip')}
          autoComplete={ac('postal-code')}
          inputMode="text"
          {...hintAt('zip')}
          {...form.field('zip')}
        />
        <TextField
          id={id('city')}
          label={t('address.city')}
          autoComplete={ac('address-level2')}
          {...hintAt('city')}
          {...form.field('city')}
        />
      </div>
      <SelectField
        id={id('country')}
        label={t('address.country')}
        autoComplete={ac('country')}
        options={options}
        {...form.field('country')}
      />
      <TextField
        id={id('phone')}
        label={t('address.phone')}
        optional
        type="tel"
        autoComplete={ac('tel')}
        {...form.field('phone')}
      />
      {withVatId ? (
        <TextField
          id={id('vatId')}
          label={t('address.vatId')}
          optional
          hint={t('address.vatIdHint')}
          autoComplete="off"
          {...form.field('vatId')}
        />
      ) : null}
    </div>
  );
}
