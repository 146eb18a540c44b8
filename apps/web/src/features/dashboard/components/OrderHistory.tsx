import type { HistoryEntry } from '@federkiel/machines/fulfilment/dashboardApi';
import { useT } from '../../../lib/i18n/useT.ts';
import { useDashboardFormat } from '../hooks/useDashboardFormat.ts';
import { statusLabel } from './StatusBadge.tsx';
import styles from './OrderDetailPage.module.css';

/** Who changed what and when: status and production moves, notes, remarks. */
export function OrderHistory({ entries }: { entries: HistoryEntry[] }) {
  const { t } = useT('dashboard');
  const format = useDashboardFormat();
  if (entries.length === 0) return <p className={styles.muted}>{t('history.empty')}</p>;
  const label = (entry: HistoryEntry, value: string | null) => {
    if (!value) return '–';
    if (entry.kind === 'status') return statusLabel(t, 'status', value);
    if (entry.kind === 'production') return statusLabel(t, 'production', value);
    return value;
  };
  return (
    <ol className={styles.history}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.historyEntry}>
          <p className={styles.historyHead}>
            <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
            <span className={styles.historyStaff}>{entry.staff}</span>
            <span className={styles.historyKind}>{t(`history.kind.${entry.kind}`)}</span>
          </p>
          {entry.kind === 'status' || entry.kind === 'production' ? (
            <p className={styles.historyMove}>
              {t('history.move', { from: label(entry, entry.from), to: label(entry, entry.to) })}
            </p>
          ) : null}
          {noteOf(entry) ? <p className={styles.historyNote}>{noteOf(entry)}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** The text of an entry: its note, or for notes and remarks the text they set. */
function noteOf(entry: HistoryEntry): string | null {
  if (entry.note) return entry.note;
  if (entry.kind === 'note' || entry.kind === 'additional_comment') return entry.to;
  return null;
}
