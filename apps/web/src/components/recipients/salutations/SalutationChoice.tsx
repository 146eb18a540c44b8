import { GENDERS, type Gender } from '@federkiel/machines';
import { cx } from '../../../lib/cx.ts';
import { useRecipientTexts } from '../recipientTexts.ts';
import styles from '../notices.module.css';

export interface SalutationChoiceProps {
  number: number;
  /** The doubtful suggestion, marked but not chosen. */
  suggested?: 'female' | 'male' | undefined;
  onChoose: (gender: Gender) => void;
}

/** Frau / Herr / Neutral for one card, right in the list: one click decides it. */
export function SalutationChoice({ number, suggested, onChoose }: SalutationChoiceProps) {
  const { t } = useRecipientTexts();
  return (
    <span className={styles.choice} role="group" aria-label={t('suggestions.choose', { number })}>
      {GENDERS.map((gender) => (
        <button
          key={gender}
          type="button"
          data-choice
          className={cx(styles.choiceButton, gender === suggested && styles.choiceSuggested)}
          aria-label={t('suggestions.chooseOne', { number, gender: t(`genders.${gender}`) })}
          onClick={() => onChoose(gender)}
        >
          {t(`genders.${gender}`)}
        </button>
      ))}
    </span>
  );
}
