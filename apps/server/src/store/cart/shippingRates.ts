import type { Kysely } from 'kysely';
import {
  DEFAULT_SHIPPING_RATES,
  shippingRatesSchema,
  type ShippingRates,
} from '@federkiel/machines/pricing/postage';
import type { Database } from '../../db/schema.ts';

// The owner's postage and delivery times per destination (issue 38) in `shop_settings`, row
// `shipping`. Read on every pricing (three small numbers per zone, one indexed row: several
// server processes share the database, so a change counts at once everywhere). A stored value
// that no longer passes the schema (an older shape) counts as absent: the defaults.

const NAME = 'shipping';

export async function loadShippingRates(db: Kysely<Database>): Promise<ShippingRates> {
  const row = await db
    .selectFrom('shop_settings')
    .select('value')
    .where('name', '=', NAME)
    .executeTakeFirst();
  if (!row) return DEFAULT_SHIPPING_RATES;
  try {
    const parsed = shippingRatesSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : DEFAULT_SHIPPING_RATES;
  } catch {
    return DEFAULT_SHIPPING_RATES;
  }
}

export async function saveShippingRates(
  db: Kysely<Database>,
  rates: ShippingRates,
  by: { now: string; staff: string | null },
): Promise<void> {
  const value = JSON.stringify(rates);
  await db
    .insertInto('shop_settings')
    .values({ name: NAME, value, updated_at: by.now, updated_by: by.staff })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({ value, updated_at: by.now, updated_by: by.staff }),
    )
    .execute();
}
