import {
  checkPassword,
  checkPasswordConfirmation,
  checkRequired,
} from '@federkiel/machines/validation';
import { Alert } from '../../../components/Alert.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useForm } from '../../../lib/forms/useForm.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import type { StoreAccount } from '../../../lib/store/types.ts';
import { useChangePassword, WrongCurrentPasswordError } from '../api/account.ts';
import { Panel } from './Panel.tsx';
import styles from './forms.module.css';

type PasswordValues = { current: string; next: string; repeat: string };

const validate = (values: PasswordValues) => ({
  current: checkRequired(values.current),
  next: checkPassword(values.next),
  repeat: checkPasswordConfirmation(values.next, values.repeat),
});

const empty: PasswordValues = { current: '', next: '', repeat: '' };

/** Account › password change: the current password, then the new one twice. */
export function PasswordForm({ account }: { account: StoreAccount }) {
  const { t } = useT('profile');
  const change = useChangePassword();
  const form = useForm<PasswordValues>({ initial: empty, validate });

  const onSubmit = form.handleSubmit((values) => {
    if (change.isPending) return;
    change.mutate(
      { email: account.email, current: values.current, next: values.next },
      // Passwords do not linger in the page once they are saved.
      { onSuccess: () => form.reset(empty) },
    );
  });

  return (
    <Panel title={t('account.password.title')}>
      <form
        className={styles.form}
        noValidate
        onSubmit={onSubmit}
        aria-busy={change.isPending || undefined}
      >
        {/* For password managers: which account the new password belongs to. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={account.email}
          readOnly
          hidden
        />
        <div className={styles.narrow}>
          <TextField
            id="fk-password-current"
            label={t('account.password.current')}
            type="password"
            autoComplete="current-password"
            {...form.field('current')}
          />
        </div>
        <div className={styles.narrow}>
          <TextField
            id="fk-password-new"
            label={t('account.password.new')}
            hint={t('account.password.hint')}
            type="password"
            autoComplete="new-password"
            revealable
            {...form.field('next')}
          />
          <TextField
            id="fk-password-repeat"
            label={t('account.password.repeat')}
            type="password"
            autoComplete="new-password"
            {...form.field('repeat')}
          />
        </div>
        {change.isSuccess ? <Alert tone="success">{t('account.password.success')}</Alert> : null}
        {change.isError ? (
          <Alert tone="error">
            {change.error instanceof WrongCurrentPasswordError
              ? t('account.password.wrongCurrent')
              : t('account.password.failed')}
          </Alert>
        ) : null}
        <div className={styles.actions}>
          <SubmitButton pending={change.isPending} pendingLabel={t('saving')}>
            {t('account.password.submit')}
          </SubmitButton>
        </div>
      </form>
    </Panel>
  );
}
