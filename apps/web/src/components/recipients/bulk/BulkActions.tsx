import { useId } from 'react';
import { GENDERS, type Gender } from '@federkiel/machines';
import { Button } from '../../Button.tsx';
import { useRecipientTexts } from '../recipientTexts.ts';
import styles from './BulkActions.module.css';

export interface BulkActionsProps {
  count: number;
  selectedCount: number;
  /** Cards still without a salutation (0 = no "Neutral" and no suggestion button). */
  missingSalutations: number;
  /** False while the salutation column is hidden: no salutation actions then. */
  salutationShown?: boolean;
  suggesting: boolean;
  onSetGender: (gender: Gender, scope: 'selected') => void;
  /** "Neutral für die offenen Karten": only cards without a salutation (issue 27). */
  onFillOpen: () => void;
  onFill: () => void;
  onSuggest: () => void;
}

/** One change for many cards: the salutation for the open or the selected ones, fill a column. */
export function BulkActions({
  count,
  selectedCount,
  missingSalutations,
  salutationShown = true,
  suggesting,
  onSetGender,
  onFillOpen,
  onFill,
  onSuggest,
}: BulkActionsProps) {
  const { t } = useRecipientTexts();
  const selectedId = useId();
  if (count === 0) return null;
  return (
    <div className={styles.bar} role="group" aria-label={t('bulk.label')}>
      {salutationShown && missingSalutations > 0 ? (
        <Button size="sm" variant="ghost" bordered onClick={onFillOpen}>
          {t('bulk.fillOpen', { count: missingSalutations })}
        </Button>
      ) : null}
      {salutationShown && selectedCount > 0 ? (
        <div className={styles.group} role="group" aria-labelledby={selectedId}>
          <span id={selectedId} className={styles.label}>
            {t('bulk.genderSelected', { count: selectedCount })}
          </span>
          {GENDERS.map((gender) => (
            <Button
              key={gender}
              size="sm"
              variant="ghost"
              bordered
              aria-label={t('bulk.setSelected', {
                gender: t(`genders.${gender}`),
                count: selectedCount,
              })}
              onClick={() => onSetGender(gender, 'selected')}
            >
              {t(`genders.${gender}`)}
            </Button>
          ))}
        </div>
      ) : null}
      <Button size="sm" variant="ghost" bordered onClick={onFill}>
        {t('bulk.fill')}
      </Button>
      {salutationShown && missingSalutations > 0 && !suggesting ? (
        <Button size="sm" variant="ghost" bordered onClick={onSuggest}>
          {t('bulk.suggest')}
        </Button>
      ) : null}
    </div>
  );
}
