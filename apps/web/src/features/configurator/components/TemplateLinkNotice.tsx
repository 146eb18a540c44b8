import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import type { TemplateLinkState } from '../state/useTemplateFromLink.ts';
import styles from './ConfiguratorPage.module.css';

/** What became of `?template=<id>`: loading, chosen, or not loadable (with a way on). */
export function TemplateLinkNotice({ state }: { state: TemplateLinkState }) {
  const { t } = useT('configurator');
  switch (state.status) {
    case 'loading':
      return (
        <p className={styles.notice} role="status">
          <Spinner size={20} /> {t('link.loading')}
        </p>
      );
    case 'failed':
      return (
        <Alert tone="error" title={t('link.failed')} className={styles.noticeAlert}>
          <div className={styles.noticeActions}>
            <Button size="sm" variant="secondary" onClick={state.retry}>
              {t('link.retry')}
            </Button>
            <Button size="sm" variant="ghost" bordered onClick={state.dismiss}>
              {t('link.withoutTemplate')}
            </Button>
          </div>
        </Alert>
      );
    case 'unavailable':
      return (
        <Alert tone="error" title={t('link.unavailable')} className={styles.noticeAlert}>
          <p>{t('link.unavailableText')}</p>
          <div className={styles.noticeActions}>
            <Button size="sm" variant="secondary" to="/products">
              {t('link.toCatalogue')}
            </Button>
            <Button size="sm" variant="ghost" bordered onClick={state.dismiss}>
              {t('link.withoutTemplate')}
            </Button>
          </div>
        </Alert>
      );
    case 'applied':
      return (
        <Alert tone="success" className={styles.noticeAlert}>
          <div className={styles.noticeRow}>
            <span>{t('link.applied', { name: state.name })}</span>
            <Button size="sm" variant="ghost" onClick={state.dismiss}>
              {t('link.dismiss')}
            </Button>
          </div>
        </Alert>
      );
    default:
      return null;
  }
}
