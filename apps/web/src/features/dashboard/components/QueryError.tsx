import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { errorText } from './errorText.ts';
import styles from './Dashboard.module.css';

/** A failed load: what went wrong and a way to try again. */
export function QueryError({
  error,
  title,
  onRetry,
}: {
  error: unknown;
  title: string;
  onRetry: () => void;
}) {
  const { t } = useT('dashboard');
  return (
    <div className={styles.queryError}>
      <Alert tone="error" title={title}>
        {errorText(error, t)}
      </Alert>
      <Button variant="ghost" bordered size="sm" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}
