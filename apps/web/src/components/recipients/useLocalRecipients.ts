import { useCallback, useMemo, useState } from 'react';
import {
  applyEdit,
  emptyEditorState,
  isoDateInBerlin,
  validateRecipients,
  type EditorState,
  type Recipient,
  type RecipientValidation,
} from '@federkiel/machines';
import { LIST_RECIPIENT_RULES } from '@federkiel/machines/lists/listApi';
import type { RecipientEditEvent } from './recipientEditEvent.ts';

// The recipient editor without the configurator: a saved list's rows in component state,
// edited with the machines' own recipient edits (`applyEdit`: same ids, trimming, merging)
// and checked with the list rules the server uses (`LIST_RECIPIENT_RULES`).

export interface LocalRecipients {
  recipients: Recipient[];
  validation: RecipientValidation;
  send: (event: RecipientEditEvent) => void;
  /** Puts new rows in (a list loaded from the server); ids are given anew. */
  reset: (recipients: readonly Recipient[]) => void;
  /** Any edit since the last reset. */
  dirty: boolean;
}

function stateWith(recipients: readonly Recipient[]): EditorState {
  return applyEdit(emptyEditorState(isoDateInBerlin(new Date()), 1), {
    type: 'IMPORT_RECIPIENTS',
    recipients: [...recipients],
    mode: 'replace',
  });
}

export function useLocalRecipients(initial: readonly Recipient[] = []): LocalRecipients {
  const [state, setState] = useState(() => ({ editor: stateWith(initial), dirty: false }));
  const send = useCallback(
    (event: RecipientEditEvent) =>
      setState((current) => ({ editor: applyEdit(current.editor, event), dirty: true })),
    [],
  );
  const reset = useCallback(
    (recipients: readonly Recipient[]) => setState({ editor: stateWith(recipients), dirty: false }),
    [],
  );
  const recipients = state.editor.draft.recipients;
  const validation = useMemo(() => {
    const result = validateRecipients(recipients, {
      ...LIST_RECIPIENT_RULES,
      maxCards: Number.MAX_SAFE_INTEGER,
    });
    // An empty list may be saved: "no recipients" is the configurator's concern.
    return { ...result, listIssues: [], valid: result.issues.length === 0 };
  }, [recipients]);
  return { recipients, validation, send, reset, dirty: state.dirty };
}
