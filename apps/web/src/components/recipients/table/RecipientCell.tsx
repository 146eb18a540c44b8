import { memo, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import type { TableColumn, TableField } from './tableColumns.ts';
import styles from './RecipientTable.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface RecipientCellProps {
  column: TableColumn;
  recipientId: string;
  row: number;
  col: number;
  value: string;
  /** Accessible name: field and card ("Vorname, Karte 3"). */
  label: string;
  /** The validation message for this field, if any. */
  error: string | undefined;
  /** A suggestion shown below the control ("Frau – vorgeschlagen"), part of its description. */
  hint?: string | undefined;
  /** Options of select cells. */
  options: readonly SelectOption[] | undefined;
  onCommit: (recipientId: string, field: TableField, value: string) => void;
}

/**
 * One editable cell. While it has focus the cell shows what is typed (the machine trims
 * and may answer later); every change is sent at once, so the validation follows the
 * typing. Escape puts back the value the cell had when it got focus.
 */
export const RecipientCell = memo(function RecipientCell({
  column,
  recipientId,
  row,
  col,
  value,
  label,
  error,
  hint,
  options,
  onCommit,
}: RecipientCellProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const original = useRef(value);
  const errorId = `rcpt-${recipientId}-${column.field}-error`;
  const hintId = `rcpt-${recipientId}-${column.field}-hint`;
  // The cell has room for one line below the control: a suggestion replaces the error text.
  const describedBy = hint ? hintId : error ? errorId : undefined;
  const shared = {
    'data-row': row,
    'data-col': col,
    'aria-label': label,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': column.required || undefined,
    className: styles.control,
  };
  const change = (next: string) => {
    setDraft(next);
    onCommit(recipientId, column.field, next);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    change(event.target.value);
  const textHandlers = {
    value: draft ?? value,
    onChange,
    onFocus: () => {
      original.current = value;
      setDraft(value);
    },
    onBlur: () => setDraft(null),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || (draft ?? value) === original.current) return;
      event.preventDefault();
      change(original.current);
    },
  };

  let control;
  if (column.kind === 'text')
    control = (
      <input {...shared} {...textHandlers} type="text" autoComplete={column.autoComplete} />
    );
  else if (column.kind === 'longText')
    control = <textarea {...shared} {...textHandlers} rows={1} />;
  else
    control = (
      <select
        {...shared}
        value={value}
        onChange={(event) => onCommit(recipientId, column.field, event.target.value)}
      >
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );

  return (
    <div
      role="gridcell"
      className={styles.cell}
      data-invalid={error ? '' : undefined}
      data-suggested={hint ? '' : undefined}
    >
      {control}
      {hint ? (
        <span id={hintId} className={styles.hint} title={hint}>
          {hint}
        </span>
      ) : null}
      {error && !hint ? (
        <span id={errorId} className={styles.error} title={error}>
          {error}
        </span>
      ) : null}
    </div>
  );
});
