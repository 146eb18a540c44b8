import {
  PRODUCTION_STATUSES,
  type ProductionStatus,
} from '@federkiel/machines/fulfilment/statuses';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useBulkMoveProduction, type BulkResult } from '../api/orders.ts';
import { errorText } from './errorText.ts';
import { NoteField } from './NoteField.tsx';
import { statusLabel } from './StatusBadge.tsx';
import styles from './OrdersPage.module.css';

const LISTED_NUMBERS = 12;

interface BulkProductionMoveProps {
  /** Selected orders: id → number. */
  selected: ReadonlyMap<string, string>;
  onClear: () => void;
  /** After the move: the orders that changed (to drop them from the selection). */
  onDone: (movedIds: string[]) => void;
}

/**
 * "Produktionsstatus ändern" for the selected orders: one confirmation for all, then each
 * order's own result (the server moves every order through the machine on its own).
 */
export function BulkProductionMove({ selected, onClear, onDone }: BulkProductionMoveProps) {
  const { t } = useT('dashboard');
  const [target, setTarget] = useState<ProductionStatus | ''>('');
  const [targetError, setTargetError] = useState(false);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [results, setResults] = useState<BulkResult[] | null>(null);
  const move = useBulkMoveProduction();
  const selectRef = useRef<HTMLSelectElement>(null);
  const count = selected.size;
  const numbers = [...selected.values()];

  const start = () => {
    if (count === 0) return;
    if (!target) {
      setTargetError(true);
      selectRef.current?.focus();
      return;
    }
    setTargetError(false);
    setNote('');
    setResults(null);
    move.reset();
    setOpen(true);
  };

  const close = () => {
    if (move.isPending) return;
    setOpen(false);
  };

  const confirm = () => {
    if (!target || move.isPending) return;
    move.mutate(
      { ids: [...selected.keys()], to: target, note },
      {
        onSuccess: ({ results: answer }) => {
          setResults(answer);
          onDone(answer.filter((result) => result.ok).map((result) => result.id));
        },
      },
    );
  };

  const targetLabel = target ? statusLabel(t, 'production', target) : '';
  const okCount = results?.filter((result) => result.ok).length ?? 0;

  return (
    <section className={styles.bulk} aria-labelledby="bulk-title">
      <h2 id="bulk-title" className="fk-visually-hidden">
        {t('bulk.title')}
      </h2>
      <p className={styles.bulkCount} aria-live="polite">
        {t('bulk.selected', { count })}
      </p>
      <div className={styles.control}>
        <label htmlFor="bulk-target">{t('bulk.target')}</label>
        <select
          ref={selectRef}
          id="bulk-target"
          className={styles.input}
          value={target}
          aria-invalid={targetError || undefined}
          aria-describedby={targetError ? 'bulk-target-error' : undefined}
          onChange={(event) => {
            setTarget(event.target.value as ProductionStatus | '');
            setTargetError(false);
          }}
        >
          <option value="">{t('bulk.choose')}</option>
          {PRODUCTION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(t, 'production', status)}
            </option>
          ))}
        </select>
      </div>
      <Button variant="secondary" size="sm" disabled={count === 0} onClick={start}>
        {t('bulk.action')}
      </Button>
      {count > 0 ? (
        <button type="button" className={styles.reset} onClick={onClear}>
          {t('bulk.clear')}
        </button>
      ) : null}
      {targetError ? (
        <p id="bulk-target-error" className={styles.inlineError} role="alert">
          {t('bulk.chooseFirst')}
        </p>
      ) : null}

      <Modal
        open={open}
        onClose={close}
        title={results ? t('bulk.resultsTitle') : t('bulk.confirmTitle')}
        closeLabel={t('actions.close')}
        closeOnBackdrop={!move.isPending}
        footer={
          results ? (
            <Button variant="secondary" onClick={close}>
              {t('actions.close')}
            </Button>
          ) : (
            <>
              <Button variant="ghost" bordered onClick={close} disabled={move.isPending}>
                {t('actions.cancel')}
              </Button>
              <Button
                variant="primary"
                onClick={confirm}
                aria-disabled={move.isPending || undefined}
              >
                {move.isPending ? t('actions.confirming') : t('actions.confirm')}
              </Button>
            </>
          )
        }
      >
        {results ? (
          <div className={styles.results}>
            <p role="status">{t('bulk.summary', { ok: okCount, count: results.length })}</p>
            <ul className={styles.resultList}>
              {results.map((result) => (
                <li key={result.id} data-ok={result.ok || undefined}>
                  <strong>{result.number}</strong>:{' '}
                  {result.ok ? t('bulk.ok') : (result.message ?? t('bulk.failedOne'))}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <div className={styles.confirmBody}>
            <p>{t('bulk.question', { count, status: targetLabel })}</p>
            <p className={styles.numbers}>
              {numbers.slice(0, LISTED_NUMBERS).join(', ')}
              {numbers.length > LISTED_NUMBERS
                ? ` ${t('bulk.more', { count: numbers.length - LISTED_NUMBERS })}`
                : ''}
            </p>
            <p className={styles.hintText}>{t('bulk.eachOnItsOwn')}</p>
            <NoteField
              label={t('bulk.note')}
              hint={t('bulk.noteHint')}
              value={note}
              onChange={setNote}
              rows={3}
            />
            {move.isError ? <Alert tone="error">{errorText(move.error, t)}</Alert> : null}
          </div>
        )}
      </Modal>
    </section>
  );
}
