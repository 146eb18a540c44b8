import { useId, useMemo, useState, type MouseEvent } from 'react';
import type { Recipient, RecipientValidation } from '@federkiel/machines';
import { useRecipientTexts } from '../recipientTexts.ts';
import { cardName, cardsWithProblems } from './cardProblems.ts';
import styles from './ErrorSummary.module.css';

const FEW = 5;
const MANY = 100;

export interface ErrorSummaryProps {
  validation: RecipientValidation;
  recipients: readonly Recipient[];
  /** Scroll the table to the card and focus its first field with a problem. */
  onJump: (recipientId: string) => void;
}

/** Spec §5: "3 Karten brauchen noch Angaben" with a jump link per card. */
export function ErrorSummary({ validation, recipients, onJump }: ErrorSummaryProps) {
  const { t, fieldLabel, issueText } = useRecipientTexts();
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const invalid = validation.invalidCount;
  const cards = useMemo(
    () => cardsWithProblems(validation, recipients, expanded ? MANY : FEW),
    [validation, recipients, expanded],
  );
  if (invalid === 0) return null;

  const jump = (event: MouseEvent<HTMLAnchorElement>, recipientId: string) => {
    event.preventDefault();
    onJump(recipientId);
  };
  const more = invalid - cards.length;

  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {t('summary.title', { count: invalid })}
      </h3>
      <p className={styles.intro}>{t('summary.intro')}</p>
      <ul className={styles.list}>
        {cards.map(({ index, recipient, issues }) => (
          <li key={recipient.id}>
            <a
              href={`#fk-recipient-${recipient.id}`}
              className={styles.link}
              onClick={(event) => jump(event, recipient.id)}
            >
              {t('summary.card', {
                number: index + 1,
                label: cardName(recipient) ?? t('summary.noName'),
              })}
            </a>
            <span className={styles.problems}>
              {issues.map((issue) => `${fieldLabel(issue.field)}: ${issueText(issue)}`).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      {more > 0 ? <p className={styles.more}>{t('summary.more', { count: more })}</p> : null}
      {invalid > FEW ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('summary.showLess') : t('summary.showAll')}
        </button>
      ) : null}
    </section>
  );
}
