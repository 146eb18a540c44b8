import { useId } from 'react';
import styles from './PreferenceSwitch.module.css';

export interface PreferenceOption<T extends string> {
  value: T;
  /** Visible text. */
  label: string;
  /** Extra words for screen readers, appended to the visible text. */
  description?: string;
  lang?: string;
}

interface PreferenceSwitchProps<T extends string> {
  label: string;
  options: readonly PreferenceOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** What the preference is about, for a tooltip and screen readers. */
  hint?: string;
}

/** A labelled group of toggle buttons (aria-pressed) for one preference. */
export function PreferenceSwitch<T extends string>({
  label,
  options,
  value,
  onChange,
  hint,
}: PreferenceSwitchProps<T>) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className={styles.preference} title={hint}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {hint ? (
        <span id={hintId} className="fk-visually-hidden">
          {hint}
        </span>
      ) : null}
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        className={styles.group}
      >
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className={styles.option}
            aria-pressed={option.value === value}
            lang={option.lang}
            onClick={() => onChange(option.value)}
          >
            {option.label}
            {option.description ? (
              <span className="fk-visually-hidden"> – {option.description}</span>
            ) : null}
          </button>
        ))}
      </div>
    </div>
  );
}
