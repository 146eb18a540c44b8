import type { Recipient, RecipientInput } from './recipientSchema.ts';
import { needsSalutation } from './salutationSuggestions.ts';
import type { Gender } from './vocabulary.ts';

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

/**
 * "Neutral für die offenen Karten" (issue 27): the salutation for the cards that still need
 * one (`needsSalutation`); a salutation already chosen is never overwritten.
 */
export function fillOpenSalutations(
  recipients: readonly Recipient[],
  gender: Gender,
): { recipients: RecipientInput[]; changed: number } {
  let changed = 0;
  const next = applyToRecipients(recipients, null, (recipient) => {
    if (!needsSalutation(recipient)) return null;
    changed += 1;
    return { gender };
  });
  return { recipients: next, changed };
}

/** How many cards `fillOpenSalutations` would change. */
export function openSalutationCount(recipients: readonly Recipient[]): number {
  let open = 0;
  for (const recipient of recipients) if (needsSalutation(recipient)) open += 1;
  return open;
}
