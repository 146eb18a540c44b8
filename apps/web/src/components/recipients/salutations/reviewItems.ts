import type {
  OpenSalutation,
  SalutationSuggestion,
  SalutationSuggestions,
} from '@federkiel/machines/configurator/salutationSuggestions';

/** A card the customer decides: a doubtful suggestion or no suggestion at all. */
export type ReviewItem =
  | { kind: 'check'; index: number; recipientId: string; suggestion: SalutationSuggestion }
  | { kind: 'open'; index: number; recipientId: string; open: OpenSalutation };

/** The cards "bitte prüfen", in list order. */
export function reviewItems(result: SalutationSuggestions): ReviewItem[] {
  const items: ReviewItem[] = [];
  for (const suggestion of result.suggested)
    if (suggestion.confidence === 'check')
      items.push({
        kind: 'check',
        index: suggestion.index,
        recipientId: suggestion.recipientId,
        suggestion,
      });
  for (const open of result.open)
    items.push({ kind: 'open', index: open.index, recipientId: open.recipientId, open });
  return items.sort((a, b) => a.index - b.index);
}
