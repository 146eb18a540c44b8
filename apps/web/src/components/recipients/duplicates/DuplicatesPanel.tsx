import { useId } from 'react';
import type { Recipient } from '@federkiel/machines';
import type { RecipientDuplicate } from '@federkiel/machines/configurator/recipientDuplicates';
import { Button } from '../../Button.tsx';
import { cardName } from '../summary/cardProblems.ts';
import { useRecipientTexts } from '../recipientTexts.ts';
import styles from '../notices.module.css';

const SHOWN = 5;

export interface DuplicatesPanelProps {
  duplicates: readonly RecipientDuplicate[];
  recipients: readonly Recipient[];
  onRemove: () => void;
  onKeep: () => void;
}

/** After an import: cards with the same name and address, with the choice to drop them. */
export function DuplicatesPanel({
  duplicates,
  recipients,
  onRemove,
  onKeep,
}: DuplicatesPanelProps) {
  const { t } = useRecipientTexts();
  const headingId = useId();
  const count = duplicates.length;
  if (count === 0) return null;
  const more = count - SHOWN;
  return (
    <section className={styles.notice} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {t('duplicates.title', { count })}
      </h3>
      <p className={styles.text}>{t('duplicates.intro')}</p>
      <ul className={styles.list}>
        {duplicates.slice(0, SHOWN).map((duplicate) => {
          const recipient = recipients[duplicate.index];
          return (
            <li key={recipient?.id ?? duplicate.index}>
              {t('duplicates.card', {
                number: duplicate.index + 1,
                first: duplicate.firstIndex + 1,
                name: (recipient && cardName(recipient)) ?? '',
              })}
            </li>
          );
        })}
      </ul>
      {more > 0 ? <p className={styles.text}>{t('duplicates.more', { count: more })}</p> : null}
      <div className={styles.row}>
        <Button size="sm" onClick={onRemove}>
          {t('duplicates.remove', { count })}
        </Button>
        <Button size="sm" variant="ghost" bordered onClick={onKeep}>
          {t('duplicates.keep')}
        </Button>
      </div>
    </section>
  );
}
