import { percentOf } from '../money.ts';

// Volume ("mass") discounts: a percentage off the net price per card once the cart holds
// at least `min_quantity` cards of the product. One function computes the per-card
// discount so the catalogue's tier prices and the cart's totals can never disagree.

export interface VolumeTier {
  min_quantity: number;
  percent: number;
}

/** The best tier reached by `quantity` cards, or null below the first tier. */
export function tierFor(tiers: readonly VolumeTier[], quantity: number): VolumeTier | null {
  let best: VolumeTier | null = null;
  for (const tier of tiers) {
    if (quantity >= tier.min_quantity && (!best || tier.min_quantity > best.min_quantity)) {
      best = tier;
    }
  }
  return best;
}

/** Net cents taken off each card by a tier. */
export function volumeDiscountEach(unitCents: number, tier: VolumeTier | null): number {
  return tier ? percentOf(unitCents, tier.percent) : 0;
}
