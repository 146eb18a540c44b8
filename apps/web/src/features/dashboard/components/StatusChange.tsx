import type { OrderDetail } from '@federkiel/machines/fulfilment/dashboardApi';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useMoveOrder, type OrderMove } from '../api/orders.ts';
import { useAnnounce } from './Announcer.tsx';
import { MoveNote, MoveQuestion } from './MoveDialogParts.tsx';
import { StatusBadge, statusLabel } from './StatusBadge.tsx';
import styles from './OrderDetailPage.module.css';

interface StatusChangeProps {
  order: OrderDetail;
  kind: OrderMove['kind'];
}

interface Choice {
  to: string;
  needsNote: boolean;
}

/**
 * The current status and a "… ändern" control that offers only the moves the fulfilment
 * machine accepts now (`detail.allowed`). Every move waits for a confirmation naming the
 * order and both statuses; steps back need a note; a refusal (409) shows the server's reason.
 */
export function StatusChange({ order, kind }: StatusChangeProps) {
  const { t } = useT('dashboard');
  const announce = useAnnounce();
  const selectId = useId();
  const move = useMoveOrder(order.id);
  const choices: Choice[] =
    kind === 'production'
      ? order.allowed.production
      : order.allowed.status.map((to) => ({ to, needsNote: false }));
  const current = kind === 'production' ? order.production_status : order.status;
  const [choice, setChoice] = useState('');
  // The move being confirmed, fixed when the dialog opens (a refetch must not change it).
  const [pending, setPending] = useState<(Choice & { from: string }) | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const selected = choices.find((option) => option.to === choice) ?? choices[0];
  const labelKind = kind === 'production' ? 'production' : 'status';
  const label = (value: string) => statusLabel(t, labelKind, value);
  const group = kind === 'production' ? 'productionStatus' : 'orderStatus';

  const openDialog = () => {
    if (!selected) return;
    setChoice(selected.to);
    setNote('');
    setNoteError(undefined);
    move.reset();
    setPending({ ...selected, from: current });
  };

  const close = () => {
    if (move.isPending) return;
    setPending(null);
  };

  const confirm = () => {
    if (!pending || move.isPending) return;
    if (pending.needsNote && !note.trim()) {
      setNoteError(t('move.noteRequired'));
      noteRef.current?.focus();
      return;
    }
    move.mutate({ kind, to: pending.to, note } as OrderMove, {
      onSuccess: () => {
        setPending(null);
        setChoice('');
        announce(t('move.done', { status: label(pending.to) }));
      },
    });
  };

  return (
    <div className={styles.statusChange} role="group" aria-labelledby={`${selectId}-title`}>
      <h3 id={`${selectId}-title`} className={styles.statusTitle}>
        {t(`detail.${group}`)}
      </h3>
      <p className={styles.currentStatus}>
        {kind === 'production' ? (
          <StatusBadge kind="production" value={order.production_status} />
        ) : (
          <StatusBadge kind="status" value={order.status} />
        )}
      </p>
      {choices.length === 0 ? (
        <p className={styles.muted}>{t('move.none')}</p>
      ) : (
        <div className={styles.moveRow}>
          <label htmlFor={selectId} className="fk-visually-hidden">
            {t(`move.${group}.target`)}
          </label>
          <select
            id={selectId}
            className={styles.select}
            value={selected?.to ?? ''}
            onChange={(event) => setChoice(event.target.value)}
          >
            {choices.map((option) => (
              <option key={option.to} value={option.to}>
                {option.needsNote
                  ? t('move.optionNeedsNote', { status: label(option.to) })
                  : label(option.to)}
              </option>
            ))}
          </select>
          <Button variant="secondary" size="sm" onClick={openDialog}>
            {t(`move.${group}.action`)}
          </Button>
        </div>
      )}

      <Modal
        open={pending !== null}
        onClose={close}
        title={t(`move.${group}.confirmTitle`)}
        closeLabel={t('actions.close')}
        closeOnBackdrop={!move.isPending}
        footer={
          <>
            <Button variant="ghost" bordered onClick={close} disabled={move.isPending}>
              {t('actions.cancel')}
            </Button>
            <Button variant="primary" onClick={confirm} aria-disabled={move.isPending || undefined}>
              {move.isPending ? t('actions.confirming') : t('actions.confirm')}
            </Button>
          </>
        }
      >
        {pending ? (
          <div className={styles.dialogBody}>
            <MoveQuestion
              group={group}
              number={order.number}
              from={label(pending.from)}
              to={label(pending.to)}
              sendsOut={kind === 'production' && pending.to === 'sent_out'}
            />
            <MoveNote
              ref={noteRef}
              required={pending.needsNote}
              value={note}
              error={noteError}
              onChange={setNote}
              onFilled={() => setNoteError(undefined)}
              refusal={move.isError ? move.error : null}
            />
          </div>
        ) : null}
      </Modal>
    </div>
  );
}
