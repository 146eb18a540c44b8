import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import styles from './Wunderlink.module.css';

/**
 * Unknown, planned, expired, used-up or switched-off links all look the same (spec §8
 * "WunderLink not found or expired"), with the way to the normal shop.
 */
export function WunderlinkNotFound() {
  const { t } = useT('wunderlink');
  useDocumentTitle(t('notFound.documentTitle'));
  return (
    <div className={styles.center}>
      <svg className={styles.bigIcon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path d="M20 28a8 8 0 0 0 11.3 0l6-6a8 8 0 0 0-11.3-11.3l-1.5 1.5" />
        <path d="M28 20a8 8 0 0 0-11.3 0l-6 6A8 8 0 0 0 22 37.3l1.5-1.5" />
        <path d="M8 8l32 32" />
      </svg>
      <p className={styles.eyebrow}>{t('eyebrow')}</p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.lead}>{t('notFound.message')}</p>
      <p className={styles.text}>{t('notFound.text')}</p>
      <div className={styles.actions}>
        <Button to="/products" variant="primary">
          {t('notFound.shop')}
        </Button>
        <Button to="/" variant="ghost" bordered>
          {t('notFound.home')}
        </Button>
      </div>
    </div>
  );
}
