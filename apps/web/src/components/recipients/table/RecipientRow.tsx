import { memo } from 'react';
import type { Recipient, RecipientIssue } from '@federkiel/machines';
import type { SalutationSuggestion } from '@federkiel/machines/configurator/salutationSuggestions';
import { RecipientCell, type SelectOption } from './RecipientCell.tsx';
import { readField, type CellKind, type TableColumn, type TableField } from './tableColumns.ts';
import type { RecipientTexts } from '../recipientTexts.ts';
import { penMarkText } from '../summary/penMarkText.ts';
import type { PenMark } from '../summary/penProblems.ts';
import { cx } from '../../../lib/cx.ts';
import styles from './RecipientTable.module.css';

export interface RowActions {
  onCommit: (recipientId: string, field: TableField, value: string) => void;
  onToggleSelect: (recipientId: string) => void;
  onDuplicate: (recipientId: string) => void;
  onDelete: (recipientId: string) => void;
}

export interface RecipientRowProps {
  recipient: Recipient;
  index: number;
  /** Place in the shown rows (a search hides others); the card keeps its number. */
  position: number;
  columns: readonly TableColumn[];
  issues: ReadonlyMap<string, RecipientIssue> | undefined;
  /** What the pen cannot write, by field ('' = the card, not one cell). */
  penMarks?: ReadonlyMap<string, PenMark> | undefined;
  selected: boolean;
  /** The salutation suggested from the first name, shown in the gender cell until chosen. */
  suggestion?: SalutationSuggestion | undefined;
  options: Partial<Record<CellKind, readonly SelectOption[]>>;
  texts: RecipientTexts;
  actions: RowActions;
  /** Pixels from the top of the table body (a number, so the memoised row stays put). */
  offset: number;
}

export const RecipientRow = memo(function RecipientRow({
  recipient,
  index,
  position,
  columns,
  issues,
  penMarks,
  selected,
  suggestion,
  options,
  texts,
  actions,
  offset,
}: RecipientRowProps) {
  const { t, fieldLabel, issueText } = texts;
  const number = index + 1;
  const flagged = Boolean(issues || penMarks);
  const cardMark = penMarks?.get('');
  const cardText = cardMark ? penMarkText(t, cardMark) : undefined;
  return (
    <div
      role="row"
      aria-rowindex={position + 2}
      aria-selected={selected}
      id={`fk-recipient-${recipient.id}`}
      className={cx(styles.row, selected && styles.selected)}
      style={{ transform: `translateY(${offset}px)` }}
    >
      <div
        role="rowheader"
        className={cx(styles.rowHeader, flagged && styles.rowHeaderInvalid)}
        title={cardText}
      >
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={selected}
          onChange={() => actions.onToggleSelect(recipient.id)}
          aria-label={t('table.select', { number })}
          data-row={index}
          data-col={-1}
        />
        <span className={styles.number}>
          {number}
          {flagged ? (
            <span className="fk-visually-hidden">
              {cardText
                ? t('pen.cardAt', { number, text: cardText })
                : t('table.hasProblems', { number })}
            </span>
          ) : null}
        </span>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => actions.onDuplicate(recipient.id)}
          aria-label={t('table.duplicate', { number })}
          title={t('table.duplicate', { number })}
        >
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
            <rect x="7" y="7" width="10" height="10" rx="2" />
            <path d="M13 4.5V4a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h.5" />
          </svg>
        </button>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => actions.onDelete(recipient.id)}
          aria-label={t('table.delete', { number })}
          title={t('table.delete', { number })}
        >
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M4 6h12M8 6V4h4v2M6 6l1 10h6l1-10" />
          </svg>
        </button>
      </div>
      {columns.map((column, col) => {
        const value = readField(recipient, column.field);
        const issue = issues?.get(column.field);
        const mark = penMarks?.get(column.field);
        let list = options[column.kind];
        if (column.kind === 'country' && value && !list?.some((o) => o.value === value))
          list = [...(list ?? []), { value, label: t('countries.unknown', { code: value }) }];
        return (
          <RecipientCell
            key={column.field}
            column={column}
            recipientId={recipient.id}
            row={index}
            col={col}
            value={value}
            label={t('table.cell', { field: fieldLabel(column.field), number })}
            error={issue ? issueText(issue) : mark ? penMarkText(t, mark) : undefined}
            hint={
              column.kind === 'gender' && suggestion && !value
                ? t(
                    suggestion.confidence === 'sure' ? 'suggestions.cell' : 'suggestions.checkCell',
                    {
                      gender: t(`genders.${suggestion.gender}`),
                    },
                  )
                : undefined
            }
            options={list}
            onCommit={actions.onCommit}
          />
        );
      })}
    </div>
  );
});
