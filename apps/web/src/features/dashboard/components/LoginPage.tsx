import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
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
  expired?: boolean;
  loggedOut?: boolean;
}

const NAME_MAX = 80;

/**
 * `/dashboard/login`: the admin key and the staff member's name (recorded with every
 * change). The key lives only in this form's state for the one request: the server answers
 * with an httpOnly cookie, nothing is written to web storage.
 */
export function LoginPage() {
  const { t } = useT('dashboard');
  useDocumentTitle(t('login.pageTitle'));
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const [key, setKey] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ key?: string; name?: string }>({});
  const notice = (location.state as LoginNotice | null) ?? {};
  const target = safeDashboardReturn(params.get(RETURN_PARAM));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const next = {
      key: key ? undefined : t('login.keyRequired'),
      name: name.trim() ? undefined : t('login.nameRequired'),
    };
    setErrors(next);
    if (next.key || next.name) {
      const field = next.key ? 'dashboard-key' : 'dashboard-name';
      document.getElementById(field)?.focus();
      return;
    }
    login.mutate(
      { key, name },
      {
        onSuccess: () => {
          setKey('');
          void navigate(target, { replace: true });
        },
        onError: () => setKey(''),
      },
    );
  };

  const failure = login.error;
  let failureText: string | null = null;
  if (failure) {
    if (isAdminApiError(failure) && failure.status === 401) {
      failureText = failure.serverMessage || t('login.invalidKey');
    } else if (isAdminApiError(failure) && failure.status === 429) {
      failureText = t('login.tooManyAttempts');
    } else if (isAdminApiError(failure) && failure.status === 0) {
      failureText = t('errors.network');
    } else {
      failureText = t('login.failed');
    }
  }

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{t('login.title')}</h1>
        <p className={styles.intro}>{t('login.intro')}</p>
        {notice.expired && !failure ? <Alert tone="info">{t('login.expired')}</Alert> : null}
        {notice.loggedOut && !failure ? <Alert tone="success">{t('login.loggedOut')}</Alert> : null}
        {failureText ? <Alert tone="error">{failureText}</Alert> : null}
        <form
          className={styles.form}
          noValidate
          onSubmit={onSubmit}
          aria-busy={login.isPending || undefined}
        >
          <TextField
            id="dashboard-key"
            name="key"
            type="password"
            label={t('login.key')}
            autoComplete="current-password"
            revealable
            value={key}
            error={errors.key}
            onChange={(event) => setKey(event.target.value)}
          />
          <TextField
            id="dashboard-name"
            name="name"
            label={t('login.name')}
            hint={t('login.nameHint')}
            autoComplete="name"
            maxLength={NAME_MAX}
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.target.value)}
          />
          <SubmitButton pending={login.isPending} pendingLabel={t('login.pending')} fullWidth>
            {t('login.submit')}
          </SubmitButton>
        </form>
      </div>
    </div>
  );
}
