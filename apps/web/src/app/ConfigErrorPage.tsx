import { useState } from 'react';
import { Button } from '../components/Button.tsx';
import { useT } from '../lib/i18n/useT.ts';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';
import styles from './ConfigErrorPage.module.css';

/**
 * Shown when /app-config.json cannot be loaded: without it the shop cannot reach the CMS
 * or the store, so there is no router and no layout yet, only this page and a retry.
 */
export function ConfigErrorPage({ onRetry }: { onRetry: () => Promise<unknown> }) {
  const { t } = useT();
  const [retrying, setRetrying] = useState(false);
  useDocumentTitle(t('errors.config.pageTitle'));

  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };

  return (
    <main className={styles.page}>
      <div className={styles.card} role="alert">
        <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <path
            className={styles.envelope}
            d="M6 14.5A3.5 3.5 0 0 1 9.5 11h29a3.5 3.5 0 0 1 3.5 3.5v19a3.5 3.5 0 0 1-3.5 3.5h-29A3.5 3.5 0 0 1 6 33.5z"
          />
          <path className={styles.flap} d="m7.5 13.5 16.5 12 16.5-12" />
        </svg>
        <p className={styles.brand}>{t('brand.name')}</p>
        <h1 className={styles.title}>{t('errors.config.title')}</h1>
        <p className={styles.text}>{t('errors.config.text')}</p>
        <Button variant="primary" size="lg" onClick={() => void retry()} disabled={retrying}>
          {retrying ? t('errors.config.retrying') : t('actions.retry')}
        </Button>
      </div>
    </main>
  );
}
