import {
  CUSTOMER_ADDRESS_KINDS,
  customerAddressBodySchema,
  recipientAddressBodySchema,
} from '@federkiel/machines/fulfilment/addressCorrection';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createFontLoader } from '../../configurations/cmsFonts.ts';
import { AddressRefused } from '../../dashboard/addressCorrection.ts';
import { cardAddress, correctCardAddress } from '../../dashboard/addressCorrectionCard.ts';
import { correctCustomerAddress } from '../../dashboard/addressCorrectionCustomer.ts';
import type { Staff } from '../../dashboard/staffSessions.ts';
import { parseInput } from '../../http/validate.ts';
import { detailOf, findOrder } from './orderLookup.ts';

// Address corrections before production (issue 28, docs/dashboard.md):
//   PUT /orders/{id}/addresses/{billing|shipping}   the customer's address
//   GET/PUT /orders/{id}/cards/{n}/address          card n's recipient (GET: the fields)
// Each answers the new OrderDetail; a field problem is 400 with every field's German message
// in `errors`, a started production 409, an address the robot cannot write 422.

const customerParams = z
  .object({ id: z.string().min(1).max(64), kind: z.enum(CUSTOMER_ADDRESS_KINDS) })
  .strict();
const cardParams = z
  .object({ id: z.string().min(1).max(64), n: z.coerce.number().int().min(1).max(1_000_000) })
  .strict();

/** German messages for the body's shape (lengths, types) at the field they concern. */
function shapeErrors(schema: z.ZodType, body: unknown): Record<string, string> | null {
  const result = schema.safeParse(body);
  if (result.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    errors[field] ??=
      issue.code === 'too_big' && 'maximum' in issue
        ? `Höchstens ${String(issue.maximum)} Zeichen möglich.`
        : issue.code === 'unrecognized_keys'
          ? `Unbekannte Angabe: ${issue.keys.join(', ')}.`
          : 'Bitte einen Text angeben.';
  }
  return errors;
}

function parseAddress<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const errors = shapeErrors(schema, body);
  if (errors) throw new AddressRefused(errors);
  return schema.parse(body);
}

function staffOf(request: FastifyRequest): Staff {
  return request.staff ?? { name: 'API', sessionHash: null };
}

/** The store's error shape, plus every field's message for the dialog. */
function refused(reply: FastifyReply, error: AddressRefused) {
  return reply.code(400).send({
    error: { message: error.message, code: error.code, param: error.param },
    errors: error.errors,
  });
}

export const orderAddressRoutes: FastifyPluginAsync = async (app) => {
  const fonts = createFontLoader({ cmsUrl: app.config.cmsUrl, timeoutMs: 5000 });

  app.put('/orders/:id/addresses/:kind', async (request, reply) => {
    const { id, kind } = parseInput(customerParams, request.params, 'query');
    try {
      const body = parseAddress(customerAddressBodySchema, request.body);
      const order = await findOrder(app, { id });
      await correctCustomerAddress(app, order, kind, body, staffOf(request));
      return await detailOf(app, order.id);
    } catch (error) {
      if (error instanceof AddressRefused) return refused(reply, error);
      throw error;
    }
  });

  app.get('/orders/:id/cards/:n/address', async (request) => {
    const { id, n } = parseInput(cardParams, request.params, 'query');
    return cardAddress(app, await findOrder(app, { id }), n);
  });

  app.put('/orders/:id/cards/:n/address', async (request, reply) => {
    const { id, n } = parseInput(cardParams, request.params, 'query');
    try {
      const body = parseAddress(recipientAddressBodySchema, request.body);
      const order = await findOrder(app, { id });
      await correctCardAddress(app, fonts, order, n, body, staffOf(request));
      return await detailOf(app, order.id);
    } catch (error) {
      if (error instanceof AddressRefused) return refused(reply, error);
      throw error;
    }
  });
};
