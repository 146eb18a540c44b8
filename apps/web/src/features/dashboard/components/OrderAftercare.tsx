import type { OrderDetail } from '@federkiel/machines/fulfilment/dashboardApi';
import {
  CARRIERS,
  CARRIER_LABELS,
  isTrackingNumber,
  type Carrier,
} from '@federkiel/machines/fulfilment/tracking';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useRefundOrder, useSaveTracking } from '../api/orders.ts';
import { useDashboardFormat } from '../hooks/useDashboardFormat.ts';
import { useAnnounce } from './Announcer.tsx';
import { errorText } from './errorText.ts';
import styles from './OrderDetailPage.module.css';

/** „Sendungsnummer“ for a parcel „an mich“: carrier and number, checked like the server does. */
export function TrackingForm({ order }: { order: OrderDetail }) {
  const { t } = useT('dashboard');
  const announce = useAnnounce();
  const save = useSaveTracking(order.id);
  const [carrier, setCarrier] = useState<Carrier>(order.tracking?.carrier ?? 'dhl');
  const [number, setNumber] = useState(order.tracking?.number ?? '');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    if (number.trim() && !isTrackingNumber(carrier, number)) {
      setError(t('tracking.invalid', { carrier: CARRIER_LABELS[carrier] }));
      return;
    }
    setError(undefined);
    save.mutate({ carrier, number }, { onSuccess: () => announce(t('tracking.saved')) });
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby="tracking-title">
      <h2 id="tracking-title">{t('tracking.title')}</h2>
      {order.tracking ? (
        <p>
          {order.tracking.label} {order.tracking.number} –{' '}
          <a href={order.tracking.url} target="_blank" rel="noreferrer noopener">
            {t('tracking.open')}
          </a>
        </p>
      ) : null}
      <SelectField
        label={t('tracking.carrier')}
        name="carrier"
        value={carrier}
        onChange={(event) => setCarrier(event.target.value as Carrier)}
        options={CARRIERS.map((value) => ({ value, label: CARRIER_LABELS[value] }))}
      />
      <TextField
        label={t('tracking.number')}
        name="tracking-number"
        value={number}
        onChange={(event) => {
          setNumber(event.target.value);
          setError(undefined);
        }}
        error={error}
        hint={t('tracking.hint')}
      />
      {save.isError ? <Alert tone="error">{errorText(save.error, t)}</Alert> : null}
      <div>
        <SubmitButton pending={save.isPending} pendingLabel={t('tracking.saving')} size="sm">
          {t('tracking.save')}
        </SubmitButton>
      </div>
    </form>
  );
}

/**
 * Money back for a canceled, paid order: all of it or a part, through the payment gateway.
 * The server allows one refund per order; afterwards the form says what was refunded.
 */
export function RefundForm({ order }: { order: OrderDetail }) {
  const { t } = useT('dashboard');
  const format = useDashboardFormat();
  const announce = useAnnounce();
  const refund = useRefundOrder(order.id);
  const [mode, setMode] = useState<'full' | 'partial'>('full');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();

  if (order.money.refunded > 0) {
    return (
      <section aria-labelledby="refund-title" className={styles.form}>
        <h2 id="refund-title">{t('refund.title')}</h2>
        <p>{t('refund.done', { amount: format.money(order.money.refunded) })}</p>
      </section>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (refund.isPending) return;
    let euros: number | undefined;
    if (mode === 'partial') {
      euros = Number(amount.replace(/\./g, '').replace(',', '.'));
      if (!Number.isFinite(euros) || euros <= 0 || euros > order.money.paid) {
        setError(t('refund.invalid', { max: format.money(order.money.paid) }));
        return;
      }
      euros = Math.round(euros * 100) / 100;
    }
    setError(undefined);
    refund.mutate(
      { ...(euros === undefined ? {} : { amount: euros }), ...(note.trim() ? { note } : {}) },
      { onSuccess: () => announce(t('refund.announced')) },
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby="refund-title">
      <h2 id="refund-title">{t('refund.title')}</h2>
      <fieldset>
        <legend>{t('refund.how', { paid: format.money(order.money.paid) })}</legend>
        <label>
          <input
            type="radio"
            name="refund-mode"
            checked={mode === 'full'}
            onChange={() => setMode('full')}
          />{' '}
          {t('refund.full', { amount: format.money(order.money.paid) })}
        </label>
        <label>
          <input
            type="radio"
            name="refund-mode"
            checked={mode === 'partial'}
            onChange={() => setMode('partial')}
          />{' '}
          {t('refund.partial')}
        </label>
      </fieldset>
      {mode === 'partial' ? (
        <TextField
          label={t('refund.amount')}
          name="refund-amount"
          inputMode="decimal"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
      ) : null}
      <TextField
        label={t('refund.note')}
        name="refund-note"
        optional
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {refund.isError ? <Alert tone="error">{errorText(refund.error, t)}</Alert> : null}
      <div>
        <SubmitButton pending={refund.isPending} pendingLabel={t('refund.sending')} size="sm">
          {t('refund.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
