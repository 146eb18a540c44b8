import type { CouponsTable } from '../../db/schema.ts';
import { formatEuros } from '../money.ts';

// Coupons: a percentage or a fixed net amount off the goods (after volume discounts), with
// an optional expiry, usage limit and minimum order value (net goods value). Whether a
// coupon still applies is decided every time the cart is priced; uses are counted when an
// order is placed.

export type CouponRow = Pick<
  CouponsTable,
  | 'id'
  | 'code'
  | 'name'
  | 'type'
  | 'amount'
  | 'min_order_cents'
  | 'expires_at'
  | 'usage_limit'
  | 'uses'
  | 'active'
>;

export interface CouponProblem {
  code: 'INVALID' | 'EXPIRED' | 'USED_UP' | 'MIN_ORDER';
  message: string;
}

export const UNKNOWN_COUPON: CouponProblem = {
  code: 'INVALID',
  message: 'Diesen Gutscheincode kennen wir leider nicht.',
};

export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Why the coupon cannot be used right now, or null when it can. */
export function couponProblem(
  coupon: CouponRow | undefined,
  now: Date,
  goodsCents: number,
): CouponProblem | null {
  if (!coupon || !coupon.active) return UNKNOWN_COUPON;
  if (coupon.expires_at !== null && coupon.expires_at <= now.toISOString()) {
    return { code: 'EXPIRED', message: 'Dieser Gutscheincode ist leider abgelaufen.' };
  }
  if (coupon.usage_limit !== null && coupon.uses >= coupon.usage_limit) {
    return {
      code: 'USED_UP',
      message: 'Dieser Gutscheincode wurde bereits so oft eingelöst, wie es möglich ist.',
    };
  }
  if (goodsCents < coupon.min_order_cents) {
    return {
      code: 'MIN_ORDER',
      message: `Dieser Gutscheincode gilt ab einem Warenwert von ${formatEuros(coupon.min_order_cents)} (netto).`,
    };
  }
  return null;
}

/** Net cents the coupon takes off `goodsCents` (never more than the goods are worth). */
export function couponDiscountCents(coupon: CouponRow, goodsCents: number): number {
  const raw =
    coupon.type === 'percent' ? Math.round((goodsCents * coupon.amount) / 100) : coupon.amount;
  return Math.max(0, Math.min(raw, goodsCents));
}
