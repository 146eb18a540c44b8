import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { useFormat } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { useRecipientLists } from '../../../lib/recipientLists/listsApi.ts';
import { ListsSection } from './ListsSection.tsx';
import styles from './ListsOverview.module.css';

/** What the editor reports back after deleting a list. */
export interface ListsNotice {
  deleted?: string;
}

const icon = (
  <svg viewBox="0 0 32 32">
    <circle cx="12" cy="11" r="4" />
    <path d="M4.5 25c1.2-4 4.2-6 7.5-6s6.3 2 7.5 6" />
    <path d="M20 7.5a4 4 0 0 1 0 7.5M22.5 19.5c2.3.7 4 2.6 5 5.5" />
  </svg>
);

/** `/profile/recipients`: the customer's lists (name, recipients, last used). */
export function ListsOverview() {
  const { t, i18n } = useT('recipient-lists');
  const { date } = useFormat();
  const lists = useRecipientLists();
  const deleted = (useLocation().state as ListsNotice | null)?.deleted;

  return (
    <ListsSection
      title={t('title')}
      intro={t('intro')}
      actions={
        <Button to="/profile/recipients/new" variant="primary">
          {t('new')}
        </Button>
      }
    >
      {deleted ? <Alert tone="success">{t('delete.done', { name: deleted })}</Alert> : null}
      {lists.isPending ? (
        <LoadingState label={t('loading')} />
      ) : lists.isError ? (
        <div className={styles.error}>
          <Alert tone="error">{t('loadFailed')}</Alert>
          <Button variant="ghost" bordered onClick={() => void lists.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : lists.data.length === 0 ? (
        <EmptyState
          icon={icon}
          title={t('empty')}
          text={t('emptyText')}
          action={
            <Button to="/profile/recipients/new" variant="ghost" bordered>
              {t('new')}
            </Button>
          }
        />
      ) : (
        <table className={styles.table}>
          <caption className="fk-visually-hidden">{t('table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.name')}</th>
              <th scope="col" className={styles.number}>
                {t('table.count')}
              </th>
              <th scope="col">{t('table.lastUsed')}</th>
              <th scope="col">{t('table.updated')}</th>
            </tr>
          </thead>
          <tbody>
            {lists.data.map((list) => (
              <tr key={list.id}>
                <th scope="row">
                  <Link
                    to={`/profile/recipients/${encodeURIComponent(list.id)}`}
                    aria-label={t('table.open', { name: list.name })}
                  >
                    {list.name}
                  </Link>
                </th>
                <td className={styles.number}>{list.count.toLocaleString(i18n.language)}</td>
                <td>{list.lastUsed ? date(list.lastUsed) : t('table.never')}</td>
                <td>{date(list.dateUpdated)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ListsSection>
  );
}
