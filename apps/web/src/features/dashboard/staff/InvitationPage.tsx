import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { STAFF_PASSWORD_MIN } from '@federkiel/machines/fulfilment/staffApi';
import { Alert } from '../../../components/Alert.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { errorText } from '../components/errorText.ts';
import styles from '../components/LoginPage.module.css';
import { LOGIN_PATH } from '../returnTo.ts';
import { useAcceptInvitation, useInvitation } from './api/staff.ts';

/**
 * `/dashboard/invitation#<token>`: the invitee sets a password. The token travels in the
 * fragment, so it never reaches a server log or a Referer header.
 */
export function InvitationPage() {
  const { t } = useT('dashboard-staff');
  const { t: td } = useT('dashboard');
  useDocumentTitle(t('invitation.pageTitle'));
  const token = useLocation().hash.replace(/^#/, '');
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (accept.isPending) return;
    if (password.length < STAFF_PASSWORD_MIN) {
      setError(t('invitation.passwordShort'));
      document.getElementById('invitation-password')?.focus();
      return;
    }
    setError(undefined);
    accept.mutate({ token, password });
  };

  let body;
  if (accept.isSuccess) {
    body = (
      <>
        <Alert tone="success">{t('invitation.done')}</Alert>
        <Link to={LOGIN_PATH}>{t('invitation.toLogin')}</Link>
      </>
    );
  } else if (token === '' || invitation.isError) {
    body = <Alert tone="error">{t('invitation.invalid')}</Alert>;
  } else if (!invitation.data) {
    body = <LoadingState label={t('invitation.loading')} />;
  } else {
    const { name, email, role } = invitation.data;
    body = (
      <>
        <p className={styles.intro}>
          {t('invitation.intro', { name, email, role: t(`roles.${role}`) })}
        </p>
        {accept.isError ? <Alert tone="error">{errorText(accept.error, td)}</Alert> : null}
        <form className={styles.form} noValidate onSubmit={onSubmit}>
          {/* Lets password managers store the new password under the right address. */}
          <input type="hidden" name="username" autoComplete="username" value={email} />
          <TextField
            id="invitation-password"
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
          <SubmitButton pending={accept.isPending} pendingLabel={t('invitation.pending')} fullWidth>
            {t('invitation.submit')}
          </SubmitButton>
        </form>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{t('invitation.title')}</h1>
        {body}
      </div>
    </div>
  );
}
