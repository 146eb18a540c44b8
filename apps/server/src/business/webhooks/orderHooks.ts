import type { FastifyInstance } from 'fastify';
import { orderEventView } from '../orderViews.ts';
import type { WebhookEvent } from './events.ts';
import { enqueueOrderEvent } from './queue.ts';

// The one door through which the shop tells an account's webhooks about its orders — every
// order with an account, placed through the API or in the browser. The places that change an
// order call these after their change is stored:
// - the store checkout (store/orders/submitOrder.ts) and a WunderLink's redemption: placed,
//   and paid when the payments cover the total (the charge is captured at submission);
// - the dashboard's moves (dashboard/orderMoves.ts, also the API's own cancel): production
//   step, sent out (with tracking), canceled;
// - refunds (dashboard/orderRefund.ts).
// They never throw: the change is stored, and a webhook must not turn it into an error for
// the customer or the staff.

/** Queues `events` of the order for the subscribed endpoints of its account, in this order. */
export async function announceOrderEvents(
  app: FastifyInstance,
  orderId: string,
  events: WebhookEvent[],
): Promise<void> {
  if (events.length === 0) return;
  try {
    const found = await orderEventView(app.db, orderId);
    if (!found) return;
    await enqueueOrderEvent(app, found.accountId, events, found.order);
  } catch (error) {
    app.log.warn({ err: error, orderId, events }, 'queueing webhook events failed');
  }
}

/** A new order: placed, and paid when nothing is left to pay. */
export async function announcePlacedOrder(
  app: FastifyInstance,
  order: { id: string; paid: boolean },
): Promise<void> {
  await announceOrderEvents(
    app,
    order.id,
    order.paid ? ['order.placed', 'order.paid'] : ['order.placed'],
  );
}

/** A staff move of an order (dashboard/orderMoves.ts) as webhook events. */
export async function announceOrderMove(
  app: FastifyInstance,
  orderId: string,
  outcome: { status: string; production: string; changes?: string[]; actions?: string[] },
): Promise<void> {
  const events: WebhookEvent[] = [];
  if (outcome.changes?.includes('production')) events.push('order.production_status_changed');
  if (outcome.actions?.includes('notifySentOut')) events.push('order.sent');
  if (outcome.changes?.includes('status') && outcome.status === 'canceled') {
    events.push('order.canceled');
  }
  await announceOrderEvents(app, orderId, events);
}
