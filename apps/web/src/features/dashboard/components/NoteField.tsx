import { NOTE_MAX_LENGTH } from '@federkiel/machines/fulfilment/statuses';
import { useId, type Ref } from 'react';
import { useT } from '../../../lib/i18n/useT.ts';
import { useDashboardFormat } from '../hooks/useDashboardFormat.ts';
import styles from './Dashboard.module.css';

export interface NoteFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  required?: boolean;
  rows?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled textarea with a character counter (max 5,000, as the server allows). */
export function NoteField({
  label,
  value,
  onChange,
  hint,
  error,
  required = false,
  rows = 4,
  ref,
}: NoteFieldProps) {
  const { t } = useT('dashboard');
  const format = useDashboardFormat();
  const id = useId();
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, counterId, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <textarea
        ref={ref}
        id={id}
        className={styles.textarea}
        value={value}
        rows={rows}
        maxLength={NOTE_MAX_LENGTH}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={counterId} className={styles.counter}>
        {t('note.counter', {
          count: value.length,
          used: format.number(value.length),
          max: format.number(NOTE_MAX_LENGTH),
        })}
      </span>
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
