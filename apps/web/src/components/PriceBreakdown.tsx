import {
  grossOf,
  partsFromStore,
  toCents,
  priceBreakdown,
  type PriceBreakdown as Breakdown,
  type PriceDisplay,
  type PriceLine,
  type StoreTotals,
} from '@federkiel/machines/pricing/priceBreakdown';
import { useId, useMemo } from 'react';
import { useFormat } from '../lib/i18n/format.ts';
import { useT } from '../lib/i18n/useT.ts';
import { usePriceDisplay } from '../lib/prices/usePriceDisplay.ts';
import styles from './PriceBreakdown.module.css';

// The one price breakdown of the shop (docs/prices.md): cart, checkout, order complete and
// order detail show a store cart or order with it. Gross with „inkl. 19 % MwSt., zzgl.
// Versand“ unless a business customer switched to net („zzgl. MwSt.“).

/** A net amount (euros, e.g. a `price_total`) in the display the customer chose. */
export function useDisplayPrice(): (net: number | null | undefined) => number {
  const { display } = usePriceDisplay();
  return (net) => (display === 'gross' ? grossOf(toCents(net)) : toCents(net)) / 100;
}

/** The breakdown of a store cart or order in the display the customer chose. */
export function usePriceBreakdown(totals: StoreTotals | null | undefined): {
  breakdown: Breakdown | null;
  display: PriceDisplay;
  /** An item's amount (before discounts) in the chosen display, in euros. */
  itemAmount: (id: string) => number | null;
  /** A net price per card (the store's `price`) in the chosen display, in euros. */
  unitPrice: (net: number | null | undefined) => number;
} {
  const { display } = usePriceDisplay();
  const breakdown = useMemo(
    () => (totals ? priceBreakdown(partsFromStore(totals), display) : null),
    [totals, display],
  );
  const itemAmount = (id: string) => {
    const item = breakdown?.items.find((i) => i.id === id);
    return item ? item.cents / 100 : null;
  };
  const unitPrice = useDisplayPrice();
  return { breakdown, display, itemAmount, unitPrice };
}

/** „inkl. 19 % MwSt., zzgl. Versand“ or „zzgl. MwSt.“, for a price shown on its own. */
export function PriceNote({ className }: { className?: string }) {
  const { t } = useT('prices');
  const { display } = usePriceDisplay();
  return <span className={className}>{t(`notes.${display}`)}</span>;
}

/** The switch for business customers: prices without VAT, remembered on this device. */
export function PriceDisplaySwitch() {
  const { t } = useT('prices');
  const { display, setDisplay } = usePriceDisplay();
  const id = useId();
  return (
    <p className={styles.switch}>
      <input
        id={id}
        type="checkbox"
        checked={display === 'net'}
        onChange={(event) => setDisplay(event.currentTarget.checked ? 'net' : 'gross')}
      />
      <label htmlFor={id}>{t('switch.label')}</label>
    </p>
  );
}

export interface PriceBreakdownProps {
  /** The store's cart or order (sub_total, discounts, shipment_total, tax_total, grand_total). */
  totals: StoreTotals;
  currency?: string;
  /** Offer the business customers' net switch (default: yes). */
  switchable?: boolean;
  /** Accessible name of the list (default „Preise“). */
  label?: string;
  className?: string;
}

export function PriceBreakdown({
  totals,
  currency = 'EUR',
  switchable = true,
  label,
  className,
}: PriceBreakdownProps) {
  const { t } = useT('prices');
  const { money } = useFormat();
  const { breakdown, display } = usePriceBreakdown(totals);
  if (!breakdown) return null;

  const amount = (line: PriceLine) => {
    if (line.open) return t('shipping.open');
    const value = money(line.cents / 100, currency);
    return line.sign < 0 ? `−${value}` : value;
  };
  const detail = (line: PriceLine) => {
    if (!line.detail) return null;
    if (line.id === 'shipping') return t(`shipping.${line.detail}`, { defaultValue: '' }) || null;
    return line.id === 'coupon' ? line.detail : null;
  };
  const rowClass = (line: PriceLine) =>
    line.id === 'total'
      ? styles.total
      : line.id === 'volume' || line.id === 'coupon'
        ? styles.discount
        : line.id === 'vatIncluded' || line.id === 'due'
          ? styles.contained
          : undefined;

  return (
    <div className={[styles.breakdown, className].filter(Boolean).join(' ')}>
      <p className={styles.note}>{t(`notes.${display}`)}</p>
      <dl className={styles.lines} aria-label={label ?? t('title')} data-display={display}>
        {breakdown.lines.map((line) => {
          const extra = detail(line);
          return (
            <div key={line.id} className={rowClass(line)} data-line={line.id}>
              <dt>
                {t(`lines.${line.id}`)}
                {extra ? <span className={styles.detail}>{extra}</span> : null}
              </dt>
              <dd>{amount(line)}</dd>
            </div>
          );
        })}
      </dl>
      {switchable ? <PriceDisplaySwitch /> : null}
    </div>
  );
}
