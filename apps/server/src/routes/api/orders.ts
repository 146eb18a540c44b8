import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ConfigurationRefused } from '../../configurations/configurationCheck.ts';
import { parseInput } from '../../http/validate.ts';
import { orderByCheckoutId } from '../../store/orders/checkoutOrder.ts';
import { apiPayment, orderView } from '../../store/orders/orderRecords.ts';
import { submitOrder } from '../../store/orders/submitOrder.ts';
import { inSession, type SessionScope } from '../../store/sessionScope.ts';

// Submitting the cart and reading the order back (cart.submitOrder / cart.getOrder), and
// the payment records swell-js can ask for (payment.get, payment.resetAsyncPayment).

const orderQuery = z.looseObject({ checkout_id: z.string().min(1).max(200).optional() });
const idParam = z.object({ id: z.string().min(1).max(200) });
const paymentUpdate = z.looseObject({ $reset_async_payment: z.boolean().optional() });

export const orderRoutes: FastifyPluginAsync = async (app) => {
  app.post('/cart/order', async (request, reply) => {
    try {
      return await submitOrder(app, request);
    } catch (error) {
      // A design the pen fonts of now cannot write (issue 26): 422, nothing charged.
      if (error instanceof ConfigurationRefused) return reply.code(422).send(error.body);
      throw error;
    }
  });

  app.get('/cart/order', async (request) => {
    const { checkout_id: checkoutId } = parseInput(orderQuery, request.query, 'query');
    return inSession(app, request, async (scope) => {
      // By checkout id: whole for the order's own session, a summary for 24 hours to any
      // other (store/orders/checkoutOrder.ts).
      if (checkoutId) {
        return orderByCheckoutId(scope.db, checkoutId, {
          sessionId: scope.sessionId,
          accountId: scope.account?.id ?? null,
          now: scope.now,
        });
      }
      // The session's last order; an account's order is never shown to a session signed
      // out of (or into another) account since.
      const order = scope.session.last_order_id
        ? await scope.db
            .selectFrom('orders')
            .selectAll()
            .where('id', '=', scope.session.last_order_id)
            .where((eb) =>
              scope.account
                ? eb.or([eb('account_id', 'is', null), eb('account_id', '=', scope.account.id)])
                : eb('account_id', 'is', null),
            )
            .executeTakeFirst()
        : undefined;
      return orderView(scope.db, order);
    });
  });

  /** A payment of an order this session or its account placed; null otherwise. */
  function paymentOf(id: string) {
    return async (scope: SessionScope) => {
      const payment = await scope.db
        .selectFrom('payments')
        .innerJoin('orders', 'orders.id', 'payments.order_id')
        .selectAll('payments')
        .where('payments.id', '=', id)
        .where((eb) =>
          eb.or([
            eb('orders.session_id', '=', scope.sessionId),
            ...(scope.account ? [eb('orders.account_id', '=', scope.account.id)] : []),
          ]),
        )
        .executeTakeFirst();
      return payment ? apiPayment(payment) : null;
    };
  }

  app.get('/payments/:id', async (request) => {
    const { id } = parseInput(idParam, request.params);
    return inSession(app, request, paymentOf(id));
  });

  // Swell resets its async payment poll timer here; the sandbox settles payments at once,
  // so this only answers the payment.
  app.put('/payments/:id', async (request) => {
    const { id } = parseInput(idParam, request.params);
    parseInput(paymentUpdate, request.body ?? {});
    return inSession(app, request, paymentOf(id));
  });
};
