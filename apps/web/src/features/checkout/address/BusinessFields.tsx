import { useState } from 'react';
import { TextField } from '../../../components/TextField.tsx';
import type { AddressValues } from '../../../lib/forms/addressValues.ts';
import type { UseForm } from '../../../lib/forms/useForm.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import styles from '../components/Checkout.module.css';

export interface BusinessFieldsProps {
  form: UseForm<AddressValues & { leitwegId: string }>;
  disabled: boolean;
  /** Open from the start: the customer ordered as a business before (read on mount only). */
  open: boolean;
}

/**
 * The invoice ids of a business or public buyer (issue #29 item 5): USt-IdNr. and Leitweg-ID.
 * Folded away for consumers; they belong to the invoice, so they count also when the invoice
 * goes to the delivery address.
 */
export function BusinessFields({ form, disabled, open }: BusinessFieldsProps) {
  const { t } = useT('checkout');
  // Open or closed is the customer's from the first render on: the state follows every
  // toggle (`onToggle`), and nothing typed elsewhere changes it. `open` followed the typed
  // company before, so the section opened under a business customer's hands and their first
  // click on it closed it again (issue #40).
  const [expanded, setExpanded] = useState(
    () => open || !!form.values.vatId || !!form.values.leitwegId,
  );
  return (
    <details
      id="checkout-business"
      className={styles.business}
      open={expanded}
      onToggle={(event) => setExpanded(event.currentTarget.open)}
    >
      <summary>{t('business.summary')}</summary>
      <fieldset className={styles.fieldset} disabled={disabled}>
        <legend className={styles.visuallyHidden}>{t('business.legend')}</legend>
        <TextField
          id="checkout-billing-vatId"
          label={t('business.vatId')}
          optional
          hint={t('business.vatIdHint')}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          {...form.field('vatId')}
        />
        <TextField
          id="checkout-billing-leitwegId"
          label={t('business.leitwegId')}
          optional
          hint={t('business.leitwegIdHint')}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          {...form.field('leitwegId')}
        />
      </fieldset>
    </details>
  );
}
