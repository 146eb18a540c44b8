import { checkNames } from '@federkiel/machines/validation';
import { Alert } from '../../../components/Alert.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useForm } from '../../../lib/forms/useForm.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import type { StoreAccount } from '../../../lib/store/types.ts';
import { useUpdateAccount } from '../api/account.ts';
import { Panel } from './Panel.tsx';
import styles from './forms.module.css';

type NameValues = { firstName: string; lastName: string };
const validate = (values: NameValues) => checkNames(values.firstName, values.lastName);

/** Account › name: first and last name (spec §5 name rules, §8 messages). */
export function NameForm({ account }: { account: StoreAccount }) {
  const { t } = useT('profile');
  const update = useUpdateAccount();
  const form = useForm<NameValues>({
    initial: { firstName: account.first_name ?? '', lastName: account.last_name ?? '' },
    validate,
  });

  const onSubmit = form.handleSubmit((values) => {
    if (update.isPending) return;
    update.mutate({ first_name: values.firstName.trim(), last_name: values.lastName.trim() });
  });

  return (
    <Panel title={t('account.name.title')}>
      <form
        className={styles.form}
        noValidate
        onSubmit={onSubmit}
        aria-busy={update.isPending || undefined}
      >
        <dl className={styles.readonly}>
          <dt>{t('account.name.email')}</dt>
          <dd>{account.email}</dd>
        </dl>
        <div className={styles.row}>
          <TextField
            id="fk-name-first"
            label={t('account.name.firstName')}
            autoComplete="given-name"
            {...form.field('firstName')}
          />
          <TextField
            id="fk-name-last"
            label={t('account.name.lastName')}
            autoComplete="family-name"
            {...form.field('lastName')}
          />
        </div>
        {update.isSuccess ? <Alert tone="success">{t('account.name.success')}</Alert> : null}
        {update.isError ? <Alert tone="error">{t('account.name.failed')}</Alert> : null}
        <div className={styles.actions}>
          <SubmitButton pending={update.isPending} pendingLabel={t('saving')}>
            {t('account.name.submit')}
          </SubmitButton>
        </div>
      </form>
    </Panel>
  );
}
