import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import styles from './Checkout.module.css';

const RETURN = new URLSearchParams({ returnTo: '/checkout' }).toString();

/** Spec §6: ordering needs an account — sign in or register, then straight back here. */
export function NeedsLogin() {
  const { t } = useT('checkout');
  return (
    <div className={styles.login}>
      <h2 className={styles.loginTitle}>{t('login.title')}</h2>
      <p className={styles.muted}>{t('login.text')}</p>
      <div className={styles.loginActions}>
        <Button to={`/signin?${RETURN}`}>{t('login.signIn')}</Button>
        <Button to={`/signup?${RETURN}`} variant="ghost" bordered>
          {t('login.signUp')}
        </Button>
      </div>
    </div>
  );
}
