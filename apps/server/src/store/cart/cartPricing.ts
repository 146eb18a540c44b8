import type { Kysely } from 'kysely';
import { loadDestinations } from '../../configurations/cardDestinations.ts';
import type { Owner } from '../../configurations/configurationRecords.ts';
import type { Database } from '../../db/schema.ts';
import { loadShippingRates } from './shippingRates.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { CartData } from './cartData.ts';
import type { CouponRow } from './coupons.ts';
import { priceCart, type CartTotals, type GiftcardBalance } from './totals.ts';

// Gathers what pricing needs from the database (the coupon, the gift cards' balances, the
// owner's postage rates, where each line's cards go) and prices the cart with the pure rules
// in totals.ts.

export async function couponByCode(
  db: Kysely<Database>,
  code: string,
): Promise<CouponRow | undefined> {
  return db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function giftcardBalances(
  db: Kysely<Database>,
  data: CartData,
  now: Date,
): Promise<GiftcardBalance[]> {
  if (data.giftcards.length === 0) return [];
  const rows = await db
    .selectFrom('giftcards')
    .selectAll()
    .where(
      'id',
      'in',
      data.giftcards.map((g) => g.giftcard_id),
    )
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return data.giftcards.flatMap((line) => {
    const row = byId.get(line.giftcard_id);
    if (!row) return [];
    const usable =
      row.active === 1 && (row.expires_at === null || row.expires_at > now.toISOString());
    return [
      {
        lineId: line.id,
        giftcardId: row.id,
        code: row.code,
        balanceCents: usable ? row.balance_cents : 0,
      },
    ];
  });
}

/**
 * `owner`: whose designs count for the postage per destination (the cart's session and
 * account); without it every card is priced as going within Germany.
 */
export async function priceCartData(
  db: Kysely<Database>,
  data: CartData,
  catalogue: Catalogue,
  now: Date,
  owner?: Owner,
): Promise<CartTotals> {
  const coupon = data.coupon_code ? ((await couponByCode(db, data.coupon_code)) ?? null) : null;
  const destinations = {
    rates: await loadShippingRates(db),
    deliveryCountry: data.shipping.country ?? null,
    line: owner ? await loadDestinations(db, data.items, owner) : undefined,
  };
  return priceCart({
    destinations,
    items: data.items,
    product: (id) => catalogue.product(id),
    coupon,
    shippingServiceId: data.shipping.service,
    giftcards: await giftcardBalances(db, data, now),
    now,
  });
}
