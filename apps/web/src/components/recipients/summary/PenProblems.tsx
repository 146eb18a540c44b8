import { useId, useMemo, useState, type MouseEvent } from 'react';
import type { Recipient } from '@federkiel/machines';
import {
  similarRecipient,
  type CanWrite,
  type SimilarRecipient,
} from '@federkiel/machines/configurator/similarLetters';
import { useAddress } from '../../../lib/i18n/address.ts';
import { Button } from '../../Button.tsx';
import { useRecipientTexts } from '../recipientTexts.ts';
import { cardName } from './cardProblems.ts';
import type { PenCardProblem } from './penProblems.ts';
import { cardNumbersText } from './cardNumbers.ts';
import styles from './ErrorSummary.module.css';

const FEW = 5;

export interface PenProblemsProps {
  problems: readonly PenCardProblem[];
  recipients: readonly Recipient[];
  canWrite: CanWrite | null;
  onJump: (recipientId: string) => void;
  /** Applies the similar letters to these cards (one undoable change). */
  onUseSimilar: (changes: ReadonlyMap<string, SimilarRecipient>) => void;
  /** Opens the sender fields (the configurator's text step), for the sender's letters. */
  onEditSender?: () => void;
}

interface PenCard {
  number: number;
  recipient: Recipient;
  problems: PenCardProblem[];
  similar: SimilarRecipient | null;
}

/**
 * „3 Karten brauchen deine Hilfe“: every card with letters the pen cannot write, what
 * "Ähnliche Buchstaben verwenden" would change (before → after), for one card or all.
 */
export function PenProblems({
  problems,
  recipients,
  canWrite,
  onJump,
  onUseSimilar,
  onEditSender,
}: PenProblemsProps) {
  const { t } = useRecipientTexts();
  const address = useAddress();
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  const cards = useMemo(() => {
    const byNumber = new Map<number, PenCard>();
    for (const problem of problems) {
      const recipient = recipients[problem.cardNumber - 1];
      if (!recipient) continue;
      let card = byNumber.get(problem.cardNumber);
      if (!card) {
        card = { number: problem.cardNumber, recipient, problems: [], similar: null };
        byNumber.set(problem.cardNumber, card);
      }
      card.problems.push(problem);
    }
    const list = [...byNumber.values()].sort((a, b) => a.number - b.number);
    // Similar letters fix the card's own cells; a line too long or the sender they do not.
    for (const card of list)
      if (canWrite && card.problems.some(fixedInCells))
        card.similar = similarRecipient(card.recipient, canWrite);
    return list;
  }, [problems, recipients, canWrite]);
  const sender = useMemo(() => {
    const letters = new Set<string>();
    const numbers = new Set<number>();
    for (const problem of problems)
      if (problem.field === 'sender') {
        problem.letters.forEach((letter) => letters.add(letter));
        numbers.add(problem.cardNumber);
      }
    return numbers.size > 0 ? { letters: [...letters], numbers: [...numbers] } : null;
  }, [problems]);
  if (cards.length === 0) return null;

  const fixable = cards.filter((card) => card.similar && card.similar.changes.length > 0);
  const shown = expanded ? cards : cards.slice(0, FEW);
  const apply = (list: readonly PenCard[]) =>
    onUseSimilar(
      new Map(list.flatMap((card) => (card.similar ? [[card.recipient.id, card.similar]] : []))),
    );
  const jump = (event: MouseEvent<HTMLAnchorElement>, recipientId: string) => {
    event.preventDefault();
    onJump(recipientId);
  };

  return (
    <section className={styles.summary} aria-labelledby={headingId} data-testid="pen-problems">
      <h3 id={headingId} className={styles.title}>
        {t(address === 'sie' ? 'pen.titleSie' : 'pen.title', { count: cards.length })}
      </h3>
      <p className={styles.intro}>{t('pen.intro')}</p>
      {sender ? (
        <p className={styles.intro} data-testid="pen-sender">
          {t('pen.sender', {
            letters: sender.letters.join(' '),
            cards: cardNumbersText(t, sender.numbers),
          })}{' '}
          {onEditSender ? (
            <Button size="sm" variant="ghost" bordered onClick={onEditSender}>
              {t('pen.editSender')}
            </Button>
          ) : null}
        </p>
      ) : null}
      <ul className={styles.list}>
        {shown.map(({ number, recipient, problems: own, similar }) => (
          <li key={recipient.id}>
            <a
              href={`#fk-recipient-${recipient.id}`}
              className={styles.link}
              onClick={(event) => jump(event, recipient.id)}
            >
              {t('summary.card', { number, label: cardName(recipient) ?? t('summary.noName') })}
            </a>
            <span className={styles.problems}>{own.map((p) => problemText(t, p)).join(' · ')}</span>
            {similar && similar.changes.length > 0 ? (
              <>
                <span className={styles.change}>
                  {similar.changes
                    .map((change) => `${change.before} → ${change.after}`)
                    .join(' · ')}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  bordered
                  aria-label={t('pen.useOneFor', { number })}
                  onClick={() => apply([{ number, recipient, problems: own, similar }])}
                >
                  {t('pen.useOne')}
                </Button>
              </>
            ) : canWrite && own.some(fixedInCells) ? (
              <span className={styles.problems}>{t('pen.noSimilar')}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {cards.length > shown.length ? (
        <p className={styles.more}>{t('pen.more', { count: cards.length - shown.length })}</p>
      ) : null}
      {cards.length > FEW ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('pen.showLess') : t('pen.showAll')}
        </button>
      ) : null}
      {fixable.length > 1 ? (
        <p className={styles.actions}>
          <Button size="sm" onClick={() => apply(fixable)}>
            {t('pen.useAll', { count: fixable.length })}
          </Button>
        </p>
      ) : null}
    </section>
  );
}

/** Letters of the card's own cells (text or envelope): what similar letters can fix. */
function fixedInCells(problem: PenCardProblem): boolean {
  return problem.field !== 'sender' && problem.kind !== 'too_long';
}

function problemText(t: ReturnType<typeof useRecipientTexts>['t'], problem: PenCardProblem) {
  const part = t(`pen.parts.${problem.field}`);
  if (problem.kind !== 'too_long')
    return t('pen.letters', { part, letters: problem.letters.join(' ') });
  if (problem.field === 'envelope') return t('pen.addressTooLong', { line: problem.text ?? '' });
  return problem.line
    ? t('pen.textTooLongAt', { page: problem.pageLabel ?? '', line: problem.line })
    : t('pen.textTooLong');
}
