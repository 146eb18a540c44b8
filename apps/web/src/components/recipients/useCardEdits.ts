import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import type { Recipient } from '@federkiel/machines';
import type { Translate } from '../../lib/i18n/useT.ts';
import type { RecipientEditEvent } from './recipientEditEvent.ts';
import type { RecipientTableHandle } from './table/RecipientTable.tsx';
import type { RowActions } from './table/RecipientRow.tsx';
import { fieldChange, isBlankRecipient, type TableField } from './table/tableColumns.ts';
import type { RecipientSelection } from './useRecipientSelection.ts';
import type { UndoState } from './useUndo.ts';

export interface CardEditsInput {
  recipients: Recipient[];
  send: (event: RecipientEditEvent) => void;
  full: boolean;
  undo: UndoState;
  selection: RecipientSelection;
  t: Translate;
  table: RefObject<RecipientTableHandle | null>;
  addButton: RefObject<HTMLButtonElement | null>;
}

/** Adding, editing, duplicating and deleting single cards (with undo), and where focus goes. */
export function useCardEdits({
  recipients,
  send,
  full,
  undo,
  selection,
  t,
  table,
  addButton,
}: CardEditsInput) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const count = recipients.length;

  // Handlers read the latest props through a ref, so the memoised rows keep their props.
  const latest = useRef({ recipients, send, full, undo, selection });
  latest.current = { recipients, send, full, undo, selection };

  const removeCards = useCallback(
    (ids: string[], message: string) => {
      const { recipients: before, send: dispatch, undo: offers } = latest.current;
      const first = before.findIndex((r) => ids.includes(r.id));
      dispatch({ type: 'REMOVE_RECIPIENTS', ids });
      const lengthAfter = before.length - ids.length;
      offers.propose({ message, before, lengthAfter });
      if (lengthAfter > 0) table.current?.focusCell(Math.min(first, lengthAfter - 1), -1, true);
      else addButton.current?.focus();
    },
    [table, addButton],
  );

  const actions = useMemo<RowActions>(
    () => ({
      onCommit: (id: string, field: TableField, value: string) => {
        latest.current.undo.dismiss();
        latest.current.send({ type: 'UPDATE_RECIPIENT', id, changes: fieldChange(field, value) });
      },
      onToggleSelect: (id: string) => latest.current.selection.toggle(id),
      onDuplicate: (id: string) => {
        const { recipients: list, full: atLimit, send: dispatch, undo: offers } = latest.current;
        if (atLimit) return;
        offers.dismiss();
        dispatch({ type: 'DUPLICATE_RECIPIENT', id });
        table.current?.focusCell(list.findIndex((r) => r.id === id) + 1, 0, true);
      },
      onDelete: (id: string) => {
        const index = latest.current.recipients.findIndex((r) => r.id === id);
        removeCards([id], t('undo.deletedOne', { number: index + 1 }));
      },
    }),
    [removeCards, t, table],
  );

  const add = () => {
    if (full) return false;
    undo.dismiss();
    send({ type: 'ADD_RECIPIENT' });
    return true;
  };
  const addFromButton = () => {
    if (add()) table.current?.focusCell(count, 0, true);
  };
  /** Enter on the last row adds a card – unless that row is still blank. */
  const addAtEnd = () => {
    const last = recipients[count - 1];
    return last && isBlankRecipient(last) ? false : add();
  };

  const deleteSelected = () => {
    const ids = [...selection.selected];
    if (ids.length > 1) setConfirmingDelete(true);
    else if (ids[0]) actions.onDelete(ids[0]);
  };
  const confirmDelete = () => {
    const ids = [...selection.selected];
    setConfirmingDelete(false);
    selection.clear();
    removeCards(ids, t('undo.deletedMany', { count: ids.length }));
  };
  const cancelDelete = () => setConfirmingDelete(false);

  const restore = () => {
    const offer = undo.take(count, t('undo.done'));
    if (offer) send({ type: 'IMPORT_RECIPIENTS', recipients: offer.before, mode: 'replace' });
  };

  return {
    actions,
    addFromButton,
    addAtEnd,
    deleteSelected,
    confirmingDelete,
    confirmDelete,
    cancelDelete,
    restore,
  };
}
