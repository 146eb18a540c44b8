import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useWunderlinks } from '../api/wunderlinks.ts';
import { QueryError } from './QueryError.tsx';
import { WunderlinkForm } from './WunderlinkForm.tsx';
import { WunderlinksTable } from './WunderlinksTable.tsx';
import styles from './Dashboard.module.css';
import own from './WunderlinksPage.module.css';

/**
 * `/dashboard/wunderlinks` (issue 11, docs/wunderlink.md): create promotional links that grant
 * free cards, follow their redemptions and status, copy their URL, switch them off.
 */
export function WunderlinksPage() {
  const { t } = useT('dashboard');
  useDocumentTitle(t('wunderlinks.pageTitle'));
  const query = useWunderlinks();
  const links = query.data?.results;

  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{t('wunderlinks.title')}</h1>
      </div>
      <p className={own.intro}>{t('wunderlinks.intro')}</p>

      <WunderlinkForm />

      <section className={own.listSection} aria-labelledby="wunderlinks-list-title">
        <h2 id="wunderlinks-list-title" className={own.listTitle}>
          {t('wunderlinks.list.title')}
        </h2>
        {query.isPending ? (
          <LoadingState label={t('wunderlinks.list.loading')} />
        ) : query.isError && !links ? (
          <QueryError
            error={query.error}
            title={t('wunderlinks.list.failed')}
            onRetry={() => void query.refetch()}
          />
        ) : links && links.length === 0 ? (
          <EmptyState
            level={3}
            icon={
              <svg viewBox="0 0 24 24">
                <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-.8.8" />
                <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l.8-.8" />
              </svg>
            }
            title={t('wunderlinks.list.empty')}
            text={t('wunderlinks.list.emptyText')}
          />
        ) : links ? (
          <>
            {query.isError ? (
              <QueryError
                error={query.error}
                title={t('wunderlinks.list.failed')}
                onRetry={() => void query.refetch()}
              />
            ) : null}
            <WunderlinksTable links={links} />
          </>
        ) : null}
      </section>
    </>
  );
}
