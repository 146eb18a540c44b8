import type { Kysely } from 'kysely';
import { configurationIdOf } from '../configurations/cartConfigurations.ts';
import type { Database, OrdersTable } from '../db/schema.ts';
import type { BusinessOrdersTable } from './businessTables.ts';
import { documentsOf, documentsOfOrders, type DocumentRow } from './orderDocuments.ts';
import type { BusinessOrder } from './schemas.ts';

// An order as the business API answers it. An API order (`bo_…`) carries the priced quote it
// was placed with; for a live one the shop order's status, production status, tracking and
// documents as they are now. An order the account placed in the browser has no API row: it
// is answered by its shop order id (`ord_…`, the id its webhook events carry), `source: shop`.

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

const SHOP_COLUMNS = [
  'id',
  'account_id',
  'status',
  'production_status',
  'number',
  'date_created',
  'data',
  'tracking_carrier',
  'tracking_number',
] as const;
type ShopRow = Pick<OrdersTable, (typeof SHOP_COLUMNS)[number]>;

function viewOf(
  business: BusinessOrdersTable | null,
  shop: ShopRow | null,
  documents: DocumentRow[],
): BusinessOrder {
  const id = business?.id ?? shop?.id;
  if (!id) throw new Error('an order view needs an API order or a shop order');
  const snapshot = shop ? (JSON.parse(shop.data) as Record<string, unknown>) : {};
  const quote = business
    ? (JSON.parse(business.quote) as Quote)
    : quoteOf(snapshot, Number(snapshot['item_quantity'] ?? 0));
  const mode = business?.mode ?? 'live';
  return {
    id,
    source: business ? 'api' : 'shop',
    mode,
    // A live API order being placed has no shop order yet: pending, as the shop calls it.
    status: mode === 'test' ? 'test' : (shop?.status ?? 'pending'),
    production_status: shop?.production_status ?? null,
    number: shop?.number ?? null,
    created_at: business?.created_at ?? (shop as ShopRow).date_created,
    card_count: quote.card_count,
    currency: 'EUR',
    totals: quote.totals,
    tracking:
      shop?.tracking_carrier && shop.tracking_number
        ? { carrier: shop.tracking_carrier, number: shop.tracking_number }
        : null,
    documents: documents.map((d, index) => {
      const base = `/business/v1/orders/${id}/documents/${index + 1}`;
      return {
        n: index + 1,
        kind: d.kind,
        number: d.number,
        issued_at: d.issued_at,
        pdf_url: base,
        xml_url: `${base}/xml`,
        xrechnung_url: d.xrechnung ? `${base}/xrechnung` : null,
      };
    }),
  };
}

async function shopOrder(db: Kysely<Database>, id: string): Promise<ShopRow | undefined> {
  return db.selectFrom('orders').select(SHOP_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export interface FoundOrder {
  view: BusinessOrder;
  /** The shop order behind it (null for a test order). */
  orderId: string | null;
}

/**
 * The account's order by its API id or, for an order placed in the browser, its shop order
 * id; null otherwise: another account's id is as unknown as a made-up one.
 */
export async function findBusinessOrder(
  db: Kysely<Database>,
  accountId: string,
  id: string,
): Promise<FoundOrder | null> {
  let business = await db
    .selectFrom('business_orders')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  let shop = business?.order_id ? await shopOrder(db, business.order_id) : undefined;
  if (!business) {
    shop = await shopOrder(db, id);
    if (!shop || shop.account_id !== accountId) return null;
    business = await db
      .selectFrom('business_orders')
      .selectAll()
      .where('order_id', '=', shop.id)
      .executeTakeFirst();
  }
  const documents = shop ? await documentsOf(db, shop.id) : [];
  return { view: viewOf(business ?? null, shop ?? null, documents), orderId: shop?.id ?? null };
}

export async function businessOrder(
  db: Kysely<Database>,
  accountId: string,
  id: string,
): Promise<BusinessOrder | null> {
  return (await findBusinessOrder(db, accountId, id))?.view ?? null;
}

/**
 * The view a webhook event of a shop order carries, with the account to tell; null for a
 * guest's order. A live API order is found by its shop order, or — while it is being placed,
 * before its row knows the shop order — by the configuration the order's cards are made of.
 */
export async function orderEventView(
  db: Kysely<Database>,
  orderId: string,
): Promise<{ accountId: string; order: BusinessOrder } | null> {
  const shop = await shopOrder(db, orderId);
  if (!shop?.account_id) return null;
  let business = await db
    .selectFrom('business_orders')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!business) {
    const items = ((JSON.parse(shop.data) as { items?: unknown[] }).items ?? []) as Parameters<
      typeof configurationIdOf
    >[0][];
    const configurations = items.map(configurationIdOf).filter((c): c is string => !!c);
    if (configurations.length > 0) {
      business = await db
        .selectFrom('business_orders')
        .selectAll()
        .where('account_id', '=', shop.account_id)
        .where('mode', '=', 'live')
        .where('order_id', 'is', null)
        .where('configuration_id', 'in', configurations)
        .executeTakeFirst();
    }
  }
  const documents = await documentsOf(db, orderId);
  return { accountId: shop.account_id, order: viewOf(business ?? null, shop, documents) };
}

export async function businessOrders(
  db: Kysely<Database>,
  accountId: string,
  query: { page: number; limit: number; status?: string; from?: string; to?: string },
): Promise<{ count: number; results: BusinessOrder[] }> {
  let base = db
    .selectFrom('business_orders')
    .leftJoin('orders', 'orders.id', 'business_orders.order_id')
    .where('business_orders.account_id', '=', accountId);
  if (query.status === 'test') base = base.where('business_orders.mode', '=', 'test');
  else if (query.status) base = base.where('orders.status', '=', query.status);
  if (query.from) base = base.where('business_orders.created_at', '>=', query.from);
  // `to` is a whole day: everything before the next day's start.
  if (query.to) base = base.where('business_orders.created_at', '<', `${query.to}T99`);
  const rows = await base
    .selectAll('business_orders')
    .orderBy('business_orders.created_at', 'desc')
    .orderBy('business_orders.id', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  const counted = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const orderIds = rows.map((r) => r.order_id).filter((id): id is string => !!id);
  const shops =
    orderIds.length === 0
      ? []
      : await db.selectFrom('orders').select(SHOP_COLUMNS).where('id', 'in', orderIds).execute();
  const documents = await documentsOfOrders(db, orderIds);
  const results = rows.map((row) => {
    const shop = shops.find((s) => s.id === row.order_id) ?? null;
    return viewOf(row, shop, (row.order_id && documents.get(row.order_id)) || []);
  });
  return { count: Number(counted.n), results };
}
