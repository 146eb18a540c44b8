import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import styles from '../components/ConfiguratorPage.module.css';
import type { LineEditState } from './useLineEditFromLink.ts';

/** "Bearbeiten" from the cart: loading, not loadable, gone, or which line is being replaced. */
export function LineEditNotice({ state }: { state: LineEditState }) {
  const { t } = useT('configurator');
  switch (state.status) {
    case 'loading':
      return (
        <p className={styles.notice} role="status">
          <Spinner size={20} /> {t('lineEdit.loading')}
        </p>
      );
    case 'failed':
      return (
        <Alert tone="error" title={t('lineEdit.failed')} className={styles.noticeAlert}>
          <div className={styles.noticeActions}>
            <Button size="sm" variant="secondary" onClick={state.retry}>
              {t('lineEdit.retry')}
            </Button>
            <Button size="sm" variant="ghost" bordered onClick={state.dismiss}>
              {t('lineEdit.dismiss')}
            </Button>
          </div>
        </Alert>
      );
    case 'gone':
      return (
        <Alert tone="info" className={styles.noticeAlert}>
          <div className={styles.noticeRow}>
            <span>{t('lineEdit.gone')}</span>
            <Button size="sm" variant="ghost" onClick={state.dismiss}>
              {t('lineEdit.dismiss')}
            </Button>
          </div>
        </Alert>
      );
    case 'editing':
      return (
        <Alert tone="info" className={styles.noticeAlert}>
          <div className={styles.noticeRow}>
            <span>{t('lineEdit.editing', { name: state.name })}</span>
            <Button size="sm" variant="ghost" bordered onClick={state.stop}>
              {t('lineEdit.asNew')}
            </Button>
          </div>
        </Alert>
      );
    default:
      return null;
  }
}
