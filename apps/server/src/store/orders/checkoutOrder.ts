import type { Kysely } from 'kysely';
import type { Database, OrdersTable } from '../../db/schema.ts';
import { orderView, type ApiOrder } from './orderRecords.ts';

// `GET /cart/order?checkout_id=…` (cart.getOrder): Swell treats the checkout id as a bearer
// secret, and the shop needs it that way — the return from a redirect payment, and a tab
// whose cart was ordered in another tab, find the order by it. But the id travels in
// return URLs and abandoned-cart links, so it must not open the whole order to whoever
// holds it (issue #17). The rule (docs/store.md "Orders"):
// - the order's own session — for an account's order, a session signed in to that
//   account — sees the whole order;
// - any other session sees only what an order-complete page shows (number, status,
//   totals), and only for 24 hours after the order; then nothing.

export const FOREIGN_ORDER_HOURS = 24;

/** Whether the session (signed in to `accountId`, or not) is the order's. */
export function ownsOrder(
  order: Pick<OrdersTable, 'account_id' | 'session_id'>,
  sessionId: string,
  accountId: string | null,
): boolean {
  return order.account_id !== null
    ? order.account_id === accountId
    : order.session_id === sessionId;
}

/** What a session that is not the order's may see: no e-mail, address, item or payment. */
export function orderSummary(order: ApiOrder) {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    paid: order.paid,
    currency: order.currency,
    item_quantity: order.item_quantity,
    sub_total: order.sub_total,
    discount_total: order.discount_total,
    shipment_total: order.shipment_total,
    tax_total: order.tax_total,
    grand_total: order.grand_total,
    giftcard_total: order.giftcard_total,
    capture_total: order.capture_total,
    payment_total: order.payment_total,
  };
}

export async function orderByCheckoutId(
  db: Kysely<Database>,
  checkoutId: string,
  reader: { sessionId: string; accountId: string | null; now: Date },
): Promise<ApiOrder | ReturnType<typeof orderSummary> | null> {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('checkout_id', '=', checkoutId)
    .executeTakeFirst();
  if (!order) return null;
  if (ownsOrder(order, reader.sessionId, reader.accountId)) return orderView(db, order);
  const ageMs = reader.now.getTime() - Date.parse(order.date_created);
  if (!(ageMs < FOREIGN_ORDER_HOURS * 60 * 60 * 1000)) return null;
  const view = await orderView(db, order);
  return view && orderSummary(view);
}
