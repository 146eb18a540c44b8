import type { Gender, Recipient, RecipientInput } from '@federkiel/machines';
import {
  applyToRecipients,
  fillOpenSalutations,
} from '@federkiel/machines/configurator/recipientBulk';
import type { Translate } from '../../../lib/i18n/useT.ts';
import type { RecipientEditEvent } from '../recipientEditEvent.ts';
import type { SalutationSuggestionState } from '../salutations/useSalutationSuggestions.ts';
import { fieldChange, type TableField } from '../table/tableColumns.ts';
import type { RecipientSelection } from '../useRecipientSelection.ts';
import type { UndoState } from '../useUndo.ts';

type Scope = 'all' | 'selected';

export interface BulkEditsInput {
  recipients: Recipient[];
  send: (event: RecipientEditEvent) => void;
  undo: UndoState;
  selection: RecipientSelection;
  suggestions: SalutationSuggestionState;
  t: Translate;
}

/** Changes for many cards at once: each is the whole list in one replace, with undo. */
export function useBulkEdits({
  recipients,
  send,
  undo,
  selection,
  suggestions,
  t,
}: BulkEditsInput) {
  const count = recipients.length;
  /** One change for many cards: the whole list in one replace (validated once), with undo. */
  const replaceAll = (next: RecipientInput[], message: string) => {
    send({ type: 'IMPORT_RECIPIENTS', recipients: next, mode: 'replace' });
    undo.propose({ message, before: recipients, lengthAfter: next.length });
  };
  const scopeIds = (scope: Scope) => (scope === 'selected' ? new Set(selection.selected) : null);
  const changedCount = (scope: Scope) => (scope === 'selected' ? selection.selected.size : count);

  const setGender = (gender: Gender, scope: 'selected') => {
    replaceAll(
      applyToRecipients(recipients, scopeIds(scope), { gender }),
      t('bulk.doneAll', { count: changedCount(scope) }),
    );
    if (scope === 'selected') selection.clear();
  };
  const fillOpen = () => {
    const { recipients: next, changed } = fillOpenSalutations(recipients, 'neutral');
    if (changed > 0) replaceAll(next, t('bulk.filledOpen', { count: changed }));
  };
  const chooseSalutation = (id: string, gender: Gender) => {
    undo.dismiss();
    send({ type: 'UPDATE_RECIPIENT', id, changes: { gender } });
  };
  const fillColumn = (field: TableField, value: string, scope: Scope) => {
    replaceAll(
      applyToRecipients(recipients, scopeIds(scope), fieldChange(field, value)),
      t('bulk.doneAll', { count: changedCount(scope) }),
    );
    if (scope === 'selected') selection.clear();
  };
  /** Applies the sure suggestions only; "bitte prüfen" cards wait for the customer. */
  const confirmSuggestions = () => {
    const sure = new Map(suggestions.sure.map((s) => [s.recipientId, s.gender] as const));
    if (sure.size === 0) return;
    replaceAll(
      applyToRecipients(recipients, null, (recipient) => {
        const gender = recipient.gender === null ? sure.get(recipient.id) : undefined;
        return gender ? { gender } : null;
      }),
      t('suggestions.confirmed', { count: sure.size }),
    );
  };
  const applySimilar = (changes: ReadonlyMap<string, { input: RecipientInput }>) => {
    if (changes.size === 0) return;
    replaceAll(
      applyToRecipients(recipients, new Set(changes.keys()), (recipient) => {
        return changes.get(recipient.id)?.input ?? null;
      }),
      t('pen.applied', { count: changes.size }),
    );
  };

  /** The postcode check's suggestions (issue 42), only on the customer's click. */
  const applyAddressFixes = (changes: ReadonlyMap<string, RecipientInput>) => {
    if (changes.size === 0) return;
    replaceAll(
      applyToRecipients(recipients, new Set(changes.keys()), (r) => changes.get(r.id) ?? null),
      t('postcodes.applied', { count: changes.size }),
    );
  };
  /** „Adresse stimmt so“: remembered on the card, so the server accepts it too. */
  const keepAddress = (id: string, confirmation: string) => {
    undo.dismiss();
    send({ type: 'UPDATE_RECIPIENT', id, changes: { addressConfirmed: confirmation } });
  };

  return {
    setGender,
    fillOpen,
    chooseSalutation,
    fillColumn,
    confirmSuggestions,
    applySimilar,
    applyAddressFixes,
    keepAddress,
  };
}
