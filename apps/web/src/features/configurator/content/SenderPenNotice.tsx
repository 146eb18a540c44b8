import { Alert } from '../../../components/Alert.tsx';
import { cardNumbersText } from '../../../components/recipients/summary/cardNumbers.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { useWritingProblems } from '../data/useWritingProblems.ts';

/**
 * At the sender fields: letters of the sender the pen cannot write, with the cards whose text
 * writes them (the shared writing check; the sender is fixed here, not in the table).
 */
export function SenderPenNotice() {
  const { t } = useT('configurator');
  const problems = useWritingProblems(null).filter((problem) => problem.field === 'sender');
  if (problems.length === 0) return null;
  const letters = [...new Set(problems.flatMap((problem) => problem.letters))];
  return (
    <Alert tone="error">
      <span data-testid="sender-pen-notice">
        {t('content.sender.penLetters', {
          letters: letters.join(' '),
          cards: cardNumbersText(
            t,
            problems.map((problem) => problem.cardNumber),
            'content.sender.penCards',
          ),
        })}
      </span>
    </Alert>
  );
}
