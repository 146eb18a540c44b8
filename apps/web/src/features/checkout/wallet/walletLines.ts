import {
  partsFromStore,
  priceBreakdown,
  type PriceLineId,
  type StoreTotals,
} from '@federkiel/machines/pricing/priceBreakdown';

/** A line of the wallet sheet (Google Pay `displayItems`, Apple Pay `lineItems`). */
export interface WalletLine {
  id: PriceLineId;
  /** Signed: discounts and gift cards are negative. */
  cents: number;
  detail?: string | null;
}

export interface WalletLines {
  lines: WalletLine[];
  /** What the wallet charges: the lines add up to it to the cent. */
  totalCents: number;
  /** The VAT the total contains (shown for information, not counted). */
  vatCents: number;
}

/**
 * The sheet's lines (issue #27 item 4): gross like the checkout's sidebar, with the volume
 * discount, the coupon and a gift card as lines of their own, adding up to what is charged.
 * Always gross — a wallet's total is the amount paid, so a net list could not add up.
 */
export function walletLines(cart: StoreTotals): WalletLines {
  const breakdown = priceBreakdown(partsFromStore(cart), 'gross');
  const lines: WalletLine[] = [];
  let totalCents = breakdown.totalCents;
  let vatCents = 0;
  for (const line of breakdown.lines) {
    if (line.id === 'vatIncluded') vatCents = line.cents;
    else if (line.id === 'due') totalCents = line.cents;
    else if (line.sign !== 0 && !line.open) {
      lines.push({ id: line.id, cents: line.sign * line.cents, detail: line.detail ?? null });
    }
  }
  return { lines, totalCents, vatCents };
}
