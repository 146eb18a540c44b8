import type { Kysely } from 'kysely';
import {
  loadConfigurations,
  type ConfigurationOf,
} from '../../configurations/configurationSummary.ts';
import type { Database, OrdersTable, PaymentsTable } from '../../db/schema.ts';
import { toEuros } from '../money.ts';
import type { ApiCart } from '../cart/cartView.ts';
import { trackingOf } from '@federkiel/machines/fulfilment/tracking';
import { isoDateInBerlin } from '@federkiel/machines/configurator/workingDays';
import { withChargedMode } from '../cart/shipping.ts';

// Orders as stored and shown. An order keeps a snapshot of the cart as it was priced when
// submitted (`data`), so later catalogue or coupon changes never rewrite a past order.
// Only the items' `configuration` summaries are read when the order is shown (stored
// configurations never change): they belong to the order's account or session, which
// the order no longer shares with any cart.

// The order and production statuses (spec §4) are named once, with the fulfilment machine.
export {
  ORDER_STATUSES,
  PRODUCTION_STATUSES,
  type OrderStatus,
  type ProductionStatus,
} from '@federkiel/machines/fulfilment/statuses';

export const ORDER_NUMBER_PREFIX = 'FK-';

/** The next sequential order number; call inside the transaction that inserts the order. */
export async function nextOrderNumber(db: Kysely<Database>): Promise<string> {
  const row = await db
    .updateTable('counters')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', 'order_number')
    .returning('value')
    .executeTakeFirstOrThrow();
  return `${ORDER_NUMBER_PREFIX}${row.value}`;
}

export function apiPayment(payment: PaymentsTable) {
  return {
    id: payment.id,
    order_id: payment.order_id,
    method: payment.method,
    gateway: payment.gateway,
    amount: toEuros(payment.amount_cents),
    currency: 'EUR',
    status: payment.status,
    success: payment.status === 'success',
    transaction_id: payment.transaction_id,
    card: payment.card ? (JSON.parse(payment.card) as unknown) : null,
    date_created: payment.date_created,
  };
}

function apiOrder(
  order: OrdersTable,
  snapshot: ApiCart,
  payments: PaymentsTable[],
  sentAt: string | null,
  configurationOf: ConfigurationOf,
) {
  const paidCents = payments
    .filter((p) => p.status === 'success')
    .reduce((sum, p) => sum + p.amount_cents, 0);
  const owner = { sessionId: order.session_id, accountId: order.account_id };
  return {
    ...snapshot,
    items: snapshot.items.map((item) => ({
      ...item,
      // The mode that was charged (issue 19: one shipping mode per order).
      configuration: withChargedMode(configurationOf(item, owner), snapshot.shipping.service),
    })),
    id: order.id,
    number: order.number,
    status: order.status,
    production_status: order.production_status,
    cart_id: order.cart_id,
    checkout_id: order.checkout_id,
    account_id: order.account_id,
    paid: paidCents >= order.grand_total_cents,
    payment_total: toEuros(paidCents),
    payment_balance: toEuros(paidCents - order.grand_total_cents),
    payment_error: null,
    payments: { count: payments.length, results: payments.map(apiPayment) },
    // The parcel's tracking number once staff entered it (issue 28).
    tracking: trackingOf(order.tracking_carrier, order.tracking_number),
    // The Berlin day the cards really went out (issue 40), as the dashboard and the
    // „versendet“ e-mail name it; null while they have not.
    sent_date:
      order.production_status === 'sent_out' && sentAt ? isoDateInBerlin(new Date(sentAt)) : null,
    date_created: order.date_created,
    date_updated: order.date_updated,
  };
}

export type ApiOrder = ReturnType<typeof apiOrder>;

async function paymentsOf(
  db: Kysely<Database>,
  orderIds: string[],
): Promise<Map<string, PaymentsTable[]>> {
  const byOrder = new Map<string, PaymentsTable[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('date_created')
    .execute();
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
  return byOrder;
}

/** When each sent-out order last moved to „Versendet“ (one query for all of them). */
async function sentMovesOf(
  db: Kysely<Database>,
  orders: OrdersTable[],
): Promise<Map<string, string>> {
  const sent = orders.filter((o) => o.production_status === 'sent_out').map((o) => o.id);
  const byOrder = new Map<string, string>();
  if (sent.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_events')
    .select(['order_id', 'at'])
    .where('order_id', 'in', sent)
    .where('kind', '=', 'production')
    .where('to_value', '=', 'sent_out')
    .orderBy('at', 'asc')
    .execute();
  for (const row of rows) byOrder.set(row.order_id, row.at);
  return byOrder;
}

/**
 * The orders as the API shows them: one query for their payments and at most one for the
 * configurations of all their items.
 */
export async function orderViews(db: Kysely<Database>, orders: OrdersTable[]): Promise<ApiOrder[]> {
  const snapshots = orders.map((o) => JSON.parse(o.data) as ApiCart);
  const payments = await paymentsOf(
    db,
    orders.map((o) => o.id),
  );
  const configurations = await loadConfigurations(
    db,
    snapshots.flatMap((snapshot) => snapshot.items),
  );
  const sentMoves = await sentMovesOf(db, orders);
  return orders.map((o, i) =>
    apiOrder(
      o,
      snapshots[i] as ApiCart,
      payments.get(o.id) ?? [],
      sentMoves.get(o.id) ?? null,
      configurations,
    ),
  );
}

export async function orderView(db: Kysely<Database>, order: OrdersTable | undefined | null) {
  if (!order) return null;
  const [view] = await orderViews(db, [order]);
  return view ?? null;
}
