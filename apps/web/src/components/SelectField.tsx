import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from './TextField.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'onBlur' | 'name'
> {
  label: ReactNode;
  name: string;
  value: string;
  onChange: SelectHTMLAttributes<HTMLSelectElement>['onChange'];
  onBlur?: () => void;
  options: SelectOption[];
  error?: string;
}

/** A labelled native select with an error message, styled like TextField. */
export function SelectField({ label, options, error, id, className, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={selectId} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          {...select}
          id={selectId}
          className={styles.select}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
