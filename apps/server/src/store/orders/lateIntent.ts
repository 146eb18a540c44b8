import type { FastifyInstance } from 'fastify';
import { approvalOf, registerApproval, releaseApproval } from '../../payments/approvals.ts';
import type { PaymentMethod } from '../../payments/gateway.ts';
import type { SessionScope } from '../sessionScope.ts';
import { recentOrder } from './repeatedOrder.ts';

// Issue #40: two tabs pay one cart at the same moment. The winner's order empties the
// session; the loser's card authorisation then arrives with `PUT /api/cart` — and used to open
// a new, empty cart, where it waited `requires_capture` for the release job (30 minutes of the
// customer's money held). An intent that arrives on a session without an open cart, minutes
// after that session's order, was made for the ordered cart: it is written down for that
// cart and released at once, and no cart is opened for it. The tab then submits and is
// answered with the order (repeatedOrder.ts).

export interface LateIntent {
  intentId: string;
  /** The ordered cart the intent belongs to. */
  cartId: string;
}

/**
 * Inside the session's transaction: whether `intent` comes too late for the session's cart,
 * and if so writes it down for the ordered cart (an intent already known keeps its cart).
 */
export async function lateIntent(
  scope: SessionScope,
  intent: { id: string; method: PaymentMethod },
  gateway: string,
): Promise<LateIntent | null> {
  if (await scope.currentCart()) return null;
  const order = await recentOrder(scope);
  if (!order) return null;
  const ref = { intentId: intent.id, cartId: order.cart_id, method: intent.method, gateway };
  await registerApproval(scope.db, ref, scope.now);
  return { intentId: intent.id, cartId: order.cart_id };
}

/**
 * After the transaction (the gateway reads its records through the database): releases the
 * late intent, unless it is the approval that paid the order or belongs to another cart.
 */
export async function releaseLateIntent(app: FastifyInstance, late: LateIntent): Promise<void> {
  const approval = await approvalOf(app.db, late.intentId);
  if (approval?.cart_id !== late.cartId || approval.status !== 'open') return;
  try {
    await releaseApproval(app.db, app.store.gateway, late.intentId, app.store.clock.now());
  } catch (error) {
    // Left open, the release job ends it in time.
    app.log.warn({ err: error, intentId: late.intentId }, 'releasing a late intent failed');
  }
}
