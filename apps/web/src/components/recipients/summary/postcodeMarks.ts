import type { RecipientAddressProblem } from '@federkiel/machines/addresses/recipientAddresses';
import type { Translate } from '../../../lib/i18n/useT.ts';
import type { PenCells, PenMark } from './penProblems.ts';

/** „PLZ 50667 gehört zu Köln – meintest du Köln?“ in the editor's language and form. */
export function postcodeText(t: Translate, problem: RecipientAddressProblem): string {
  const suggestion = problem.suggestion?.value;
  if (problem.code === 'townMismatch')
    return t(suggestion ? 'postcodes.townMismatch' : 'postcodes.townMismatchOnly', {
      postalCode: problem.postalCode,
      towns: (problem.towns ?? []).join(', '),
      suggestion,
    });
  return suggestion
    ? t('postcodes.unknownSuggest', { city: problem.city, suggestion })
    : t('postcodes.unknown');
}

/**
 * The table's cell marks with the postcode problems added at their cells (the town, or the
 * postcode), so a doubtful address is marked, counted and jumped to like a writing problem.
 */
export function withPostcodeMarks(
  pen: PenCells,
  problems: readonly RecipientAddressProblem[],
  t: Translate,
): PenCells {
  if (problems.length === 0) return pen;
  const cards = new Map<string, Map<string, PenMark>>();
  for (const [id, cells] of pen) cards.set(id, new Map(cells));
  for (const problem of problems) {
    let cells = cards.get(problem.recipientId);
    if (!cells) cards.set(problem.recipientId, (cells = new Map()));
    const mark = cells.get(problem.field) ?? { letters: [], sender: [] };
    cells.set(problem.field, { ...mark, postcode: postcodeText(t, problem) });
  }
  return cards;
}
