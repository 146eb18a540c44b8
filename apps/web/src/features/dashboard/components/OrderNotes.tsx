import type { OrderDetail } from '@federkiel/machines/fulfilment/dashboardApi';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useAddOrderNote, useSaveAdditionalComment } from '../api/orders.ts';
import { useAnnounce } from './Announcer.tsx';
import { errorText } from './errorText.ts';
import { NoteField } from './NoteField.tsx';
import styles from './OrderDetailPage.module.css';

/** „Interne Notiz hinzufügen“: 1–5,000 characters, for staff only. */
export function InternalNoteForm({ order }: { order: OrderDetail }) {
  const { t } = useT('dashboard');
  const announce = useAnnounce();
  const add = useAddOrderNote(order.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    if (!text.trim()) {
      setError(t('note.required'));
      fieldRef.current?.focus();
      return;
    }
    setError(undefined);
    add.mutate(text, {
      onSuccess: () => {
        setText('');
        announce(t('note.added'));
      },
    });
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby="note-title">
      <h2 id="note-title">{t('note.title')}</h2>
      <NoteField
        ref={fieldRef}
        label={t('note.label')}
        hint={t('note.hint')}
        required
        value={text}
        error={error}
        onChange={(value) => {
          setText(value);
          if (value.trim()) setError(undefined);
        }}
      />
      {add.isError ? <Alert tone="error">{errorText(add.error, t)}</Alert> : null}
      <div>
        <SubmitButton pending={add.isPending} pendingLabel={t('note.adding')} size="sm">
          {t('note.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** „Zusätzliche Anmerkungen“: staff remarks for production (≤ 5,000; empty clears). */
export function AdditionalCommentForm({ order }: { order: OrderDetail }) {
  const { t } = useT('dashboard');
  const announce = useAnnounce();
  const save = useSaveAdditionalComment(order.id);
  const [text, setText] = useState(order.additional_comment);
  const [savedText, setSavedText] = useState(order.additional_comment);

  // Someone saved a new text (or the order was refetched): show it unless this one is edited.
  if (savedText !== order.additional_comment) {
    if (text === savedText) setText(order.additional_comment);
    setSavedText(order.additional_comment);
  }

  const changed = text.trim() !== order.additional_comment.trim();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || !changed) return;
    save.mutate(text, { onSuccess: () => announce(t('comment.saved')) });
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby="comment-title">
      <h2 id="comment-title">{t('comment.title')}</h2>
      <NoteField
        label={t('comment.label')}
        hint={t('comment.hint')}
        value={text}
        onChange={setText}
      />
      {save.isError ? <Alert tone="error">{errorText(save.error, t)}</Alert> : null}
      <div>
        <SubmitButton pending={save.isPending} pendingLabel={t('comment.saving')} size="sm">
          {t('comment.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
