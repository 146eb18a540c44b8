import { useCallback, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ValidationIssue } from '@federkiel/machines/validation';
import { useT } from '../i18n/useT.ts';

export type FormValues = Record<string, string>;
export type Issues<V extends FormValues> = Partial<Record<keyof V, ValidationIssue | null>>;

export interface FieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur: () => void;
  /** The translated message, shown once the field was left or the form submitted. */
  error: string | undefined;
}

export interface UseFormOptions<V extends FormValues> {
  initial: V;
  /** Spec §5 rules for the current values (see @federkiel/machines/validation). */
  validate: (values: V) => Issues<V>;
}

export interface UseForm<V extends FormValues> {
  values: V;
  field: (name: keyof V & string) => FieldProps;
  setValue: (name: keyof V & string, value: string) => void;
  /** Replaces the values (e.g. when the record they edit has loaded) and starts afresh. */
  reset: (values: V) => void;
  /**
   * A submit handler: validates; on problems shows every message and focuses the first
   * invalid field, else calls `onValid` with the values. The values stay as they are either
   * way (a failed request loses nothing).
   */
  handleSubmit: (onValid: (values: V) => void) => (event: FormEvent<HTMLFormElement>) => void;
  isValid: boolean;
}

/** The translated message of a validation issue (namespace `forms`). */
export function useIssueMessage() {
  const { t } = useT('forms');
  return useCallback(
    (issue: ValidationIssue | null | undefined) =>
      issue ? t(`validation.${issue.code}`, { len: issue.len }) : undefined,
    [t],
  );
}

/** Small form state for the account screens: values, spec §5 validation, messages. */
export function useForm<V extends FormValues>({
  initial,
  validate,
}: UseFormOptions<V>): UseForm<V> {
  const [values, setValues] = useState<V>(initial);
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const message = useIssueMessage();
  const issues = useMemo(() => validate(values), [validate, values]);

  const setValue = useCallback((name: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  const field = (name: keyof V & string): FieldProps => ({
    name,
    value: values[name] ?? '',
    onChange: (event) => setValue(name, event.target.value),
    onBlur: () =>
      setVisited((current) => (current.has(name) ? current : new Set(current).add(name))),
    error: submitted || visited.has(name) ? message(issues[name]) : undefined,
  });

  const reset = useCallback((next: V) => {
    setValues(next);
    setVisited(new Set());
    setSubmitted(false);
  }, []);

  const isValid = Object.values(issues).every((issue) => !issue);

  const handleSubmit = (onValid: (values: V) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isValid) {
      // Focus the first invalid field in page order; its message is read with it.
      const form = event.currentTarget;
      const invalid = Array.from(form.elements).find(
        (element): element is HTMLInputElement =>
          'name' in element &&
          typeof element.name === 'string' &&
          Boolean(issues[element.name as keyof V]),
      );
      invalid?.focus();
      return;
    }
    onValid(values);
  };

  return { values, field, setValue, reset, handleSubmit, isValid };
}
