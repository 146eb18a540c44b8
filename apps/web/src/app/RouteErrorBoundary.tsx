import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/Button.tsx';
import { PageLoader } from '../components/PageLoader.tsx';
import { NotFoundPage } from '../features/not-found/NotFoundPage.tsx';
import {
  canReloadForChunkError,
  isChunkLoadError,
  reloadOnceForChunkError,
} from '../lib/chunkReload.ts';
import { reportError } from '../lib/errors/reportError.ts';
import { useT } from '../lib/i18n/useT.ts';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';
import styles from './RouteErrorBoundary.module.css';

/**
 * Error boundary of every route (rendered inside the layout). A 404 response shows the
 * not-found page; a failed chunk load reloads the page once; anything else is reported
 * to the CMS log and shown as a friendly error with a reload button.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <RouteError error={error} />;
}

function RouteError({ error }: { error: unknown }) {
  const { t } = useT();
  const chunkError = isChunkLoadError(error);
  // Decided once: reload (a chunk from an older deploy, first time) or show the error.
  const [reloading] = useState(() => canReloadForChunkError(error));
  useDocumentTitle(t(chunkError ? 'errors.chunk.title' : 'errors.route.pageTitle'));

  useEffect(() => {
    if (reloading) reloadOnceForChunkError(error);
    else reportError(error);
  }, [error, reloading]);

  if (reloading) return <PageLoader />;

  return (
    <div className={styles.page} role="alert">
      <p className={styles.eyebrow}>{t('errors.route.eyebrow')}</p>
      <h1>{t(chunkError ? 'errors.chunk.title' : 'errors.route.title')}</h1>
      <p className={styles.text}>{t(chunkError ? 'errors.chunk.text' : 'errors.route.text')}</p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </Button>
        <Button to="/" variant="ghost" bordered reloadDocument>
          {t('actions.home')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Boundary of the root route, used only when the layout itself fails: no header or
 * footer, just the message (the layout may be what broke).
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  return (
    <div className={styles.standalone}>
      <RouteError error={error} />
    </div>
  );
}
