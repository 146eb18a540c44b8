import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import styles from './LandingError.module.css';

interface LandingErrorProps {
  onRetry: () => void;
  retrying: boolean;
}

export function LandingError({ onRetry, retrying }: LandingErrorProps) {
  const { t } = useT('landing');
  return (
    <section className={styles.error} role="alert" aria-labelledby="landing-error-title">
      <h1 id="landing-error-title" className={styles.title}>
        {t('error.title')}
      </h1>
      <p className={styles.text}>{t('error.text')}</p>
      <Button variant="primary" onClick={onRetry} disabled={retrying}>
        {t('error.retry')}
      </Button>
    </section>
  );
}
