import { useT } from '../../../lib/i18n/useT.ts';
import { useConfiguratorSelector, useConfiguratorSend } from '../state/configuratorContext.ts';
import styles from './ContentStep.module.css';
import { useOfferedVariables } from './useOfferedVariables.ts';
import { VariableField } from './VariableField.tsx';

/**
 * Spec §5: an own salutation needs a masculine and a feminine form. It replaces the
 * standard `{{Anrede}}` for women and men (du and Sie); the rest keep the standard rules.
 */
export function CustomSalutationEditor() {
  const { t } = useT('configurator');
  const send = useConfiguratorSend();
  const custom = useConfiguratorSelector((s) => s.context.draft.customSalutation);
  const personalisation = useConfiguratorSelector((s) => s.context.draft.personalisation);
  const variables = useOfferedVariables({ salutation: false });
  if (personalisation === 'free_text') return null;

  const started = custom !== null && Boolean(custom.masculine.trim() || custom.feminine.trim());
  const set = (changes: Partial<{ masculine: string; feminine: string }>) =>
    send({
      type: 'SET_CUSTOM_SALUTATION',
      salutation: { masculine: '', feminine: '', ...custom, ...changes },
    });

  return (
    <section className={styles.section} aria-labelledby="content-salutation-title">
      <h3 id="content-salutation-title" className={styles.sectionTitle}>
        {t('content.salutation.title')}
      </h3>
      <p className={styles.muted}>{t('content.salutation.intro', { token: '{{Anrede}}' })}</p>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={custom !== null}
          onChange={(event) =>
            send({
              type: 'SET_CUSTOM_SALUTATION',
              salutation: event.target.checked ? { masculine: '', feminine: '' } : null,
            })
          }
        />
        {t('content.salutation.toggle')}
      </label>
      {custom !== null ? (
        <div className={styles.salutationFields}>
          <VariableField
            label={t('content.salutation.feminine')}
            value={custom.feminine}
            placeholder={t('content.salutation.femininePlaceholder', { token: '{{Vorname}}' })}
            variables={variables}
            error={started && !custom.feminine.trim() ? t('content.salutation.required') : null}
            onChange={(feminine) => set({ feminine })}
          />
          <VariableField
            label={t('content.salutation.masculine')}
            value={custom.masculine}
            placeholder={t('content.salutation.masculinePlaceholder', { token: '{{Vorname}}' })}
            variables={variables}
            error={started && !custom.masculine.trim() ? t('content.salutation.required') : null}
            onChange={(masculine) => set({ masculine })}
          />
          <p className={styles.hint}>{t('content.salutation.note')}</p>
        </div>
      ) : null}
    </section>
  );
}
