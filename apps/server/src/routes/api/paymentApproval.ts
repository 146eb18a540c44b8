import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/validate.ts';
import {
  APPROVAL_RELEASED_MESSAGE,
  approvalOf,
  latestApproval,
  registerApproval,
  type CartApproval,
} from '../../payments/approvals.ts';
import { fieldErrors, isFieldErrors } from '../../store/fieldErrors.ts';
import { recentOrder } from '../../store/orders/repeatedOrder.ts';
import { inSession, type SessionScope } from '../../store/sessionScope.ts';

// Issue 33: the payment the customer left to approve, known by the cart on the server, so a
// reload, a second tab or a restarted browser can ask "is there an approved payment for my
// cart that is not settled yet?" (payments/approvals.ts, docs/checkout.md).
//   PUT /api/cart/payment-approval {intent_id}  — before leaving for the approval page
//   GET /api/cart/payment-approval              — the cart's latest approval and its state

const approvalInput = z.object({ intent_id: z.string().min(1).max(200) });
const approvalQuery = z.looseObject({ intent_id: z.string().min(1).max(200).optional() });

export const paymentApprovalRoutes: FastifyPluginAsync = async (app) => {
  app.put('/cart/payment-approval', async (request) => {
    const { intent_id: intentId } = parseInput(approvalInput, request.body ?? {});
    const intent = await app.store.gateway.intent(intentId);
    if (!intent) {
      return fieldErrors({
        intent_id: { code: 'NOT_FOUND', message: 'Diese Zahlung kennen wir nicht.' },
      });
    }
    const registered = await inSession(app, request, async (scope) => {
      const cart = await scope.currentCart();
      if (!cart || cart.status !== 'active') {
        return fieldErrors({ items: { code: 'REQUIRED', message: 'Dein Warenkorb ist leer.' } });
      }
      await registerApproval(
        scope.db,
        { intentId, cartId: cart.id, method: intent.method, gateway: app.store.gateway.name },
        scope.now,
      );
      return withOrder(scope, await latestApproval(scope.db, cart.id));
    });
    return isFieldErrors(registered) ? registered : describe(app, registered);
  });

  // `?intent_id=` asks about one approval of the cart (the tab's own), else the latest.
  app.get('/cart/payment-approval', async (request) => {
    const { intent_id: intentId } = parseInput(approvalQuery, request.query, 'query');
    const found = await inSession(app, request, async (scope) => {
      const cartId = await cartOfSession(scope, intentId === undefined);
      if (!cartId) return null;
      const approval = intentId
        ? await approvalOf(scope.db, intentId)
        : await latestApproval(scope.db, cartId);
      return withOrder(scope, approval && approval.cart_id === cartId ? approval : null);
    });
    return isFieldErrors(found) ? found : describe(app, found);
  });
};

/**
 * The session's cart, or after its order the cart that order was placed from. Without a named
 * intent (a tab that knows nothing of the cart asks) only a fresh order counts: a customer who
 * ordered yesterday and opens the checkout with an empty cart is not shown that order again.
 */
async function cartOfSession(scope: SessionScope, freshOnly: boolean): Promise<string | null> {
  const cart = await scope.currentCart();
  if (cart) return cart.id;
  if (freshOnly) return (await recentOrder(scope))?.cart_id ?? null;
  const lastId = scope.session.last_order_id;
  if (!lastId) return null;
  const order = await scope.db
    .selectFrom('orders')
    .select('cart_id')
    .where('id', '=', lastId)
    .executeTakeFirst();
  return order?.cart_id ?? null;
}

/** The approval with the cart's order, if the cart was ordered (with it or otherwise). */
async function withOrder(scope: SessionScope, approval: CartApproval | null) {
  if (!approval) return null;
  const order = await scope.db
    .selectFrom('orders')
    .select(['id', 'number'])
    .where('cart_id', '=', approval.cart_id)
    .executeTakeFirst();
  return { approval, order: order ?? null };
}

/**
 * Asks the gateway outside the session's transaction: on SQLite the transaction holds the
 * one connection, and the gateway's records are read through it.
 */
async function describe(app: FastifyInstance, found: Awaited<ReturnType<typeof withOrder>>) {
  if (!found) return null;
  const { approval, order } = found;
  const intent = await app.store.gateway.intent(approval.intent_id);
  return {
    intent_id: approval.intent_id,
    method: approval.method,
    status: approval.status,
    // Approved at the gateway and not captured yet: the order may still be placed with it.
    approved: intent?.status === 'requires_capture' && approval.status === 'open',
    expires_at: approval.expires_at,
    // The cart's one order; `status: 'captured'` says this approval paid it.
    order,
    message:
      approval.status === 'released' || approval.status === 'releasing'
        ? APPROVAL_RELEASED_MESSAGE
        : null,
  };
}
