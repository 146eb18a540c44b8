import { insertVariable, unknownVariables, variableToken } from '@federkiel/machines';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n/useT.ts';
import styles from './ContentStep.module.css';
import { VariableMenu } from './VariableMenu.tsx';

export interface VariableFieldProps {
  label: string;
  /** Read after the label by screen readers only (the page: "Text (Rückseite)"). */
  labelSuffix?: string;
  value: string;
  onChange: (text: string) => void;
  /** Offered in the menu; also the names that count as known. */
  variables: readonly string[];
  multiline?: boolean;
  rows?: number;
  placeholder?: string;
  hint?: ReactNode;
  error?: string | null;
  disabled?: boolean;
}

/**
 * A text field with a "Platzhalter einfügen" menu: the chosen `{{Name}}` goes in at the
 * caret (or replaces the selection), and the caret lands behind it. Unknown placeholders
 * are named under the field.
 */
export function VariableField({
  label,
  labelSuffix,
  value,
  onChange,
  variables,
  multiline = false,
  rows = 6,
  placeholder,
  hint,
  error,
  disabled,
}: VariableFieldProps) {
  const { t } = useT('configurator');
  const id = useId();
  const ref = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  // After an insertion the new text is rendered first; then the caret goes behind the token.
  useLayoutEffect(() => {
    const element = ref.current;
    if (caret.current === null || !element) return;
    element.focus();
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);

  const insert = (name: string) => {
    const element = ref.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? start;
    const result = insertVariable(value.slice(0, start) + value.slice(end), start, name);
    caret.current = result.cursor;
    onChange(result.text);
  };

  const unknown = unknownVariables(value, variables);
  const messages = [
    error,
    unknown.length > 0
      ? t('variables.unknown', {
          names: unknown.map(variableToken).join(', '),
          count: unknown.length,
        })
      : null,
  ].filter(Boolean);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, messages.length ? errorId : null]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    ref,
    value,
    placeholder,
    disabled,
    className: styles.input,
    'aria-invalid': messages.length > 0 || undefined,
    'aria-describedby': describedBy || undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };

  return (
    <div className={styles.field}>
      <div className={styles.fieldHead}>
        <label htmlFor={id} className={styles.label}>
          {label}
          {labelSuffix ? <span className={styles.visuallyHidden}> ({labelSuffix})</span> : null}
        </label>
        {disabled ? null : (
          <VariableMenu
            variables={variables}
            onInsert={insert}
            fieldLabel={labelSuffix ? `${label} (${labelSuffix})` : label}
          />
        )}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {multiline ? <textarea {...common} rows={rows} /> : <input {...common} type="text" />}
      {messages.length > 0 ? (
        <p id={errorId} className={styles.fieldError}>
          {messages.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
