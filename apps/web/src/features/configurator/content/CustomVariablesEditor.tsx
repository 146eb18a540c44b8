import { isKnownVariable, VARIABLE_NAME_PATTERN, variableToken } from '@federkiel/machines';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useConfiguratorSelector, useConfiguratorSend } from '../state/configuratorContext.ts';
import styles from './ContentStep.module.css';

/** Own placeholders for "variable text blocks" (`{{Geschenk}}`), filled per card later. */
export function CustomVariablesEditor() {
  const { t } = useT('configurator');
  const send = useConfiguratorSend();
  const active = useConfiguratorSelector(
    (s) => s.context.draft.personalisation === 'variable_blocks',
  );
  const names = useConfiguratorSelector((s) => s.context.draft.customVariables);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  if (!active) return null;

  const add = (event: FormEvent) => {
    event.preventDefault();
    const value = name.trim();
    if (!VARIABLE_NAME_PATTERN.test(value)) return setError(t('content.variables.invalid'));
    if (isKnownVariable(value, names))
      return setError(t('content.variables.taken', { name: value }));
    send({ type: 'ADD_VARIABLE', name: value });
    setName('');
    setError(null);
  };

  return (
    <section className={styles.section} aria-labelledby="content-variables-title">
      <h3 id="content-variables-title" className={styles.sectionTitle}>
        {t('content.variables.title')}
      </h3>
      <p className={styles.muted}>
        {t('content.variables.intro', { token: '{{Geschenk}}', token2: '{{Termin}}' })}
      </p>
      {names.length > 0 ? (
        <ul className={styles.variableList}>
          {names.map((variable) => (
            <li key={variable} className={styles.variableChip}>
              <code>{variableToken(variable)}</code>
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={t('content.variables.remove', { name: variable })}
                onClick={() => send({ type: 'REMOVE_VARIABLE', name: variable })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form className={styles.inlineForm} onSubmit={add} noValidate>
        <label htmlFor={inputId} className={styles.label}>
          {t('content.variables.name')}
        </label>
        <div className={styles.inlineRow}>
          <input
            id={inputId}
            className={styles.input}
            value={name}
            placeholder={t('content.variables.placeholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" variant="secondary" size="sm">
            {t('content.variables.add')}
          </Button>
        </div>
        {error ? (
          <p id={`${inputId}-error`} className={styles.fieldError}>
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
