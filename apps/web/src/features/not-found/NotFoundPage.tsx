import { Button } from '../../components/Button.tsx';
import { useT } from '../../lib/i18n/useT.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import styles from './NotFoundPage.module.css';

/** The fallback page for unknown addresses (spec §2 `/*`, §8 "page not found"). */
export function NotFoundPage() {
  const { t } = useT('not-found');
  useDocumentTitle(t('title'));
  return (
    <div className={styles.page}>
      <div className={styles.code} aria-hidden="true">
        <span>4</span>
        <svg viewBox="0 0 100 100" className={styles.seal} focusable="false">
          <circle cx="50" cy="50" r="40" className={styles.sealOuter} />
          <circle cx="50" cy="50" r="31" className={styles.sealInner} />
          <path
            d="M63 30c-11 2-19 9-23 19l-2 5 4 4 5-2c9-5 15-14 16-26z M58 36 40 54 M36 58l-6 6"
            className={styles.sealQuill}
          />
        </svg>
        <span>4</span>
      </div>
      <p className={styles.eyebrow}>{t('eyebrow')}</p>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.text}>{t('text')}</p>
      <div className={styles.actions}>
        <Button to="/" variant="primary">
          {t('common:actions.home')}
        </Button>
        <Button to="/products" variant="ghost" bordered>
          {t('common:actions.products')}
        </Button>
        <Button to="/contact" variant="ghost">
          {t('contact')}
        </Button>
      </div>
    </div>
  );
}
