import {
  additionalCommentBodySchema,
  bulkProductionBodySchema,
  noteBodySchema,
  orderListQuerySchema,
  productionMoveBodySchema,
  statusMoveBodySchema,
} from '@federkiel/machines/fulfilment/dashboardApi';
import type { Move } from '@federkiel/machines/fulfilment/moves';
import type { TrackingBody } from '@federkiel/machines/fulfilment/tracking';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { cardsJson, orderCards } from '../../dashboard/orderCards.ts';
import { checkListQuery } from '../../dashboard/orderListRole.ts';
import { listOrders } from '../../dashboard/orderRows.ts';
import { addOrderEvent, moveOrder } from '../../dashboard/orderMoves.ts';
import type { Staff } from '../../dashboard/staffSessions.ts';
import { sendError } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { detailOf, findOrder } from './orderLookup.ts';

// The order list, one order, its cards, and every change staff make to an order.

function staffOf(request: FastifyRequest): Staff {
  // The lock (staffAuth.ts) ran before every route here.
  return request.staff ?? { name: 'API', sessionHash: null };
}

async function answerMove(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  move: Move,
  tracking?: TrackingBody,
) {
  const order = await findOrder(app, request.params);
  const outcome = await moveOrder(app, order.id, move, staffOf(request), tracking);
  if (!outcome.ok) return sendError(reply, outcome.status, outcome.code, outcome.message);
  return detailOf(app, order.id);
}

export const orderRoutes: FastifyPluginAsync = async (app) => {
  app.get('/orders', async (request) => {
    const query = parseInput(orderListQuerySchema, request.query, 'query');
    checkListQuery(request.staff?.role ?? 'owner', query);
    return listOrders(app.db, query);
  });

  app.get('/orders/:id', async (request) => {
    const order = await findOrder(app, request.params);
    return detailOf(app, order.id);
  });

  app.get('/orders/:id/cards', async (request, reply) => {
    const order = await findOrder(app, request.params);
    return reply
      .type('application/json; charset=utf-8')
      .send(cardsJson(await orderCards(app.db, order)));
  });

  app.post('/orders/:id/status', async (request, reply) => {
    const body = parseInput(statusMoveBodySchema, request.body);
    return answerMove(app, request, reply, { kind: 'status', to: body.to, note: body.note });
  });

  app.post('/orders/:id/production-status', async (request, reply) => {
    const body = parseInput(productionMoveBodySchema, request.body);
    const move: Move = { kind: 'production', to: body.to, note: body.note };
    return answerMove(app, request, reply, move, body.tracking);
  });

  // Several orders to one production step: each goes through the machine on its own, so
  // one order that may not move does not stop the others.
  app.post('/orders/production-status', async (request) => {
    const body = parseInput(bulkProductionBodySchema, request.body);
    const staff = staffOf(request);
    const results = [];
    for (const id of [...new Set(body.ids)]) {
      const order = await app.db
        .selectFrom('orders')
        .select(['id', 'number'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!order) {
        results.push({ id, number: null, ok: false, message: 'Diese Bestellung gibt es nicht.' });
        continue;
      }
      const outcome = await moveOrder(
        app,
        id,
        { kind: 'production', to: body.to, note: body.note },
        staff,
      );
      results.push(
        outcome.ok
          ? { id, number: order.number, ok: true }
          : { id, number: order.number, ok: false, message: outcome.message },
      );
    }
    return { results };
  });

  app.post('/orders/:id/notes', async (request, reply) => {
    const body = parseInput(noteBodySchema, request.body);
    const order = await findOrder(app, request.params);
    await addOrderEvent(app, order.id, staffOf(request), { kind: 'note', note: body.text });
    return reply.code(201).send(await detailOf(app, order.id));
  });

  app.put('/orders/:id/additional-comment', async (request) => {
    const body = parseInput(additionalCommentBodySchema, request.body);
    const order = await findOrder(app, request.params);
    if (body.text !== order.additional_comment) {
      await app.db
        .updateTable('orders')
        .set({ additional_comment: body.text, date_updated: app.store.clock.now().toISOString() })
        .where('id', '=', order.id)
        .execute();
      await addOrderEvent(app, order.id, staffOf(request), {
        kind: 'additional_comment',
        note: body.text,
        from: order.additional_comment || null,
      });
    }
    return detailOf(app, order.id);
  });
};
