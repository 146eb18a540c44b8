import { useId, type ChangeEvent } from 'react';
import { useT } from '../../../lib/i18n/useT.ts';
import styles from './ContactForm.module.css';

export interface MessageFieldProps {
  label: string;
  name: string;
  value: string;
  max: number;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  onBlur: () => void;
  error?: string;
}

/** The message: a labelled textarea with a character counter and its error, tied to it. */
export function MessageField({
  label,
  name,
  value,
  max,
  onChange,
  onBlur,
  error,
}: MessageFieldProps) {
  const { t } = useT('contact');
  const id = useId();
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const count = value.length;
  const over = count > max;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        value={value}
        rows={8}
        className={styles.textarea}
        onChange={onChange}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId : null, countId].filter(Boolean).join(' ')}
      />
      <div className={styles.fieldFoot}>
        {error ? (
          <p id={errorId} className={styles.error}>
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
              <circle cx="8" cy="8" r="7" />
              <path d="M8 4.5v4.2M8 11.2v.3" />
            </svg>
            {error}
          </p>
        ) : (
          <span />
        )}
        <p id={countId} className={styles.count} data-over={over || undefined}>
          {t('fields.messageCount', { count, max })}
        </p>
      </div>
    </div>
  );
}
