import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import {
  checkEmail,
  checkNames,
  checkPassword,
  checkPasswordConfirmation,
} from '@federkiel/machines/validation';
import { Alert } from '../../../components/Alert.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { EmailField } from './EmailField.tsx';
import { trackSignUp } from '../../../lib/analytics/analytics.ts';
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

type SignUpValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordRepeat: string;
};

const validate = (values: SignUpValues) => ({
  ...checkNames(values.firstName, values.lastName),
  email: checkEmail(values.email),
  password: checkPassword(values.password),
  passwordRepeat: checkPasswordConfirmation(values.password, values.passwordRepeat),
});

const initial: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  passwordRepeat: '',
};

/** `/signup`: creates the customer account and signs it in (spec §2, §5, §8). */
export function SignUpPage() {
  const { t } = useT('auth');
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const status = useSessionStatus();
  const busy = useSessionBusy();
  const error = useSessionError('signUp');
  const returnParam = params.get(RETURN_PARAM);
  const form = useForm<SignUpValues>({ initial, validate });

  useEffect(() => () => sendSession({ type: 'CLEAR_ERROR' }), []);

  // Signed in after this page sent SIGN_UP: the account was created (analytics `sign_up`,
  // pushed only with cookies unrestricted). A refusal leaves the session signed out.
  const signUpSent = useRef(false);
  useEffect(() => {
    if (!signUpSent.current || status !== 'signedIn') return;
    signUpSent.current = false;
    trackSignUp();
  }, [status]);

  if (status === 'signedIn' && !busy) return <Navigate to={safeReturnPath(returnParam)} replace />;
  if (status === 'restoring') return <PageLoader />;

  const onSubmit = form.handleSubmit((values) => {
    if (busy) return;
    queryClient.removeQueries({ queryKey: [ACCOUNT_QUERY_ROOT] });
    signUpSent.current = true;
    sendSession({
      type: 'SIGN_UP',
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      password: values.password,
    });
  });

  return (
    <AuthCard
      title={t('signup.title')}
      intro={t('signup.intro')}
      footer={
        <p>
          {t('signup.haveAccount')}{' '}
          <Link to={withReturn('/signin', returnParam)}>{t('signup.toSignin')}</Link>
        </p>
      }
    >
      {error?.problem === 'alreadyRegistered' ? (
        <Alert tone="error" title={t('signup.alreadyRegistered')}>
          <p>{t('signup.alreadyRegisteredHelp')}</p>
          <p className={styles.links}>
            <Link to={withReturn('/signin', returnParam)}>{t('signup.toSignin')}</Link>
            <Link to="/forgot">{t('signup.resetPassword')}</Link>
          </p>
        </Alert>
      ) : error ? (
        <Alert tone="error">
          {error.problem === 'registrationFailed'
            ? t('signup.registrationFailed')
            : t('unavailable')}
        </Alert>
      ) : null}
      <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
        <div className={styles.row}>
          <TextField
            label={t('fields.firstName')}
            autoComplete="given-name"
            {...form.field('firstName')}
          />
          <TextField
            label={t('fields.lastName')}
            autoComplete="family-name"
            {...form.field('lastName')}
          />
        </div>
        <EmailField {...form.field('email')} />
        <TextField
          label={t('fields.password')}
          hint={t('fields.passwordHint')}
          type="password"
          autoComplete="new-password"
          revealable
          {...form.field('password')}
        />
        <TextField
          label={t('fields.passwordRepeat')}
          type="password"
          autoComplete="new-password"
          {...form.field('passwordRepeat')}
        />
        <div className={styles.actions}>
          <SubmitButton pending={busy} pendingLabel={t('signup.pending')} fullWidth size="lg">
            {t('signup.submit')}
          </SubmitButton>
        </div>
      </form>
    </AuthCard>
  );
}
