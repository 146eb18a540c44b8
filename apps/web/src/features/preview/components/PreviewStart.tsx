import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { startPreview } from '../../../lib/cms/cmsPreview.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import styles from './PreviewStart.module.css';

/** Where a preview link leads: the template in the configurator, texts on the landing page. */
export function previewTarget(template: string | null): string {
  return template && /^[a-z0-9]{1,40}$/i.test(template)
    ? `/configurator?template=${encodeURIComponent(template)}`
    : '/';
}

/**
 * `/vorschau?token=…[&vorlage=<documentId>]` — Strapi's Preview button (docs/cms.md „Vorschau“).
 * The shop's server checks the link; then this tab reads drafts and opens the page with a
 * fresh load (nothing cached from before the preview).
 */
export function PreviewStart({ go = (url: string) => window.location.replace(url) }) {
  const { t } = useT('preview');
  useDocumentTitle(t('title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const template = params.get('vorlage');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/swell/preview?token=${encodeURIComponent(token)}`, {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        startPreview(token);
        go(previewTarget(template));
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [token, template, go]);

  if (!failed) return <PageLoader />;
  return (
    <section className={styles.page} aria-labelledby="fk-preview-title">
      <h1 id="fk-preview-title" className={styles.title}>
        {t('title')}
      </h1>
      <Alert tone="error" title={t('invalid')}>
        <p>{t('invalidText')}</p>
        <Button to="/" variant="secondary" size="sm">
          {t('toShop')}
        </Button>
      </Alert>
    </section>
  );
}
