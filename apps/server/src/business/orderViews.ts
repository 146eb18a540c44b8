import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { BusinessOrdersTable } from './businessTables.ts';
import type { BusinessOrder } from './schemas.ts';

// An API order as the business API answers it: the priced quote it was placed with, and for
// a live order the shop order's status, production status and tracking as they are now.

export interface Quote {
  card_count: number;
  totals: BusinessOrder['totals'];
}

/** The quote of a store cart or order answer (both carry the same total fields). */
export function quoteOf(answer: Record<string, unknown>, cardCount: number): Quote {
  const euros = (key: string) => (typeof answer[key] === 'number' ? answer[key] : 0);
  return {
    card_count: cardCount,
    totals: {
      sub_total: euros('sub_total'),
      shipment_total: euros('shipment_total'),
      discount_total: euros('discount_total'),
      tax_total: euros('tax_total'),
      grand_total: euros('grand_total'),
    },
  };
}

type Joined = BusinessOrdersTable & {
  status: string | null;
  production_status: string | null;
  number: string | null;
  tracking_carrier: string | null | undefined;
  tracking_number: string | null | undefined;
};

function viewOf(row: Joined): BusinessOrder {
  const quote = JSON.parse(row.quote) as Quote;
  return {
    id: row.id,
    mode: row.mode,
    status: row.order_id ? (row.status ?? 'pending') : 'test',
    production_status: row.order_id ? row.production_status : null,
    number: row.number,
    created_at: row.created_at,
    card_count: quote.card_count,
    currency: 'EUR',
    totals: quote.totals,
    tracking:
      row.tracking_carrier && row.tracking_number
        ? { carrier: row.tracking_carrier, number: row.tracking_number }
        : null,
  };
}

function joined(db: Kysely<Database>) {
  return db
    .selectFrom('business_orders')
    .leftJoin('orders', 'orders.id', 'business_orders.order_id')
    .selectAll('business_orders')
    .select([
      'orders.status',
      'orders.production_status',
      'orders.number',
      'orders.tracking_carrier',
      'orders.tracking_number',
    ]);
}

/** The account's API order, or null: another account's id is as unknown as a made-up one. */
export async function businessOrder(
  db: Kysely<Database>,
  accountId: string,
  id: string,
): Promise<BusinessOrder | null> {
  const row = await joined(db)
    .where('business_orders.id', '=', id)
    .where('business_orders.account_id', '=', accountId)
    .executeTakeFirst();
  return row ? viewOf(row as Joined) : null;
}

/** The API order behind a shop order, with its account; null for shop orders. */
export async function businessOrderOfShopOrder(
  db: Kysely<Database>,
  orderId: string,
): Promise<{ accountId: string; order: BusinessOrder } | null> {
  const row = await joined(db).where('business_orders.order_id', '=', orderId).executeTakeFirst();
  return row ? { accountId: row.account_id, order: viewOf(row as Joined) } : null;
}

export async function businessOrders(
  db: Kysely<Database>,
  accountId: string,
  query: { page: number; limit: number; status?: string; from?: string; to?: string },
): Promise<{ count: number; results: BusinessOrder[] }> {
  let base = joined(db).where('business_orders.account_id', '=', accountId);
  if (query.status === 'test') base = base.where('business_orders.order_id', 'is', null);
  else if (query.status) base = base.where('orders.status', '=', query.status);
  if (query.from) base = base.where('business_orders.created_at', '>=', query.from);
  // `to` is a whole day: everything before the next day's start.
  if (query.to) base = base.where('business_orders.created_at', '<', `${query.to}T99`);
  const rows = await base
    .orderBy('business_orders.created_at', 'desc')
    .orderBy('business_orders.id', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  const counted = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { count: Number(counted.n), results: rows.map((r) => viewOf(r as Joined)) };
}
