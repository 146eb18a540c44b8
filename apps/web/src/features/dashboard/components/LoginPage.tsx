import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { isAdminApiError } from '../api/adminFetch.ts';
import { useLogin } from '../api/session.ts';
import { RETURN_PARAM, safeDashboardReturn } from '../returnTo.ts';
import styles from './LoginPage.module.css';

interface LoginNotice {
  /** The account was removed while signed in (issue 40). */
  removed?: boolean;
  expired?: boolean;
  loggedOut?: boolean;
}

type Method = 'account' | 'key';
type Field = 'email' | 'password' | 'key' | 'name';

const NAME_MAX = 80;

/**
 * `/dashboard/login`: a personal staff account (e-mail + password) or the spec's admin key
 * with the staff member's name (recorded with every change; acts as owner). Key and
 * password live only in this form's state for the one request: the server answers with an
 * httpOnly cookie, nothing is written to web storage.
 */
export function LoginPage() {
  const { t } = useT('dashboard');
  const { t: ts } = useT('dashboard-staff');
  useDocumentTitle(t('login.pageTitle'));
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const [method, setMethod] = useState<Method>('account');
  const [values, setValues] = useState<Record<Field, string>>({
    email: '',
    password: '',
    key: '',
    name: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const notice = (location.state as LoginNotice | null) ?? {};
  const target = safeDashboardReturn(params.get(RETURN_PARAM));
  const secret: Field = method === 'key' ? 'key' : 'password';
  const set = (field: Field) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const next: Partial<Record<Field, string>> =
      method === 'key'
        ? {
            key: values.key ? undefined : t('login.keyRequired'),
            name: values.name.trim() ? undefined : t('login.nameRequired'),
          }
        : {
            email: values.email.trim() ? undefined : ts('login.emailRequired'),
            password: values.password ? undefined : ts('login.passwordRequired'),
          };
    setErrors(next);
    const first = (Object.keys(next) as Field[]).find((field) => next[field]);
    if (first) {
      document.getElementById(`dashboard-${first}`)?.focus();
      return;
    }
    login.mutate(
      method === 'key'
        ? { key: values.key, name: values.name }
        : { email: values.email, password: values.password },
      {
        onSuccess: () => {
          setValues((current) => ({ ...current, key: '', password: '' }));
          void navigate(target, { replace: true });
        },
        onError: () => setValues((current) => ({ ...current, [secret]: '' })),
      },
    );
  };

  const failure = login.error;
  let failureText: string | null = null;
  if (failure) {
    if (isAdminApiError(failure) && failure.status === 401) {
      failureText =
        failure.serverMessage ||
        (method === 'key' ? t('login.invalidKey') : ts('login.invalidAccount'));
    } else if (isAdminApiError(failure) && failure.status === 429) {
      // The server names the time the login works again (issue 40).
      failureText = failure.serverMessage || t('login.tooManyAttempts');
    } else if (isAdminApiError(failure) && failure.status === 0) {
      failureText = t('errors.network');
    } else {
      failureText = t('login.failed');
    }
  }

  const chooseMethod = (next: Method) => {
    setMethod(next);
    setErrors({});
    login.reset();
  };

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{t('login.title')}</h1>
        <p className={styles.intro}>{method === 'key' ? t('login.intro') : ts('login.intro')}</p>
        {notice.removed && !failure ? <Alert tone="error">{ts('login.removed')}</Alert> : null}
        {notice.expired && !notice.removed && !failure ? (
          <Alert tone="info">{t('login.expired')}</Alert>
        ) : null}
        {notice.loggedOut && !failure ? <Alert tone="success">{t('login.loggedOut')}</Alert> : null}
        {failureText ? <Alert tone="error">{failureText}</Alert> : null}
        <fieldset className={styles.methods}>
          <legend className={styles.methodsLegend}>{ts('login.methodLegend')}</legend>
          {(['account', 'key'] as const).map((option) => (
            <label key={option} className={styles.method}>
              <input
                type="radio"
                name="method"
                value={option}
                checked={method === option}
                onChange={() => chooseMethod(option)}
              />{' '}
              {option === 'key' ? ts('login.methodKey') : ts('login.methodAccount')}
            </label>
          ))}
        </fieldset>
        <form
          className={styles.form}
          noValidate
          onSubmit={onSubmit}
          aria-busy={login.isPending || undefined}
        >
          {method === 'key' ? (
            <>
              <TextField
                id="dashboard-key"
                name="key"
                type="password"
                label={t('login.key')}
                autoComplete="current-password"
                revealable
                value={values.key}
                error={errors.key}
                onChange={set('key')}
              />
              <TextField
                id="dashboard-name"
                name="name"
                label={t('login.name')}
                hint={t('login.nameHint')}
                autoComplete="name"
                maxLength={NAME_MAX}
                value={values.name}
                error={errors.name}
                onChange={set('name')}
              />
            </>
          ) : (
            <>
              <TextField
                id="dashboard-email"
                name="email"
                type="email"
                label={ts('login.email')}
                autoComplete="username"
                value={values.email}
                error={errors.email}
                onChange={set('email')}
              />
              <TextField
                id="dashboard-password"
                name="password"
                type="password"
                label={ts('login.password')}
                autoComplete="current-password"
                revealable
                value={values.password}
                error={errors.password}
                onChange={set('password')}
              />
            </>
          )}
          <SubmitButton pending={login.isPending} pendingLabel={t('login.pending')} fullWidth>
            {t('login.submit')}
          </SubmitButton>
        </form>
        {method === 'account' ? (
          <Link to="/dashboard/passwort-vergessen">{ts('login.forgot')}</Link>
        ) : null}
      </div>
    </div>
  );
}
