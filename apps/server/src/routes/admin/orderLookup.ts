import type { OrderDetail } from '@federkiel/machines/fulfilment/dashboardApi';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { orderCards } from '../../dashboard/orderCards.ts';
import { orderDetail } from '../../dashboard/orderDetail.ts';
import { OrderNotFound } from '../../dashboard/orderMoves.ts';
import type { OrdersTable } from '../../db/schema.ts';
import { parseInput } from '../../http/validate.ts';
import { checkOrderWriting } from '../../production/unwritableCards.ts';

export const orderIdParams = z.object({ id: z.string().min(1).max(64) }).strict();

export async function findOrder(app: FastifyInstance, params: unknown): Promise<OrdersTable> {
  const { id } = parseInput(orderIdParams, params, 'query');
  const order = await app.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!order) throw new OrderNotFound();
  return order;
}

/**
 * The order's detail. `checkWriting: false` skips drawing every card first: the production
 * ZIP draws them anyway and records what it finds (a 10,000-card order would wait seconds
 * for its first byte).
 */
export async function detailOf(
  app: FastifyInstance,
  id: string,
  options: { checkWriting?: boolean } = {},
): Promise<OrderDetail> {
  const order = await findOrder(app, { id });
  const row = await app.db
    .selectFrom('order_rows')
    .selectAll()
    .where('order_id', '=', order.id)
    .executeTakeFirstOrThrow();
  const { configurations } = await orderCards(app.db, order);
  // Draws the cards as the production files would and flags what cannot be drawn (issue 26).
  if (options.checkWriting ?? true) await checkOrderWriting(app, order, configurations);
  return orderDetail(app.db, order, row, configurations);
}
