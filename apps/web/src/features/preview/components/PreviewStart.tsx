import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
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
 * The shop's server checks the link; then this tab reads drafts and moves on to the page inside
 * the app, without loading another document: Strapi shows this page in its preview panel, and
 * only `/vorschau` may be framed by the CMS (issue #31). What this page cached before the
 * preview began (published texts) is dropped, so the next page asks for the drafts.
 */
export function PreviewStart({ go }: { go?: (url: string) => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const open = useCallback(
    (url: string) => {
      if (go) return go(url);
      queryClient.removeQueries();
      void navigate(url, { replace: true });
    },
    [go, navigate, queryClient],
  );
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
        open(previewTarget(template));
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [token, template, open]);

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
