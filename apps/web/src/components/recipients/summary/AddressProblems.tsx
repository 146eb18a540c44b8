import { useId, useMemo, useState, type MouseEvent } from 'react';
import type { Recipient, RecipientInput } from '@federkiel/machines';
import {
  addressConfirmation,
  type RecipientAddressProblem,
} from '@federkiel/machines/addresses/recipientAddresses';
import { Button } from '../../Button.tsx';
import { useRecipientTexts } from '../recipientTexts.ts';
import { cardName } from './cardProblems.ts';
import { postcodeText } from './postcodeMarks.ts';
import styles from './ErrorSummary.module.css';

const FEW = 5;

export interface AddressProblemsProps {
  problems: readonly RecipientAddressProblem[];
  recipients: readonly Recipient[];
  onJump: (recipientId: string) => void;
  /** Applies these changes, by recipient id (one undoable change). */
  onApply: (changes: ReadonlyMap<string, RecipientInput>) => void;
  /** „Adresse stimmt so“: the card keeps its address, remembered on the card. */
  onKeep: (recipientId: string, confirmation: string) => void;
}

/** The fix of one problem as a change of the card: the suggested town or postcode. */
function fixOf(problem: RecipientAddressProblem): RecipientInput | null {
  const suggestion = problem.suggestion;
  if (!suggestion) return null;
  return suggestion.field === 'address.city'
    ? { address: { city: suggestion.value } }
    : { address: { postalCode: suggestion.value } };
}

/**
 * „Bei 3 Karten passt die PLZ nicht zum Ort“ (issue 42): each card with what is wrong, the
 * suggestion applied on a click (one card or all), or the address kept on purpose.
 */
export function AddressProblems({
  problems,
  recipients,
  onJump,
  onApply,
  onKeep,
}: AddressProblemsProps) {
  const { t } = useRecipientTexts();
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  const cards = useMemo(
    () =>
      problems.flatMap((problem) => {
        const recipient = recipients[problem.index];
        return recipient?.id === problem.recipientId ? [{ problem, recipient }] : [];
      }),
    [problems, recipients],
  );
  if (cards.length === 0) return null;

  const fixable = cards.filter(({ problem }) => problem.suggestion);
  const shown = expanded ? cards : cards.slice(0, FEW);
  const apply = (list: typeof cards) =>
    onApply(
      new Map(
        list.flatMap(({ problem }) => {
          const fix = fixOf(problem);
          return fix ? [[problem.recipientId, fix] as const] : [];
        }),
      ),
    );
  const jump = (event: MouseEvent<HTMLAnchorElement>, recipientId: string) => {
    event.preventDefault();
    onJump(recipientId);
  };

  return (
    <section className={styles.summary} aria-labelledby={headingId} data-testid="postcode-problems">
      <h3 id={headingId} className={styles.title}>
        {t('postcodes.title', { count: cards.length })}
      </h3>
      <p className={styles.intro}>{t('postcodes.intro')}</p>
      <ul className={styles.list}>
        {shown.map((card) => {
          const { problem, recipient } = card;
          const number = problem.index + 1;
          const value = problem.suggestion?.value;
          return (
            <li key={`${recipient.id}-${problem.field}`}>
              <a
                href={`#fk-recipient-${recipient.id}`}
                className={styles.link}
                onClick={(event) => jump(event, recipient.id)}
              >
                {t('summary.card', { number, label: cardName(recipient) ?? t('summary.noName') })}
              </a>
              <span className={styles.problems}>{postcodeText(t, problem)}</span>
              {value ? (
                <Button
                  size="sm"
                  variant="ghost"
                  bordered
                  aria-label={t('postcodes.applyFor', { value, number })}
                  onClick={() => apply([card])}
                >
                  {t('postcodes.apply', { value })}
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="ghost"
                bordered
                aria-label={t('postcodes.keepFor', { number })}
                onClick={() => onKeep(recipient.id, addressConfirmation(recipient))}
              >
                {t('postcodes.keep')}
              </Button>
            </li>
          );
        })}
      </ul>
      {cards.length > FEW ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('summary.showLess') : t('summary.showAll')}
        </button>
      ) : null}
      {fixable.length > 1 ? (
        <p className={styles.actions}>
          <Button size="sm" onClick={() => apply(fixable)}>
            {t('postcodes.applyAll', { count: fixable.length })}
          </Button>
        </p>
      ) : null}
    </section>
  );
}
