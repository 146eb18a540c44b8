import { useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PriceBreakdown } from '../../../components/PriceBreakdown.tsx';
import { useCartSync } from '../../../lib/cartSync/cartSync.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useCartView, useCartWrites, type CartLine, type CartView } from '../api/cart.ts';
import { CartLineItem, lineName, RemovedNotice } from './CartLineItem.tsx';
import { ShippingChoice } from './ShippingChoice.tsx';
import styles from './CartPage.module.css';

interface Removed {
  line: CartLine;
  index: number;
  failed: boolean;
}

/** `/cart`: the store's cart, line by line, with edit, remove (undo) and the way to pay. */
export function CartPage() {
  const { t } = useT('cart');
  useDocumentTitle(t('title'));
  useCartSync();
  const cart = useCartView();
  const { remove, restore } = useCartWrites();
  const [removed, setRemoved] = useState<Removed[]>([]);
  const [removeFailed, setRemoveFailed] = useState<string | null>(null);

  const lines = cart.data?.items ?? [];
  const shippingLabel = useShippingLabel(cart.data ?? null);

  const onRemove = (line: CartLine, index: number) => {
    setRemoveFailed(null);
    remove.mutate(line, {
      onSuccess: () =>
        setRemoved((list) => [
          ...list.filter((entry) => entry.line.id !== line.id),
          { line, index, failed: false },
        ]),
      onError: () => setRemoveFailed(lineName(line, t('line.noDesign'))),
    });
  };
  const onUndo = (entry: Removed) => {
    restore.mutate(entry.line, {
      onSuccess: () => setRemoved((list) => list.filter((e) => e.line.id !== entry.line.id)),
      onError: () =>
        setRemoved((list) =>
          list.map((e) => (e.line.id === entry.line.id ? { ...e, failed: true } : e)),
        ),
    });
  };
  const dismiss = (entry: Removed) =>
    setRemoved((list) => list.filter((e) => e.line.id !== entry.line.id));

  let body;
  if (cart.isPending) {
    body = <LoadingState label={t('loading')} centered />;
  } else if (cart.isError) {
    body = (
      <Alert tone="error" title={t('failed')}>
        <Button variant="secondary" size="sm" onClick={() => void cart.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  } else if (lines.length === 0 && removed.length === 0) {
    body = (
      <EmptyState
        level={2}
        icon={
          <svg viewBox="0 0 24 24">
            <path d="M5 8h14l-1.2 11.2a1.5 1.5 0 0 1-1.5 1.3H7.7a1.5 1.5 0 0 1-1.5-1.3L5 8Z" />
            <path d="M9 10V7a3 3 0 0 1 6 0v3" />
          </svg>
        }
        title={t('empty.title')}
        text={t('empty.text')}
        action={
          <div className={styles.emptyActions}>
            <Button to="/configurator">{t('empty.action')}</Button>
            <Button to="/products" variant="ghost" bordered>
              {t('empty.templates')}
            </Button>
          </div>
        }
      />
    );
  } else {
    // Removed lines keep their place (as a notice with "Rückgängig") among the others.
    const rows: ({ kind: 'line'; line: CartLine } | { kind: 'removed'; entry: Removed })[] =
      lines.map((line) => ({ kind: 'line' as const, line }));
    for (const entry of [...removed].sort((a, b) => a.index - b.index)) {
      if (lines.some((line) => line.id === entry.line.id)) continue;
      rows.splice(Math.min(entry.index, rows.length), 0, { kind: 'removed', entry });
    }
    body = (
      <div className={styles.layout}>
        <div>
          {removeFailed ? (
            <Alert tone="error">{t('removeFailed', { name: removeFailed })}</Alert>
          ) : null}
          <ul className={styles.lines} aria-label={t('lines')}>
            {rows.map((row, index) =>
              row.kind === 'line' ? (
                <li key={row.line.id}>
                  <CartLineItem
                    line={row.line}
                    shipping={shippingLabel(row.line)}
                    removing={remove.isPending && remove.variables?.id === row.line.id}
                    onRemove={() => onRemove(row.line, index)}
                  />
                </li>
              ) : (
                <li key={`removed-${row.entry.line.id}`}>
                  <RemovedNotice
                    name={lineName(row.entry.line, t('line.noDesign'))}
                    restoring={restore.isPending && restore.variables?.id === row.entry.line.id}
                    failed={row.entry.failed}
                    onUndo={() => onUndo(row.entry)}
                    onDismiss={() => dismiss(row.entry)}
                  />
                </li>
              ),
            )}
          </ul>
        </div>
        {lines.length > 0 && cart.data ? <CartSummary cart={cart.data} /> : null}
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      {body}
    </div>
  );
}

/** The shipping of a line in words: the cart's one mode, else what the design chose. */
function useShippingLabel(cart: CartView | null) {
  const { t } = useT('cart');
  const service = cart?.shipping?.service ?? null;
  return (line: CartLine) => {
    const mode = service ?? line.configuration?.shipping.mode ?? null;
    return mode ? t(`modes.${mode}`, { defaultValue: mode }) : '';
  };
}

function CartSummary({ cart }: { cart: CartView }) {
  const { t } = useT('cart');
  const { shipping } = useCartWrites();
  return (
    <aside className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.summaryTitle}>
        {t('summary.title')}
      </h2>
      <ShippingChoice
        cart={cart}
        busy={shipping.isPending}
        onChoose={(service) => shipping.mutateAsync(service)}
      />
      {/* The shop's one price breakdown (docs/prices.md): gross, or net for businesses. */}
      <PriceBreakdown totals={cart} className={styles.totals} />
      <Button to="/checkout" size="lg" fullWidth>
        {t('summary.checkout')}
      </Button>
      <Button to="/configurator" variant="ghost" fullWidth>
        {t('summary.more')}
      </Button>
    </aside>
  );
}
