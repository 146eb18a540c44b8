import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { useForm } from '../../../lib/forms/useForm.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import type { StoreAccount } from '../../../lib/store/types.ts';
import { useUpdateAccount } from '../api/account.ts';
import {
  fromAddressValues,
  isEmptyAddress,
  toAddressValues,
  validateAddress,
  type AddressValues,
} from '../../../lib/forms/addressValues.ts';
import { AddressFields } from '../../../components/AddressFields.tsx';
import { Panel } from './Panel.tsx';
import styles from './forms.module.css';

/** Account › delivery address or billing address (spec §2 "account", §8 messages). */
export function AccountAddressForm({
  account,
  kind,
}: {
  account: StoreAccount;
  kind: 'shipping' | 'billing';
}) {
  const { t } = useT('profile');
  const update = useUpdateAccount();
  const form = useForm<AddressValues>({
    initial: toAddressValues(account[kind]),
    validate: validateAddress,
  });
  const shipping = account.shipping;

  const onSubmit = form.handleSubmit((values) => {
    if (update.isPending) return;
    const address = fromAddressValues(values, { billing: kind === 'billing' });
    update.mutate(kind === 'shipping' ? { shipping: address } : { billing: address });
  });

  return (
    <Panel
      title={t(`account.${kind}.title`)}
      description={t(`account.${kind}.text`)}
      actions={
        kind === 'billing' && !isEmptyAddress(shipping) ? (
          <Button
            variant="ghost"
            bordered
            size="sm"
            onClick={() => form.reset({ ...toAddressValues(shipping), vatId: form.values.vatId })}
          >
            {t('account.billing.copyShipping')}
          </Button>
        ) : null
      }
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={onSubmit}
        aria-busy={update.isPending || undefined}
      >
        <AddressFields form={form} kind={kind} idPrefix={`fk-${kind}`} />
        {update.isSuccess ? <Alert tone="success">{t(`account.${kind}.success`)}</Alert> : null}
        {update.isError ? <Alert tone="error">{t(`account.${kind}.failed`)}</Alert> : null}
        <div className={styles.actions}>
          <SubmitButton pending={update.isPending} pendingLabel={t('saving')}>
            {t(`account.${kind}.submit`)}
          </SubmitButton>
        </div>
      </form>
    </Panel>
  );
}
