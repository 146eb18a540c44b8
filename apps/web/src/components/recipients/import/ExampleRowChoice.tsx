import type { ExampleMatch } from '@federkiel/machines/configurator/recipientExample';
import { useRecipientTexts } from '../recipientTexts.ts';
import styles from './MappingDialog.module.css';

export interface ExampleRowChoiceProps {
  match: ExampleMatch;
  /** The first row as the customer reads it ("Anna Schmidt, Hauptstraße 1, 10115 Berlin"). */
  row: string;
  skip: boolean;
  onChange: (skip: boolean) => void;
}

/**
 * The customer decides whether the first row is the template's example: checked by default
 * only when it is the example row in every cell, so a real Anna Schmidt is never dropped.
 */
export function ExampleRowChoice({ match, row, skip, onChange }: ExampleRowChoiceProps) {
  const { t } = useRecipientTexts();
  if (!match) return null;
  return (
    <fieldset className={styles.mode}>
      <legend>
        {t(match === 'exact' ? 'mapping.exampleExact' : 'mapping.exampleSimilar', { row })}
      </legend>
      <label>
        <input
          type="checkbox"
          checked={skip}
          onChange={(event) => onChange(event.target.checked)}
        />{' '}
        {t('mapping.exampleSkip')}
      </label>
    </fieldset>
  );
}
