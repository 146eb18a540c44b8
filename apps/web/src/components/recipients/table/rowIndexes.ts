import type { Recipient } from '@federkiel/machines';
import { matchesSearch, type PenCells } from '../summary/penProblems.ts';
import type { CardIssues } from './cardIssues.ts';

/** Card indexes the search finds; null without a search (every card shows). */
export function searchRows(recipients: readonly Recipient[], query: string): number[] | null {
  if (!query.trim()) return null;
  const rows: number[] = [];
  recipients.forEach((recipient, index) => {
    if (matchesSearch(recipient, index, query)) rows.push(index);
  });
  return rows;
}

/** Card indexes with anything to fix: missing or wrong entries, or unwritable letters. */
export function problemRows(
  recipients: readonly Recipient[],
  issues: CardIssues,
  pen: PenCells,
): number[] {
  const rows: number[] = [];
  recipients.forEach((recipient, index) => {
    if (issues.has(recipient.id) || pen.has(recipient.id)) rows.push(index);
  });
  return rows;
}
