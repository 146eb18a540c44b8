import { Button } from '../../components/Button.tsx';
import { useT } from '../../lib/i18n/useT.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import type { ComingSoonScreen } from './screens.ts';
import styles from './ComingSoonPage.module.css';

/** A proper page for a screen that is not built yet: names it and says what it will offer. */
export function ComingSoonPage({ screen }: { screen: ComingSoonScreen }) {
  const { t } = useT('coming-soon');
  const title = t(`screens.${screen}.title`);
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <div className={styles.text}>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{t(`screens.${screen}.description`)}</p>
        <p className={styles.note}>{t('note')}</p>
        <div className={styles.actions}>
          <Button to="/" variant="primary">
            {t('common:actions.home')}
          </Button>
          <Button to="/products" variant="ghost" bordered>
            {t('common:actions.products')}
          </Button>
        </div>
      </div>
      <figure className={styles.figure} aria-hidden="true">
        <svg viewBox="0 0 320 240" className={styles.art} focusable="false">
          <rect className={styles.cardBack} x="46" y="40" width="220" height="150" rx="6" />
          <rect className={styles.card} x="34" y="52" width="220" height="150" rx="6" />
          <path
            className={styles.writing}
            d="M62 96c10-8 16 6 24-2s12-10 18 0 12 4 20-4 14 6 22 0 10-8 18 0 14 2 20-4M62 126c12-6 18 4 28-2s14-8 22 0 16 2 24-4 12 4 20 0M62 156c8-6 14 4 22-2s12-6 18 0"
          />
          <path
            className={styles.quill}
            d="M286 30c-26 4-46 20-58 46l-5 12 9 9 11-6c22-11 38-32 43-61z"
          />
          <path className={styles.shaft} d="M276 44 232 88M222 98l-14 14" />
        </svg>
      </figure>
    </div>
  );
}
