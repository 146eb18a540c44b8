import type { Ref } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { errorText } from './errorText.ts';
import { NoteField } from './NoteField.tsx';

// The pieces both status-move dialogs (one status, the production steps) are made of.

interface MoveQuestionProps {
  group: 'productionStatus' | 'orderStatus';
  number: string;
  /** Both statuses, already as staff read them. */
  from: string;
  to: string;
  /** „Versendet“ e-mails the customer and closes the order: say so before it is confirmed. */
  sendsOut: boolean;
}

/** The confirmation's question, naming the order and both statuses. */
export function MoveQuestion({ group, number, from, to, sendsOut }: MoveQuestionProps) {
  const { t } = useT('dashboard');
  return (
    <>
      <p>{t(`move.${group}.question`, { number, from, to })}</p>
      {sendsOut ? <Alert tone="info">{t('move.sentOutHint')}</Alert> : null}
    </>
  );
}

/** Why the server refused a status move (its own German reason where it gives one). */
export function MoveRefused({ error }: { error: unknown }) {
  const { t } = useT('dashboard');
  return (
    <Alert tone="error" title={t('move.refused')}>
      {errorText(error, t)}
    </Alert>
  );
}

interface MoveNoteProps {
  /** A step back needs a note; other moves take one if staff want to. */
  required: boolean;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** Called once the note is no longer empty, so a "note required" error goes away. */
  onFilled: () => void;
  /** The refused move's error, or `null` while nothing was refused. */
  refusal: unknown;
  ref?: Ref<HTMLTextAreaElement>;
}

/** The note of a status move, with the server's refusal below it: the foot of a move dialog. */
export function MoveNote({
  required,
  value,
  error,
  onChange,
  onFilled,
  refusal,
  ref,
}: MoveNoteProps) {
  const { t } = useT('dashboard');
  return (
    <>
      <NoteField
        ref={ref}
        label={required ? t('move.noteRequiredLabel') : t('move.noteOptional')}
        hint={required ? t('move.noteWhy') : undefined}
        required={required}
        value={value}
        error={error}
        onChange={(next) => {
          onChange(next);
          if (next.trim()) onFilled();
        }}
        rows={3}
      />
      {refusal !== null ? <MoveRefused error={refusal} /> : null}
    </>
  );
}
