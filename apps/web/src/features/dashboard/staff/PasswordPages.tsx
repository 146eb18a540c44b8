import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { errorText } from '../components/errorText.ts';
import styles from '../components/LoginPage.module.css';
import { LOGIN_PATH } from '../returnTo.ts';
import { useRequestPasswordReset, useResetPassword } from './api/staff.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';

// Staff reset their own password (issue 40): `/dashboard/passwort-vergessen` asks for the
// e-mail address, the mail's link opens `/dashboard/passwort#<token>` (the token in the
// fragment, so it reaches no server log or Referer) to set a new one.

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </div>
  );
}

export function PasswordForgotPage() {
  const { t } = useT('dashboard-staff');
  const { t: td } = useT('dashboard');
  useDocumentTitle(t('forgot.title'));
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setError(t('forgot.emailInvalid'));
      document.getElementById('forgot-email')?.focus();
      return;
    }
    setError(undefined);
    request.mutate(email.trim());
  };

  return (
    <Card title={t('forgot.title')}>
      {request.isSuccess ? (
        <>
          <Alert tone="success">{request.data.message}</Alert>
          <Link to={LOGIN_PATH}>{t('invitation.toLogin')}</Link>
        </>
      ) : (
        <>
          <p className={styles.intro}>{t('forgot.intro')}</p>
          {request.isError ? <Alert tone="error">{errorText(request.error, td)}</Alert> : null}
          <form className={styles.form} noValidate onSubmit={onSubmit}>
            <TextField
              id="forgot-email"
              name="email"
              type="email"
              label={t('forgot.email')}
              autoComplete="username"
              value={email}
              error={error}
              onChange={(event) => setEmail(event.target.value)}
            />
            <SubmitButton pending={request.isPending} pendingLabel={t('forgot.pending')} fullWidth>
              {t('forgot.submit')}
            </SubmitButton>
          </form>
          <Link to={LOGIN_PATH}>{t('invitation.toLogin')}</Link>
        </>
      )}
    </Card>
  );
}

export function PasswordResetPage() {
  const { t } = useT('dashboard-staff');
  const { t: td } = useT('dashboard');
  useDocumentTitle(t('reset.title'));
  const token = useLocation().hash.replace(/^#/, '');
  const reset = useResetPassword();

  let body;
  if (reset.isSuccess) {
    body = (
      <>
        <Alert tone="success">{t('reset.done')}</Alert>
        <Link to={LOGIN_PATH}>{t('invitation.toLogin')}</Link>
      </>
    );
  } else if (!token) {
    body = <Alert tone="error">{t('reset.invalid')}</Alert>;
  } else {
    body = (
      <>
        <p className={styles.intro}>{t('reset.intro')}</p>
        {reset.isError ? <Alert tone="error">{errorText(reset.error, td)}</Alert> : null}
        <NewPasswordForm
          id="reset-password"
          pending={reset.isPending}
          onPassword={(password) => reset.mutate({ token, password })}
        />
      </>
    );
  }
  return <Card title={t('reset.title')}>{body}</Card>;
}
