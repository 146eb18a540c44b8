import {
  useEffect,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { syncTypedBeforeHydration } from '../lib/earlyInput.ts';
import { useT } from '../lib/i18n/useT.ts';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'onBlur' | 'name'
> {
  label: ReactNode;
  name: string;
  value: string;
  onChange: InputHTMLAttributes<HTMLInputElement>['onChange'];
  onBlur?: () => void;
  /** The validation message; marks the field invalid and is read with it. */
  error?: string;
  /** A help text under the label, read with the field. */
  hint?: ReactNode;
  /** Marks the label "(optional)"; fields are required unless they say so. */
  optional?: boolean;
  /** For `type="password"`: a button that shows the password as text. */
  revealable?: boolean;
}

/**
 * A labelled text input with hint and error message, wired for assistive technology
 * (`aria-invalid`, `aria-describedby`). Browser validation is off in the shop's forms
 * (`noValidate`); messages come from spec §5's rules.
 */
export function TextField({
  label,
  error,
  hint,
  optional = false,
  revealable = false,
  id,
  type = 'text',
  className,
  ...input
}: TextFieldProps) {
  const { t } = useT('forms');
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [revealed, setRevealed] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // What was typed into the server's field before the hydration reaches the form's state
  // (lib/earlyInput.ts): once, when this field is first committed, against the form's value
  // at that moment.
  const stateValue = useRef(input.value);
  stateValue.current = input.value;
  useEffect(() => {
    syncTypedBeforeHydration(field.current, stateValue.current);
  }, []);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const canReveal = revealable && type === 'password';

  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}> ({t('optional')})</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.control}>
        <input
          {...input}
          ref={field}
          id={inputId}
          type={canReveal && revealed ? 'text' : type}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          data-reveal={canReveal || undefined}
        />
        {canReveal ? (
          <button
            type="button"
            className={styles.reveal}
            aria-pressed={revealed}
            aria-controls={inputId}
            aria-label={t('showPassword')}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {t('show')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="7" />
            <path d="M8 4.5v4.2M8 11.2v.3" />
          </svg>
          {error}
        </p>
      ) : null}
    </div>
  );
}
