import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import styles from './Wunderlink.module.css';

/** The link could not be loaded (network, server): say so and offer to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useT('wunderlink');
  return (
    <div className={styles.center}>
      <h1 className={styles.title}>{t('eyebrow')}</h1>
      <Alert tone="error" title={t('loadFailed.title')}>
        {t('loadFailed.text')}
      </Alert>
      <div className={styles.actions}>
        <Button variant="primary" onClick={onRetry}>
          {t('loadFailed.retry')}
        </Button>
      </div>
    </div>
  );
}
