import type { OrderDetail } from '@federkiel/machines/fulfilment/dashboardApi';
import { CARRIER_LABELS, isTrackingNumber } from '@federkiel/machines/fulfilment/tracking';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useMoveOrder } from '../api/orders.ts';
import { usePlainKeys } from '../hooks/useDashboardKeys.ts';
import { useAnnounce } from './Announcer.tsx';
import { MoveNote, MoveQuestion, MoveRefused } from './MoveDialogParts.tsx';
import { SendOutTracking, type SendOutTrackingValue } from './SendOutTracking.tsx';
import { StatusBadge, statusLabel } from './StatusBadge.tsx';
import styles from './OrderDetailPage.module.css';

/**
 * The production step, one click per step (issue 28): „Weiter: <next step>“ moves forward
 * at once — a forward step is undone by a step back, so it needs no question — except
 * „Versendet“, which e-mails the customer and closes the order and therefore asks first.
 * Steps back live apart, behind „Zurücksetzen …“, and always need a note. The key `n` asks
 * for the next step with a confirmation (Enter confirms).
 *
 * A parcel „an mich“ leaves only with its tracking number (issue 40, the machine's rule): when
 * none is stored, „Versendet“ shows the number field right here, and typing the number and
 * clicking is the confirmation — the number is what the customer's e-mail will carry.
 */
