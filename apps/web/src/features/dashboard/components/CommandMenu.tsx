import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/Modal.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { fetchOrderList } from '../api/orders.ts';
import { DEFAULT_LIST_PARAMS } from '../listParams.ts';
import styles from './Dashboard.module.css';
import list from './OrdersPage.module.css';

/** „FK-100042“, „fk 100042“ or just „100042“ → „FK-100042“. */
export function orderNumberOf(input: string): string | null {
  const digits = /^\s*(?:fk[\s-]*)?(\d{3,})\s*$/i.exec(input)?.[1];
  return digits ? `FK-${digits}` : null;
}

/**
 * Ctrl+K (⌘K): a small command menu that opens an order by its number from any dashboard
 * page (issue 28). The number is looked up with the list's own search.
 */
export function CommandMenu() {
  const { t } = useT('dashboard');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setText('');
        setError(undefined);
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const number = orderNumberOf(text);
    if (!number) {
      setError(t('command.invalid'));
      return;
    }
    setBusy(true);
    try {
      const list = await fetchOrderList({ ...DEFAULT_LIST_PARAMS, search: number, limit: 25 });
      const order = list.results.find((row) => row.number === number);
      if (!order) {
        setError(t('command.notFound', { number }));
        return;
      }
      setOpen(false);
      void navigate(`/dashboard/orders/${encodeURIComponent(order.id)}`);
    } catch {
      setError(t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      title={t('command.title')}
      closeLabel={t('actions.close')}
      initialFocusRef={inputRef}
    >
      <form noValidate className={styles.commandForm} onSubmit={(event) => void onSubmit(event)}>
        <label htmlFor="command-order-number">{t('command.label')}</label>
        <p id="command-hint" className={styles.hint}>
          {t('command.hint')}
        </p>
        <input
          ref={inputRef}
          id="command-order-number"
          className={list.input}
          autoComplete="off"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'command-hint command-error' : 'command-hint'}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
        />
        {error ? (
          <p id="command-error" role="alert">
            {error}
          </p>
        ) : null}
        <SubmitButton pending={busy} pendingLabel={t('command.opening')} size="sm">
          {t('command.open')}
        </SubmitButton>
      </form>
    </Modal>
  );
}
