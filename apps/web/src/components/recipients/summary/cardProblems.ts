import type { Recipient, RecipientIssue, RecipientValidation } from '@federkiel/machines';

/** One card of the error summary with its problems, in field order. */
export interface CardProblems {
  index: number;
  recipient: Recipient;
  issues: RecipientIssue[];
}

/** The first `limit` cards that have problems (issues come ordered by card). */
export function cardsWithProblems(
  validation: RecipientValidation,
  recipients: readonly Recipient[],
  limit: number,
): CardProblems[] {
  const cards: CardProblems[] = [];
  for (const issue of validation.issues) {
    const last = cards[cards.length - 1];
    if (last && last.index === issue.index) {
      last.issues.push(issue);
      continue;
    }
    if (cards.length === limit) break;
    const recipient = recipients[issue.index];
    if (recipient?.id === issue.recipientId)
      cards.push({ index: issue.index, recipient, issues: [issue] });
  }
  return cards;
}

/** "Anna Schmidt", the company, or null for a card without names. */
export function cardName(recipient: Recipient): string | null {
  const name = [recipient.firstName, recipient.lastName].map((s) => s.trim()).filter(Boolean);
  return name.join(' ') || recipient.company.trim() || null;
}
