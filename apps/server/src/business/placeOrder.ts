import { randomBytes } from 'node:crypto';
import type { OrderConfiguration } from '@federkiel/machines/configurator/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from '../http/errors.ts';
import { writeSession } from '../store/sessions/sessionRecord.ts';
import { sessionTokens } from '../store/sessions/sessionToken.ts';
import type { BusinessApiKeysTable } from './businessTables.ts';
import { message } from './messages.ts';
import { businessOrder, quoteOf } from './orderViews.ts';
import type { OrderBody } from './schemas.ts';
import { StoreCalls, type StoreAnswer } from './storeCalls.ts';

// POST /business/v1/orders: the body becomes a configuration, a cart and — with a live key —
// an order, through the shop's own routes (storeCalls.ts). A test key stops after the cart is
// priced: nothing is charged and nothing reaches production. A refusal answers 422 with the
// store's field errors and, for a configuration, the affected cards (recipient, field, what
// to change) as configurations/configurationRefusal.ts words them.

export interface Answer {
  status: number;
  body: unknown;
}

function refused(request: FastifyRequest, answer: StoreAnswer, prefix: string): Answer {
  const body = answer.body ?? {};
  const errors: Record<string, unknown> = {};
  for (const [field, value] of Object.entries((body.errors ?? {}) as Record<string, unknown>)) {
    errors[prefix ? `${prefix}.${field}` : field] = value;
  }
  const first = Object.keys(errors)[0];
  return {
    status: 422,
    body: {
      ...errorBody(message(request, 'order_refused'), 'order_refused', first),
      errors,
      ...(Array.isArray(body.cards) ? { cards: body.cards } : {}),
    },
  };
}

function configurationOf(
  body: OrderBody,
  product: NonNullable<ReturnType<FastifyInstance['store']['catalogue']['product']>>,
): OrderConfiguration {
  return {
    version: 1,
    canvas: {
      id: product.id,
      key: product.canvasKey,
      name: product.name,
      kind: product.kind as OrderConfiguration['canvas']['kind'],
      widthMm: product.widthMm,
      heightMm: product.heightMm,
    },
    template: body.template,
    personalisation: body.personalisation,
    font: body.font,
    textSize: body.text_size,
    texts: body.texts,
    customSalutation: body.custom_salutation,
    customVariables: body.custom_variables,
    // Images need an upload first; the API does not take them yet (docs/business-api.md).
    images: { logo: null, outerBackground: null, innerBackground: null },
    recipients: body.recipients,
    shipping: {
      mode: body.shipping.mode,
      date: body.shipping.date,
      envelope: body.shipping.envelope,
    },
    ...(body.sender ? { sender: body.sender } : {}),
  };
}

export async function placeBusinessOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  key: BusinessApiKeysTable,
  body: OrderBody,
): Promise<Answer> {
  const product = app.store.catalogue.product(body.product_id);
  if (!product) {
    return {
      status: 400,
      body: errorBody(message(request, 'unknown_product'), 'unknown_product', 'product_id'),
    };
  }
  const now = app.store.clock.now();
  const card = await app.db
    .selectFrom('account_cards')
    .select('id')
    .where('account_id', '=', key.account_id)
    .orderBy('date_created', 'desc')
    .executeTakeFirst();
  if (key.mode === 'live' && !card) {
    return {
      status: 422,
      body: errorBody(message(request, 'no_saved_card'), 'no_saved_card', 'card'),
    };
  }

  const session = (await sessionTokens(app.db)).mint();
  await writeSession(app.db, session, { account_id: key.account_id }, now);
  const store = new StoreCalls(app, session);

  const configured = await store.call(
    'POST',
    '/swell/configurations',
    configurationOf(body, product),
  );
  if (configured.status === 422) return refused(request, configured, '');
  if (configured.status !== 201) return { status: configured.status, body: configured.body };
  const configurationId = configured.body.id as string;

  const added = await store.call('POST', '/api/cart/items', {
    product_id: product.id,
    quantity: body.recipients.length,
    metadata: { configurationId },
  });
  if (added.body?.errors) return refused(request, added, 'cart');

  const { address, mode } = body.shipping;
  const updated = await store.call('PUT', '/api/cart', {
    shipping: { ...address, service: mode },
    ...(body.coupon_code ? { coupon_code: body.coupon_code } : {}),
    ...(key.mode === 'live' && card
      ? { billing: { ...address, method: 'card', account_card_id: card.id } }
      : {}),
  });
  if (updated.body?.errors) return refused(request, updated, '');

  // The API order's row comes first: the store's checkout announces the new order to the
  // account's webhooks (business/webhooks/orderHooks.ts), and finds this row by its
  // configuration, so the events carry the API order's id.
  const id = `bo_${randomBytes(12).toString('hex')}`;
  await app.db
    .insertInto('business_orders')
    .values({
      id,
      account_id: key.account_id,
      api_key_id: key.id,
      mode: key.mode,
      order_id: null,
      configuration_id: configurationId,
      quote: JSON.stringify(quoteOf(updated.body, body.recipients.length)),
      created_at: now.toISOString(),
    })
    .execute();
  if (key.mode === 'live') {
    const ordered = await store.call('POST', '/api/cart/order').catch(async (error: unknown) => {
      await dropRow(app, id);
      throw error;
    });
    const failed =
      ordered.status === 422 || ordered.body?.errors
        ? refused(request, ordered, '')
        : ordered.status !== 200
          ? { status: ordered.status, body: ordered.body }
          : null;
    if (failed) {
      await dropRow(app, id);
      return failed;
    }
    await app.db
      .updateTable('business_orders')
      .set({ order_id: ordered.body.id as string })
      .where('id', '=', id)
      .execute();
  }
  return { status: 201, body: await businessOrder(app.db, key.account_id, id) };
}

/** A live order the shop refused leaves no API order behind. */
async function dropRow(app: FastifyInstance, id: string): Promise<void> {
  await app.db.deleteFrom('business_orders').where('id', '=', id).execute();
}
