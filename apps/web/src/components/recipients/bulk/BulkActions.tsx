import { useId } from 'react';
import { GENDERS, type Gender } from '@federkiel/machines';
import { Button } from '../../Button.tsx';
import { useRecipientTexts } from '../recipientTexts.ts';
import styles from './BulkActions.module.css';

export interface BulkActionsProps {
  count: number;
  selectedCount: number;
  /** Cards still without a salutation that a suggestion could help (0 = no button). */
  missingSalutations: number;
  suggesting: boolean;
  onSetGender: (gender: Gender, scope: 'all' | 'selected') => void;
  onFill: () => void;
  onSuggest: () => void;
}

/** One change for many cards: the salutation for all or the selected ones, fill a column. */
export function BulkActions({
  count,
  selectedCount,
  missingSalutations,
  suggesting,
  onSetGender,
  onFill,
  onSuggest,
}: BulkActionsProps) {
  const { t } = useRecipientTexts();
  const allId = useId();
  const selectedId = useId();
  if (count === 0) return null;
  return (
    <div className={styles.bar} role="group" aria-label={t('bulk.label')}>
      <div className={styles.group} role="group" aria-labelledby={allId}>
        <span id={allId} className={styles.label}>
          {t('bulk.genderAll')}
        </span>
        {GENDERS.map((gender) => (
          <Button
            key={gender}
            size="sm"
            variant="ghost"
            bordered
            aria-label={t('bulk.setAll', { gender: t(`genders.${gender}`) })}
            onClick={() => onSetGender(gender, 'all')}
          >
            {t(`genders.${gender}`)}
          </Button>
        ))}
      </div>
      {selectedCount > 0 ? (
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
      {missingSalutations > 0 && !suggesting ? (
        <Button size="sm" variant="ghost" bordered onClick={onSuggest}>
          {t('bulk.suggest')}
        </Button>
      ) : null}
    </div>
  );
}
