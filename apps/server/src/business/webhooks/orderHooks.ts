import type { FastifyInstance } from 'fastify';
import { notifyOrderEvent } from './queue.ts';

// A staff move of an order (dashboard/orderMoves.ts) as webhook events: a new production step,
// the cards sent out (with the parcel's tracking number when there is one), a cancellation.

export async function notifyBusinessMove(
  app: FastifyInstance,
  orderId: string,
  outcome: { status: string; production: string; changes?: string[]; actions?: string[] },
): Promise<void> {
  if (outcome.changes?.includes('production')) {
    await notifyOrderEvent(app, orderId, 'order.production_status_changed');
  }
  if (outcome.actions?.includes('notifySentOut')) {
    await notifyOrderEvent(app, orderId, 'order.sent');
  }
  if (outcome.changes?.includes('status') && outcome.status === 'canceled') {
    await notifyOrderEvent(app, orderId, 'order.canceled');
  }
}
