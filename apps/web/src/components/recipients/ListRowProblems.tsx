import { useId } from 'react';
import type { ListRowProblem } from '@federkiel/machines/lists/listApi';
import { useRecipientTexts } from './recipientTexts.ts';
import styles from './notices.module.css';

const SHOWN = 20;

export interface ListRowProblemsProps {
  rows: readonly ListRowProblem[];
  /** Every problem the server found (it answers at most 200 rows). */
  total: number;
  /** Jump to the row in the table (omit where there is no table). */
  onJump?: (recipientId: string) => void;
}

/** The server's per-row problems after saving a list was refused (400 invalid_recipients). */
export function ListRowProblems({ rows, total, onJump }: ListRowProblemsProps) {
  const { t, fieldLabel } = useRecipientTexts();
  const headingId = useId();
  if (rows.length === 0) return null;
  const more = total - Math.min(rows.length, SHOWN);
  return (
    <section className={styles.notice} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {t('rowProblems.title', { count: total })}
      </h3>
      <ul className={styles.list}>
        {rows.slice(0, SHOWN).map((problem) => {
          const text = t('rowProblems.row', {
            row: problem.row,
            field: fieldLabel(problem.field),
            message: problem.message,
          });
          return (
            <li key={`${problem.recipientId}-${problem.field}-${problem.code}`}>
              {onJump ? (
                <a
                  href={`#fk-recipient-${problem.recipientId}`}
                  onClick={(event) => {
                    event.preventDefault();
                    onJump(problem.recipientId);
                  }}
                >
                  {text}
                </a>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ul>
      {more > 0 ? <p className={styles.text}>{t('rowProblems.more', { count: more })}</p> : null}
    </section>
  );
}
