import type { TimelineEntry } from '@federkiel/machines/fulfilment/dashboardApi';
import { useT } from '../../../lib/i18n/useT.ts';
import { useDashboardFormat } from '../hooks/useDashboardFormat.ts';
import { statusLabel } from './StatusBadge.tsx';
import styles from './OrderDetailPage.module.css';

/**
 * The order's timeline, newest first (issue 28): staff moves, notes and remarks beside what
 * the shop did on its own — placed, paid, e-mails with their subject, WunderLink, downloads
 * by whom, refunds, tracking numbers. Amounts are gross, as the customer saw them. Each
 * entry names the staff member's account; a role without `money` sees no payments,
 * refunds or amounts, one without `customer` not who the customer is (issue 28).
 */
export function OrderHistory({
  entries: all,
  money = true,
  customer = true,
}: {
  entries: TimelineEntry[];
  money?: boolean;
  customer?: boolean;
}) {
  const { t } = useT('dashboard');
  const format = useDashboardFormat();
  const entries = money ? all : all.filter((e) => e.kind !== 'paid' && e.kind !== 'refunded');
  if (entries.length === 0) return <p className={styles.muted}>{t('history.empty')}</p>;
  const label = (entry: TimelineEntry, value: string | null) => {
    if (!value) return '–';
    if (entry.kind === 'status') return statusLabel(t, 'status', value);
    if (entry.kind === 'production') return statusLabel(t, 'production', value);
    return value;
  };
  const euros = (cents: unknown) => format.money(Number(cents ?? 0) / 100);
  const text = (value: unknown) => (value === null || value === undefined ? '–' : String(value));

  /** The line under the head that says what happened. */
  const what = (entry: TimelineEntry): string | null => {
    const d = entry.data;
    switch (entry.kind) {
      case 'status':
      case 'production':
        return t('history.move', { from: label(entry, entry.from), to: label(entry, entry.to) });
      case 'placed':
        return money
          ? t('history.event.placed', { number: d.number, amount: euros(d.total_cents) })
          : t('history.event.placedNoAmount', { number: d.number });
      case 'paid':
        return t('history.event.paid', {
          method: t(`paymentMethods.${text(d.method)}`, { defaultValue: text(d.method) }),
          amount: euros(d.amount_cents),
        });
      case 'mail_sent':
        return customer
          ? t('history.event.mail_sent', { subject: d.subject, to: d.to })
          : t('history.event.mail_sentNoAddress', { subject: d.subject });
      case 'wunderlink_redeemed':
        return t('history.event.wunderlink_redeemed', { campaign: d.campaign });
      case 'file_downloaded':
        return t('history.event.file_downloaded', { file: d.file });
      case 'refunded':
        return [
          t(d.full ? 'history.event.refunded_full' : 'history.event.refunded_partial', {
            amount: euros(d.amount_cents),
          }),
          d.credit_note ? t('history.event.creditNote', { number: d.credit_note }) : null,
        ]
          .filter(Boolean)
          .join(' · ');
      case 'tracking':
        return t('history.event.change', { from: text(d.from), to: text(d.to) });
      case 'address_changed':
        // Which address: „Karte 2 (Anna Muster)“ or „Rechnungsadresse“.
        return `${text(d.label)}: ${t('history.event.change', { from: text(d.from), to: text(d.to) })}`;
      default:
        return null;
    }
  };

  /** Who did it: the staff account's name, the customer, or the shop itself. */
  const who = (entry: TimelineEntry): string => {
    if (entry.staff) return entry.staff.name;
    if (!entry.actor) return t('history.system');
    return customer ? entry.actor : t('history.customer');
  };

  return (
    <ol className={styles.history}>
      {entries.map((entry) => {
        const line = what(entry);
        const note = noteOf(entry);
        return (
          <li key={entry.id} className={styles.historyEntry} data-source={entry.source}>
            <p className={styles.historyHead}>
              <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
              <span className={styles.historyStaff}>{who(entry)}</span>
              <span className={styles.historyKind}>{t(`history.kind.${entry.kind}`)}</span>
            </p>
            {line ? <p className={styles.historyMove}>{line}</p> : null}
            {note ? <p className={styles.historyNote}>{note}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}

/** The text of an entry: its note, or for notes and remarks the text they set. */
function noteOf(entry: TimelineEntry): string | null {
  if (entry.note) return entry.note;
  if (entry.kind === 'note' || entry.kind === 'additional_comment') return entry.to;
  if (entry.kind === 'refunded' && typeof entry.data.note === 'string') return entry.data.note;
  return null;
}
