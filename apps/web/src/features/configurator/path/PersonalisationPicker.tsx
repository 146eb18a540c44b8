import { PERSONALISATION_OPTIONS } from '@federkiel/machines';
import { useT } from '../../../lib/i18n/useT.ts';
import { useConfiguratorSelector, useConfiguratorSend } from '../state/configuratorContext.ts';
import styles from './PathStep.module.css';

/** Spec §1: the personalisation types; the invitation is shown as "demnächst", not selectable. */
export function PersonalisationPicker() {
  const { t } = useT('configurator');
  const send = useConfiguratorSend();
  const selectable = useConfiguratorSelector((s) =>
    PERSONALISATION_OPTIONS.map((option) =>
      s.can({ type: 'CHOOSE_PERSONALISATION', personalisation: option.id }),
    ).join(),
  ).split(',');
  const chosen = useConfiguratorSelector((s) => s.context.draft.personalisation);

  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>
        <span className={styles.sectionNumber}>3</span> {t('path.personalisation.title')}
      </legend>
      <div className={styles.personalisationGrid}>
        {PERSONALISATION_OPTIONS.map((option, index) => {
          const available = option.available && selectable[index] === 'true';
          return (
            <label
              key={option.id}
              className={styles.personalisationCard}
              data-checked={chosen === option.id || undefined}
              data-disabled={!available || undefined}
            >
              <input
                type="radio"
                name="personalisation"
                className={styles.radio}
                checked={chosen === option.id}
                disabled={!available}
                onChange={() =>
                  send({ type: 'CHOOSE_PERSONALISATION', personalisation: option.id })
                }
              />
              <span className={styles.personalisationLabel}>
                {t(`personalisation.${option.id}.label`)}
                {!option.available ? (
                  <span className={styles.badge}>{t('path.personalisation.soon')}</span>
                ) : null}
              </span>
              <span className={styles.personalisationText}>
                {t(`personalisation.${option.id}.description`, { token: '{{Geschenk}}' })}
              </span>
              <span className={styles.personalisationExample}>
                {t(`personalisation.${option.id}.example`, { token: '{{Geschenk}}' })}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
