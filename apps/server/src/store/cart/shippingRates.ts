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
// that no longer passes the schema (an older shape) counts as absent: the defaults. The row
// is read every time, but parsed and validated only when its text changed: the cart's write
// path prices on every call.

const NAME = 'shipping';

let parsedFrom: { value: string; rates: ShippingRates } | null = null;

function parseRates(value: string): ShippingRates {
  if (parsedFrom?.value === value) return parsedFrom.rates;
  let rates = DEFAULT_SHIPPING_RATES;
  try {
    const parsed = shippingRatesSchema.safeParse(JSON.parse(value));
    if (parsed.success) rates = parsed.data;
  } catch {
    // not JSON: the defaults, as for an older shape
  }
  parsedFrom = { value, rates };
  return rates;
}

export async function loadShippingRates(db: Kysely<Database>): Promise<ShippingRates> {
  const row = await db
    .selectFrom('shop_settings')
    .select('value')
    .where('name', '=', NAME)
    .executeTakeFirst();
  return row ? parseRates(row.value) : DEFAULT_SHIPPING_RATES;
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
