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
import styles from './ErrorSummary.module.css';

const FEW = 5;

export interface PenProblemsProps {
  problems: readonly PenCardProblem[];
  recipients: readonly Recipient[];
  canWrite: CanWrite | null;
  onJump: (recipientId: string) => void;
  /** Applies the similar letters to these cards (one undoable change). */
  onUseSimilar: (changes: ReadonlyMap<string, SimilarRecipient>) => void;
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
        const similar = canWrite ? similarRecipient(recipient, canWrite) : null;
        card = { number: problem.cardNumber, recipient, problems: [], similar };
        byNumber.set(problem.cardNumber, card);
      }
      card.problems.push(problem);
    }
    return [...byNumber.values()].sort((a, b) => a.number - b.number);
  }, [problems, recipients, canWrite]);
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
            <span className={styles.problems}>
              {own
                .map((p) =>
                  t('pen.letters', {
                    part: t(`pen.parts.${p.field}`),
                    letters: p.letters.join(' '),
                  }),
                )
                .join(' · ')}
            </span>
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
            ) : canWrite ? (
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
