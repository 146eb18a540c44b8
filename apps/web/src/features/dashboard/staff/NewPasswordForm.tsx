import { useState, type FormEvent } from 'react';
import { STAFF_PASSWORD_MIN } from '@federkiel/machines/fulfilment/staffApi';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import styles from '../components/LoginPage.module.css';

/**
 * Setting a staff password, after an invitation or a reset mail: the length is checked here
 * (the server checks it again), then `onPassword` gets it.
 */
export function NewPasswordForm({
  id,
  pending,
  username,
  onPassword,
}: {
  id: string;
  pending: boolean;
  /** Lets password managers store the new password under the right address. */
  username?: string | undefined;
  onPassword: (password: string) => void;
}) {
  const { t } = useT('dashboard-staff');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (password.length < STAFF_PASSWORD_MIN) {
      setError(t('invitation.passwordShort'));
      document.getElementById(id)?.focus();
      return;
    }
    setError(undefined);
    onPassword(password);
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      {username !== undefined ? (
        <input type="hidden" name="username" autoComplete="username" value={username} />
      ) : null}
      <TextField
        id={id}
        name="password"
        type="password"
        label={t('invitation.password')}
        hint={t('invitation.passwordHint')}
        autoComplete="new-password"
        revealable
        value={password}
        error={error}
        onChange={(event) => setPassword(event.target.value)}
      />
      <SubmitButton pending={pending} pendingLabel={t('invitation.pending')} fullWidth>
        {t('invitation.submit')}
      </SubmitButton>
    </form>
  );
}
