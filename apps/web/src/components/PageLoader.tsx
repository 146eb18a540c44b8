import { useT } from '../lib/i18n/useT.ts';
import { Spinner } from './Spinner.tsx';
import styles from './PageLoader.module.css';

/** Shown in the page area while a lazily loaded screen loads (spec §2). */
export function PageLoader() {
  const { t } = useT();
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <Spinner size={36} />
      <p className={styles.label}>{t('loader.page')}</p>
    </div>
  );
}
