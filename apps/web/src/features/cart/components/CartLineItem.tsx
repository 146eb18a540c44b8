import { useEffect, useRef } from 'react';
import { Button } from '../../../components/Button.tsx';
import { PriceNote, useDisplayPrice } from '../../../components/PriceBreakdown.tsx';
import { useUnitPriceText } from '../../../lib/prices/unitPrice.ts';
import { useFormat } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import type { CartLine } from '../api/cart.ts';
import { CartThumbnail } from './CartThumbnail.tsx';
import styles from './CartPage.module.css';

export function lineName(line: CartLine, fallback: string): string {
  return (
    line.configuration?.template.name ||
    line.product_name ||
    line.product?.name ||
    line.product_id ||
    fallback
  );
}

export interface CartLineItemProps {
  line: CartLine;
  /** The shipping mode in words (the cart's one mode). */
  shipping: string;
  removing: boolean;
  onRemove: () => void;
}

/** One line: front, template, format, cards, shipping, price; "Bearbeiten" and "Entfernen". */
export function CartLineItem({ line, shipping, removing, onRemove }: CartLineItemProps) {
  const { t } = useT('cart');
  const { money } = useFormat();
  const displayPrice = useDisplayPrice();
  const unitText = useUnitPriceText();
  const name = lineName(line, t('line.noDesign'));
  const configuration = line.configuration ?? null;
  const editable = Boolean(configuration);
  const facts: [string, string][] = [
    [t('line.format'), configuration?.canvas.name || line.product_name || ''],
    // The unit as precise as cards × unit = the line's price (issue #27 item 5).
    [
      t('line.cards'),
      t('line.cardCountUnit', {
        count: line.quantity,
        unit: unitText(displayPrice(line.price_total), line.quantity),
      }),
    ],
    [t('line.shipping'), shipping],
  ];
  return (
    <article className={styles.line} aria-labelledby={`cart-line-${line.id}`}>
      <CartThumbnail configuration={configuration} />
      <div className={styles.lineBody}>
        <h2 className={styles.lineTitle} id={`cart-line-${line.id}`}>
          {name}
        </h2>
        <dl className={styles.facts} aria-label={t('line.details', { name })}>
          {facts
            .filter(([, value]) => value)
            .map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        <div className={styles.lineActions}>
          {editable ? (
            <Button
              to={`/configurator?editLine=${encodeURIComponent(line.id)}`}
              variant="ghost"
              bordered
              size="sm"
              aria-label={t('line.editLabel', { name })}
            >
              {t('line.edit')}
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            onClick={onRemove}
            disabled={removing}
            aria-label={t('line.removeLabel', { name })}
          >
            {removing ? t('line.removing') : t('line.remove')}
          </Button>
        </div>
      </div>
      <p className={styles.linePrice}>
        <span className={styles.amount}>{money(displayPrice(line.price_total))}</span>
        <PriceNote className={styles.note} />
      </p>
    </article>
  );
}

export interface RemovedNoticeProps {
  name: string;
  restoring: boolean;
  failed: boolean;
  onUndo: () => void;
  onDismiss: () => void;
}

/** In the removed line's place: "„…“ wurde entfernt. Rückgängig". Takes focus when shown. */
export function RemovedNotice({ name, restoring, failed, onUndo, onDismiss }: RemovedNoticeProps) {
  const { t } = useT('cart');
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => undo.current?.focus(), []);
  return (
    <div className={styles.removed} role="status">
      <p>
        {t('removed.text', { name })}
        {failed ? <span className={styles.error}> {t('removed.failed')}</span> : null}
      </p>
      <Button
        ref={undo}
        variant="secondary"
        size="sm"
        onClick={onUndo}
        disabled={restoring}
        aria-label={t('removed.undoLabel', { name })}
      >
        {restoring ? t('removed.restoring') : t('removed.undo')}
      </Button>
      <Button variant="ghost" size="sm" onClick={onDismiss} aria-label={t('removed.dismiss')}>
        ×
      </Button>
    </div>
  );
}
