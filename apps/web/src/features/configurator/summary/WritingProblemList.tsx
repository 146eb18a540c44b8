import type { CardWritingProblem } from '@federkiel/machines/configurator/writingCheck';
import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useCardFocus } from '../state/cardFocus.tsx';
import { useConfiguratorSend } from '../state/configuratorContext.ts';
import styles from './SummaryStep.module.css';

const SHOWN = 10;

/**
 * The cards the pen cannot write, from the shared writing check: „Karte 59 (Ayşe Kaya),
 * Umschlag: ş“, each with a jump to its row in the recipient step (the sender: to the text
 * step). A text too long for the card is in the fit list above, so it is not repeated here.
 */
export function WritingProblemList({ problems }: { problems: readonly CardWritingProblem[] }) {
  const { t } = useT('configurator');
  const send = useConfiguratorSend();
  const { editRecipient } = useCardFocus();
  const listed = problems.filter((p) => p.kind === 'letters' || p.field === 'envelope');
  if (listed.length === 0) return null;
  const cards = new Set(listed.map((p) => p.recipientId)).size;
  const shown = listed.slice(0, SHOWN);

  return (
    <div role="alert" className={styles.overflowBox} data-testid="writing-problems">
      <p className={styles.overflowTitle}>{t('summary.writing.title', { count: cards })}</p>
      <ul className={styles.cardList}>
        {shown.map((problem) => {
          const card = t('summary.writing.card', {
            number: problem.cardNumber,
            name: problem.recipientName,
          });
          const text =
            problem.kind === 'letters'
              ? t('summary.writing.letters', {
                  card,
                  field: t(`summary.writing.fields.${problem.field}`),
                  letters: problem.letters.join(' '),
                })
              : t('summary.writing.addressTooLong', { card, line: problem.text ?? '' });
          return (
            <li
              key={`${problem.recipientId}-${problem.field}-${problem.kind}`}
              className={styles.cardRow}
            >
              <span>{text}</span>
              <span className={styles.rowActions}>
                {problem.field === 'sender' ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    bordered
                    onClick={() => send({ type: 'GO_TO_STEP', step: 'content' })}
                  >
                    {t('summary.writing.editSender')}
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="ghost"
                    bordered
                    aria-label={`${t('summary.editRecipient')}: ${card}`}
                    onClick={() => editRecipient(problem.recipientId)}
                  >
                    {t('summary.editRecipient')}
                  </Button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {listed.length > shown.length ? (
        <p className={styles.hint}>{t('summary.more', { count: listed.length - shown.length })}</p>
      ) : null}
      <p className={styles.hint}>{t('summary.writing.hint')}</p>
    </div>
  );
}