export function ProductionControl({ order }: { order: OrderDetail }) {
  const { t } = useT('dashboard');
  const announce = useAnnounce();
  const id = useId();
  const move = useMoveOrder(order.id);
  const next = order.allowed.production.find((choice) => !choice.needsNote);
  const back = order.allowed.production.filter((choice) => choice.needsNote);
  const label = (value: string) => statusLabel(t, 'production', value);
  // The step being confirmed, fixed when the dialog opens (a refetch must not change it).
  const [confirming, setConfirming] = useState<{ from: string; to: string } | null>(null);
  const [backOpen, setBackOpen] = useState(false);
  const [backTo, setBackTo] = useState('');
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const needsTracking = order.shipping_mode === 'to_customer' && !order.tracking;
  const [tracking, setTracking] = useState<SendOutTrackingValue>({ carrier: 'dhl', number: '' });
  const [trackingError, setTrackingError] = useState<string | undefined>();

  /** The typed number for „Versendet“, or null (and the field says why) when it is not right. */
  const checkedTracking = (): SendOutTrackingValue | null => {
    if (!tracking.number.trim()) setTrackingError(t('tracking.required'));
    else if (!isTrackingNumber(tracking.carrier, tracking.number)) {
      setTrackingError(t('tracking.invalid', { carrier: CARRIER_LABELS[tracking.carrier] }));
    } else return tracking;
    return null;
  };

  const goForward = (to: string) => {
    const sendsParcel = to === 'sent_out' && needsTracking;
    const number = sendsParcel ? checkedTracking() : null;
    if (sendsParcel && !number) return;
    const request = { kind: 'production', to, note: '', ...(number ? { tracking: number } : {}) };
    move.mutate(request as Parameters<typeof move.mutate>[0], {
      onSuccess: () => {
        setConfirming(null);
        announce(t('move.done', { status: label(to) }));
      },
    });
  };

  const ask = () => {
    if (!next) return;
    move.reset();
    setConfirming({ from: order.production_status, to: next.to });
  };

  const clickNext = () => {
    if (!next || move.isPending) return;
    if (next.to === 'sent_out' && !needsTracking) ask();
    else goForward(next.to);
  };

  const trackingField = (
    <SendOutTracking
      value={tracking}
      error={trackingError}
      onChange={(value) => {
        setTracking(value);
        setTrackingError(undefined);
      }}
    />
  );

  // `n`: the next step, with a confirmation (a stray key press must not move an order).
  usePlainKeys({ n: ask });

  const openBack = () => {
    move.reset();
    setBackTo(back[back.length - 1]?.to ?? '');
    setNote('');
    setNoteError(undefined);
    setBackOpen(true);
  };

  const confirmBack = () => {
    if (move.isPending || !backTo) return;
    if (!note.trim()) {
      setNoteError(t('move.noteRequired'));
      noteRef.current?.focus();
      return;
    }
    move.mutate({ kind: 'production', to: backTo, note } as Parameters<typeof move.mutate>[0], {
      onSuccess: () => {
        setBackOpen(false);
        announce(t('move.done', { status: label(backTo) }));
      },
    });
  };

  return (
    <div className={styles.statusChange} role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.statusTitle}>
        {t('detail.productionStatus')}
      </h3>
      <p className={styles.currentStatus}>
        <StatusBadge kind="production" value={order.production_status} />
      </p>
      {next?.to === 'sent_out' && needsTracking && !confirming ? (
        <div className={styles.form}>
          {trackingField}
          <p className={styles.muted}>{t('move.sentOutHint')}</p>
        </div>
      ) : null}
      {next ? (
        <div className={styles.moveRow}>
          <Button
            variant="primary"
            size="sm"
            onClick={clickNext}
            aria-disabled={move.isPending || undefined}
            aria-keyshortcuts="n"
          >
            {t('move.next', { status: label(next.to) })}
          </Button>
          <span className={styles.muted}>{t('move.nextKey')}</span>
        </div>
      ) : back.length === 0 ? (
        <p className={styles.muted}>{t('move.none')}</p>
      ) : null}
      {move.isError && !confirming && !backOpen ? <MoveRefused error={move.error} /> : null}
      {back.length > 0 ? (
        <div className={styles.moveRow}>
          <Button variant="ghost" bordered size="sm" onClick={openBack}>
            {t('move.back')}
          </Button>
        </div>
      ) : null}

      <Modal
        open={confirming !== null}
        onClose={() => !move.isPending && setConfirming(null)}
        title={t('move.productionStatus.confirmTitle')}
        closeLabel={t('actions.close')}
        initialFocusRef={confirmRef}
        footer={
          <>
            <Button variant="ghost" bordered onClick={() => setConfirming(null)}>
              {t('actions.cancel')}
            </Button>
            <Button
              ref={confirmRef}
              variant="primary"
              onClick={() => confirming && goForward(confirming.to)}
              aria-disabled={move.isPending || undefined}
            >
              {move.isPending ? t('actions.confirming') : t('actions.confirm')}
            </Button>
          </>
        }
      >
        {confirming ? (
          <div className={styles.dialogBody}>
            <MoveQuestion
              group="productionStatus"
              number={order.number}
              from={label(confirming.from)}
              to={label(confirming.to)}
              sendsOut={confirming.to === 'sent_out'}
            />
            {confirming.to === 'sent_out' && needsTracking ? trackingField : null}
            {move.isError ? <MoveRefused error={move.error} /> : null}
          </div>
        ) : null}
      </Modal>

      <Modal
        open={backOpen}
        onClose={() => !move.isPending && setBackOpen(false)}
        title={t('move.backTitle', { number: order.number })}
        closeLabel={t('actions.close')}
        footer={
          <>
            <Button variant="ghost" bordered onClick={() => setBackOpen(false)}>
              {t('actions.cancel')}
            </Button>
            <Button
              variant="secondary"
              onClick={confirmBack}
              aria-disabled={move.isPending || undefined}
            >
              {move.isPending ? t('actions.confirming') : t('move.backConfirm')}
            </Button>
          </>
        }
      >
        <div className={styles.dialogBody}>
          <label htmlFor={`${id}-back`}>{t('move.backTarget')}</label>
          <select
            id={`${id}-back`}
            className={styles.select}
            value={backTo}
            onChange={(event) => setBackTo(event.target.value)}
          >
            {back.map((choice) => (
              <option key={choice.to} value={choice.to}>
                {label(choice.to)}
              </option>
            ))}
          </select>
          <MoveNote
            ref={noteRef}
            required
            value={note}
            error={noteError}
            onChange={setNote}
            onFilled={() => setNoteError(undefined)}
            refusal={move.isError ? move.error : null}
          />
        </div>
      </Modal>
    </div>
  );
}
