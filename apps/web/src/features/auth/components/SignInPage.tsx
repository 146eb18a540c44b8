import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { checkEmail, checkRequired } from '@federkiel/machines/validation';
import { Alert } from '../../../components/Alert.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { EmailField } from './EmailField.tsx';
import { useForm } from '../../../lib/forms/useForm.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { ACCOUNT_QUERY_ROOT } from '../../../lib/store/queryKeys.ts';
import {
  sendSession,
  useSessionBusy,
  useSessionError,
  useSessionStatus,
} from '../../../lib/store/session.ts';
import { RETURN_PARAM, safeReturnPath, withReturn } from '../returnTo.ts';
import { AuthCard } from './AuthCard.tsx';
import styles from './AuthForm.module.css';

type SignInValues = { email: string; password: string };

const validate = (values: SignInValues) => ({
  email: checkEmail(values.email),
  password: checkRequired(values.password),
});

/** Set by the password reset page: the sign-in page says that the new password works. */
export interface SignInNotice {
  notice?: 'passwordReset';
}

/** `/signin`: e-mail and password; back to `?returnTo=` (or the profile) when signed in. */
export function SignInPage() {
  const { t } = useT('auth');
  const [params] = useSearchParams();
  const location = useLocation();
  const queryClient = useQueryClient();
  const status = useSessionStatus();
  const busy = useSessionBusy();
  const error = useSessionError('signIn');
  const returnParam = params.get(RETURN_PARAM);
  const notice = (location.state as SignInNotice | null)?.notice;
  const form = useForm<SignInValues>({ initial: { email: '', password: '' }, validate });

  // A message from an earlier attempt does not greet the next visit.
  useEffect(() => () => sendSession({ type: 'CLEAR_ERROR' }), []);

  if (status === 'signedIn' && !busy) return <Navigate to={safeReturnPath(returnParam)} replace />;
  if (status === 'restoring') return <PageLoader />;

  const onSubmit = form.handleSubmit((values) => {
    if (busy) return;
    // Whatever another customer left in this browser's cache goes.
    queryClient.removeQueries({ queryKey: [ACCOUNT_QUERY_ROOT] });
    sendSession({ type: 'SIGN_IN', email: values.email, password: values.password });
  });

  return (
    <AuthCard
      title={t('signin.title')}
      intro={t('signin.intro')}
      footer={
        <p>
          {t('signin.noAccount')}{' '}
          <Link to={withReturn('/signup', returnParam)}>{t('signin.toSignup')}</Link>
        </p>
      }
    >
      {notice === 'passwordReset' ? (
        <Alert tone="success">{t('signin.passwordReset')}</Alert>
      ) : null}
      {returnParam && !notice && !error ? <Alert tone="info">{t('signin.required')}</Alert> : null}
      {error ? (
        <Alert tone="error">
          {error.problem === 'invalidCredentials'
            ? t('signin.invalidCredentials')
            : error.problem === 'tooManyAttempts'
              ? t('tooManyAttempts')
              : t('unavailable')}
        </Alert>
      ) : null}
      <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
        <EmailField {...form.field('email')} />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          revealable
          {...form.field('password')}
        />
        <p className={styles.aside}>
          <Link to="/forgot">{t('signin.forgot')}</Link>
        </p>
        <div className={styles.actions}>
          <SubmitButton pending={busy} pendingLabel={t('signin.pending')} fullWidth size="lg">
            {t('signin.submit')}
          </SubmitButton>
        </div>
      </form>
    </AuthCard>
  );
}
