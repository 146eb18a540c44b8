import { Button } from '../../components/Button.tsx';
import { useT } from '../../lib/i18n/useT.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import styles from './MobileNotice.module.css';

/**
 * Spec §1: the configurator is not available on mobile devices yet. `setsTitle` false: the
 * notice is one of two first screens (DesktopOnly.tsx) and leaves the page's title alone.
 */
export function MobileNotice({ setsTitle = true }: { setsTitle?: boolean }) {
  const { t } = useT('mobile-notice');
  useDocumentTitle(setsTitle ? t('title') : null);
  return (
    <div className={styles.notice}>
      <svg className={styles.art} viewBox="0 0 120 90" aria-hidden="true" focusable="false">
        <rect className={styles.screen} x="8" y="8" width="78" height="52" rx="5" />
        <path className={styles.stand} d="M36 60v10M58 60v10M28 72h38" />
        <rect className={styles.phone} x="88" y="34" width="24" height="44" rx="5" />
        <path className={styles.line} d="M20 26c6-4 10 3 15-1s8-5 12 0 8 2 12-2 8 3 12 0" />
        <path className={styles.line} d="M20 40c6-3 10 2 15-1s8-4 12 0" />
      </svg>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.text}>{t('text')}</p>
      <Button to="/products" variant="primary">
        {t('products')}
      </Button>
    </div>
  );
}
