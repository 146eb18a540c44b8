import type { Recipient, RecipientInput } from './recipientSchema.ts';

// Bulk edits of the recipient table (issue 10): one change for all cards or for the selected
// ones. The result is the whole list as input for one `IMPORT_RECIPIENTS` (mode `replace`),
// so 10,000 cards are validated once, not once per card.

/** Merges `changes` into a recipient like `UPDATE_RECIPIENT` does (address and variables merged). */
export function mergeRecipient(recipient: Recipient, changes: RecipientInput): RecipientInput {
  const { address, variables, ...rest } = changes;
  return {
    ...recipient,
    ...rest,
    address: { ...recipient.address, ...address },
    variables: { ...recipient.variables, ...variables },
  };
}

/**
 * The list with `changes` applied to the cards whose id is in `ids` (every card when `ids`
 * is null); `changesFor` may give each card its own change (e.g. suggested salutations).
 */
export function applyToRecipients(
  recipients: readonly Recipient[],
  ids: ReadonlySet<string> | null,
  changes: RecipientInput | ((recipient: Recipient) => RecipientInput | null),
): RecipientInput[] {
  return recipients.map((recipient) => {
    if (ids && !ids.has(recipient.id)) return recipient;
    const change = typeof changes === 'function' ? changes(recipient) : changes;
    return change ? mergeRecipient(recipient, change) : recipient;
  });
}
