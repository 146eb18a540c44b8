import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { unknownKeys } from '../configurations/unknownKeys.ts';
import { ClientError, jsonNotFound } from '../http/errors.ts';
import { parseInput } from '../http/validate.ts';
import { moveOrder } from '../dashboard/orderMoves.ts';
import { keyHook, requireKey } from './auth.ts';
import { bodyHash, claimKey, settleKey } from './idempotency.ts';
import { message, sendBusinessError } from './messages.ts';
import { openApiDocument } from './openapi.ts';
import { invoiceDb } from '../invoices/invoiceTables.ts';
import { storedDocuments } from '../invoices/invoiceDocuments.ts';
import { sendInvoiceFile } from '../routes/swell/invoiceFiles.ts';
import { documentsOf } from './orderDocuments.ts';
import { businessOrder, businessOrders, findBusinessOrder } from './orderViews.ts';
import { placeBusinessOrder, type Answer } from './placeOrder.ts';
import {
  documentParamSchema,
  idParamSchema,
  orderBodySchema,
  orderListQuerySchema,
  type OrderBody,
} from './schemas.ts';
import { cmsFonts, cmsTemplates } from './catalogue.ts';

// /business/v1 (issue 43, docs/business-api.md): what the configurator offers, orders placed
// with an API key, and the OpenAPI document of it all.

/** 10,000 recipients with addresses are several MB, as POST /swell/configurations takes. */
export const ORDER_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * The parsed body or query; a key the schema does not know is refused (400, `param` names it:
 * zod's strict objects report it on the parent, the configurator's own schemas drop it, which
 * unknownKeys.ts finds).
 */
function parseStrict<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  body: unknown,
): z.output<S> {
  const unknownField = (param: string) =>
    new ClientError(
      400,
      'invalid_request',
      `${param}: ${message(request, 'unknown_field')}`,
      param,
    );
  const result = schema.safeParse(body);
  const issue = result.success ? undefined : result.error.issues[0];
  if (issue?.code === 'unrecognized_keys') {
    const param = [...issue.path.map(String), issue.keys[0] ?? ''].join('.');
    throw unknownField(param);
  }
  const parsed = parseInput(schema, body);
  const unknown = unknownKeys(body, parsed, 1)[0];
  if (unknown) throw unknownField(unknown);
  return parsed;
}

function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(value)) {
    throw new ClientError(
      400,
      'invalid_request',
      'Idempotency-Key: 1 to 200 visible ASCII characters',
      'Idempotency-Key',
    );
  }
  return value;
}

async function placeOnce(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: OrderBody,
): Promise<FastifyReply> {
  const key = requireKey(request);
  const idempotencyKey = idempotencyKeyOf(request);
  const send = (answer: Answer) => reply.code(answer.status).send(answer.body);
  if (!idempotencyKey) return send(await placeBusinessOrder(app, request, key, body));
  const claim = await claimKey(app, key.id, idempotencyKey, bodyHash(request.body));
  if (claim.kind === 'conflict') {
    return sendBusinessError(request, reply, 409, 'idempotency_conflict', 'Idempotency-Key');
  }
  if (claim.kind === 'in_progress') {
    return sendBusinessError(request, reply, 409, 'idempotency_in_progress', 'Idempotency-Key');
  }
  if (claim.kind === 'replay') return send(claim.answer);
  let answer: Answer | null = null;
  try {
    answer = await placeBusinessOrder(app, request, key, body);
    return send(answer);
  } finally {
    await settleKey(app, key.id, idempotencyKey, answer);
  }
}

export const businessRoutes: FastifyPluginAsync = async (app) => {
  app.setNotFoundHandler(jsonNotFound);
  app.get('/openapi.json', async () => openApiDocument());

  await app.register(async (api) => {
    api.addHook('onRequest', keyHook(app));

    api.get('/templates', async (request) => cmsTemplates(app, request));
    api.get('/fonts', async (request) => cmsFonts(app, request));

    api.post('/orders', { bodyLimit: ORDER_BODY_LIMIT }, async (request, reply) => {
      const body = parseStrict(request, orderBodySchema, request.body);
      return placeOnce(app, request, reply, body);
    });

    api.get('/orders', async (request) => {
      const query = parseStrict(request, orderListQuerySchema, request.query);
      const key = requireKey(request);
      const { count, results } = await businessOrders(app.db, key.account_id, query);
      return { page: query.page, limit: query.limit, count, results };
    });

    api.get('/orders/:id', async (request, reply) => {
      const { id } = parseInput(idParamSchema, request.params);
      const order = await businessOrder(app.db, requireKey(request).account_id, id);
      if (!order) return sendBusinessError(request, reply, 404, 'not_found', 'id');
      return order;
    });

    // The order's invoices and credit notes, with the key (and only the key's account's).
    const document = async (request: FastifyRequest, reply: FastifyReply) => {
      const params = parseInput(documentParamSchema, request.params);
      const found = await findBusinessOrder(app.db, requireKey(request).account_id, params.id);
      if (!found) return sendBusinessError(request, reply, 404, 'not_found', 'id');
      const listed = found.orderId ? await documentsOf(app.db, found.orderId) : [];
      const doc = listed[params.n - 1];
      if (!doc || (params.format === 'xrechnung' && !doc.xrechnung)) {
        return sendBusinessError(request, reply, 404, 'document_not_found', 'n');
      }
      const files = await storedDocuments(invoiceDb(app.db), doc.id);
      return sendInvoiceFile(reply, files, params.format);
    };
    api.get('/orders/:id/documents/:n', document);
    api.get('/orders/:id/documents/:n/:format', document);

    api.post('/orders/:id/cancel', async (request, reply) => {
      const { id } = parseInput(idParamSchema, request.params);
      const accountId = requireKey(request).account_id;
      const found = await findBusinessOrder(app.db, accountId, id);
      if (!found) return sendBusinessError(request, reply, 404, 'not_found', 'id');
      if (found.view.mode === 'test')
        return sendBusinessError(request, reply, 409, 'test_order_cancel');
      if (!found.orderId) return sendBusinessError(request, reply, 409, 'not_cancelable');
      // "Not in production": before the pen starts (order received or material steps).
      if (['in_production', 'in_qa', 'sent_out'].includes(found.view.production_status ?? '')) {
        return sendBusinessError(request, reply, 409, 'not_cancelable');
      }
      // The dashboard's own move, so the fulfilment machine decides and the history records it.
      const outcome = await moveOrder(
        app,
        found.orderId,
        { kind: 'status', to: 'canceled', note: 'Storniert über die Business-API' },
        { name: 'Business-API', sessionHash: null },
      );
      if (!outcome.ok) return sendBusinessError(request, reply, 409, 'not_cancelable');
      return businessOrder(app.db, accountId, id);
    });
  });
};
