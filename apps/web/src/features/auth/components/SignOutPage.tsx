import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { ACCOUNT_QUERY_ROOT } from '../../../lib/store/queryKeys.ts';
import { sendSession, useSessionError, useSessionStatus } from '../../../lib/store/session.ts';
import { AuthCard } from './AuthCard.tsx';
import styles from './AuthForm.module.css';

/**
 * `/signout`: signs out at the store (the header's "Abmelden" links here), drops the
 * account's cached data, and says so. A failed sign-out is reported, not hidden.
 */
export function SignOutPage() {
  const { t } = useT('auth');
  const queryClient = useQueryClient();
  const status = useSessionStatus();
  const error = useSessionError('signOut');

  useEffect(() => {
    // Repeated SIGN_OUTs while one runs are ignored by the session machine.
    if (status === 'signedIn' && !error) sendSession({ type: 'SIGN_OUT' });
  }, [status, error]);

  useEffect(() => {
    if (status === 'signedOut') queryClient.removeQueries({ queryKey: [ACCOUNT_QUERY_ROOT] });
  }, [status, queryClient]);

  useEffect(() => () => sendSession({ type: 'CLEAR_ERROR' }), []);

  if (status === 'signedOut') {
    return (
      <AuthCard title={t('signout.done')}>
        <div className={styles.center}>
          <p>{t('signout.doneText')}</p>
          <div className={styles.links}>
            <Button to="/" variant="primary">
              {t('common:actions.home')}
            </Button>
            <Button to="/signin" variant="ghost" bordered>
              {t('signout.signinAgain')}
            </Button>
          </div>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('signout.title')}>
      {error ? (
        <>
          <Alert tone="error">{t('signout.failed')}</Alert>
          <Button variant="primary" onClick={() => sendSession({ type: 'SIGN_OUT' })}>
            {t('signout.retry')}
          </Button>
        </>
      ) : (
        <div className={styles.center} role="status">
          <Spinner size={32} />
          <p>{t('signout.pending')}</p>
        </div>
      )}
    </AuthCard>
  );
}
