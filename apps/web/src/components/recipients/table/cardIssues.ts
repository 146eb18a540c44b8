import type { RecipientIssue, RecipientValidation } from '@federkiel/machines';

/** Each card's first issue per field, by recipient id (the table's red cells). */
export type CardIssues = ReadonlyMap<string, ReadonlyMap<string, RecipientIssue>>;

export function indexIssues(validation: RecipientValidation | null): CardIssues {
  const cards = new Map<string, Map<string, RecipientIssue>>();
  if (!validation) return cards;
  for (const issue of validation.issues) {
    let fields = cards.get(issue.recipientId);
    if (!fields) cards.set(issue.recipientId, (fields = new Map()));
    if (!fields.has(issue.field)) fields.set(issue.field, issue);
  }
  return cards;
}
