import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { errorText } from '../components/errorText.ts';
import styles from '../components/LoginPage.module.css';
import { LOGIN_PATH } from '../returnTo.ts';
import { useAcceptInvitation, useInvitation } from './api/staff.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';

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
        <NewPasswordForm
          id="invitation-password"
          pending={accept.isPending}
          username={email}
          onPassword={(password) => accept.mutate({ token, password })}
        />
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
