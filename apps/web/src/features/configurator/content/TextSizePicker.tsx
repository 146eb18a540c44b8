import { TEXT_SIZES } from '@federkiel/machines';
import { useT } from '../../../lib/i18n/useT.ts';
import { useConfiguratorSelector, useConfiguratorSend } from '../state/configuratorContext.ts';
import styles from './ContentStep.module.css';
import choices from './Choices.module.css';

const SAMPLE_SIZE = { small: '0.95rem', medium: '1.2rem', large: '1.5rem' } as const;

/** Spec §9 text sizes: small, medium, large (sized by x-height, so alike in every font). */
export function TextSizePicker() {
  const { t } = useT('configurator');
  const send = useConfiguratorSend();
  const size = useConfiguratorSelector((s) => s.context.draft.textSize);
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{t('content.size.title')}</legend>
      <div className={choices.segmented}>
        {TEXT_SIZES.map((option) => (
          <label
            key={option}
            className={choices.segment}
            data-checked={size === option || undefined}
          >
            <input
              type="radio"
              name="text-size"
              className={choices.radio}
              checked={size === option}
              onChange={() => send({ type: 'SET_TEXT_SIZE', size: option })}
            />
            <span aria-hidden="true" style={{ fontSize: SAMPLE_SIZE[option] }}>
              Aa
            </span>
            {t(`content.size.${option}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
