import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ClientError, sendError } from '../http/errors.ts';
import { parseInput } from '../http/validate.ts';
import { requireOwner } from '../routes/swell/swellSession.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './apiKeys.ts';
import { WEBHOOK_EVENTS } from './webhooks/events.ts';
import { resendDelivery } from './webhooks/queue.ts';
import { checkWebhookUrl, WebhookUrlRefused } from './webhooks/urlGuard.ts';

// The profile's „API-Schlüssel“ and „Webhooks“ (signed-in accounts, X-Session like every
// /swell route): make, list and revoke keys; register and remove webhook URLs; the latest
// deliveries with the receiver's answers, and one sent again.

const keyBody = z.strictObject({
  name: z.string().trim().min(1).max(80),
  mode: z.enum(['test', 'live']),
});
const webhookBody = z.strictObject({
  url: z.string().trim().max(2000),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1),
});
const idParam = z.strictObject({ id: z.string().min(1).max(64) });

async function accountOf(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const owner = await requireOwner(app, request);
  if (!owner.accountId) {
    throw new ClientError(401, 'login_required', 'Bitte melde dich an.');
  }
  return owner.accountId;
}

export const businessProfileRoutes: FastifyPluginAsync = async (app) => {
  const now = () => app.store.clock.now();

  app.get('/keys', async (request) => ({
    results: await listApiKeys(app.db, await accountOf(app, request)),
  }));

  app.post('/keys', async (request, reply) => {
    const accountId = await accountOf(app, request);
    const body = parseInput(keyBody, request.body);
    const made = await createApiKey(app.db, { accountId, ...body, now: now() });
    return reply.code(201).send({ ...made.key, secret: made.secret });
  });

  app.delete('/keys/:id', async (request, reply) => {
    const accountId = await accountOf(app, request);
    const { id } = parseInput(idParam, request.params);
    if (!(await revokeApiKey(app.db, accountId, id, now()))) {
      return sendError(reply, 404, 'not_found', 'Diesen Schlüssel gibt es nicht.');
    }
    return reply.code(204).send();
  });

  app.get('/webhooks', async (request) => {
    const accountId = await accountOf(app, request);
    const rows = await app.db
      .selectFrom('webhook_endpoints')
      .select(['id', 'url', 'events', 'created_at'])
      .where('account_id', '=', accountId)
      .where('deleted_at', 'is', null)
      .orderBy('created_at', 'desc')
      .execute();
    return { results: rows.map((r) => ({ ...r, events: JSON.parse(r.events) as string[] })) };
  });

  app.post('/webhooks', async (request, reply) => {
    const accountId = await accountOf(app, request);
    const body = parseInput(webhookBody, request.body);
    try {
      await checkWebhookUrl(body.url, app.config.businessWebhooksAllowPrivate);
    } catch (error) {
      if (error instanceof WebhookUrlRefused) {
        throw new ClientError(400, 'webhook_url_refused', error.message, 'url');
      }
      throw error;
    }
    const row = {
      id: `whe_${randomBytes(12).toString('hex')}`,
      account_id: accountId,
      url: body.url,
      events: JSON.stringify([...new Set(body.events)]),
      secret: `whsec_${randomBytes(32).toString('base64url')}`,
      created_at: now().toISOString(),
      deleted_at: null,
    };
    await app.db.insertInto('webhook_endpoints').values(row).execute();
    return reply.code(201).send({
      id: row.id,
      url: row.url,
      events: JSON.parse(row.events) as string[],
      created_at: row.created_at,
      // Shown once; the profile never shows it again.
      secret: row.secret,
    });
  });

  app.delete('/webhooks/:id', async (request, reply) => {
    const accountId = await accountOf(app, request);
    const { id } = parseInput(idParam, request.params);
    const done = await app.db
      .updateTable('webhook_endpoints')
      .set({ deleted_at: now().toISOString() })
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) {
      return sendError(reply, 404, 'not_found', 'Diesen Webhook gibt es nicht.');
    }
    return reply.code(204).send();
  });

  app.get('/webhooks/deliveries', async (request) => {
    const accountId = await accountOf(app, request);
    const rows = await app.db
      .selectFrom('webhook_deliveries')
      .innerJoin('webhook_endpoints', 'webhook_endpoints.id', 'webhook_deliveries.endpoint_id')
      .select([
        'webhook_deliveries.id',
        'webhook_deliveries.event',
        'webhook_deliveries.status',
        'webhook_deliveries.attempts',
        'webhook_deliveries.next_attempt_at',
        'webhook_deliveries.last_status_code',
        'webhook_deliveries.last_response',
        'webhook_deliveries.created_at',
        'webhook_deliveries.delivered_at',
        'webhook_endpoints.url',
      ])
      .where('webhook_deliveries.account_id', '=', accountId)
      .orderBy('webhook_deliveries.created_at', 'desc')
      .limit(100)
      .execute();
    return { results: rows };
  });

  app.post('/webhooks/deliveries/:id/resend', async (request, reply) => {
    const accountId = await accountOf(app, request);
    const { id } = parseInput(idParam, request.params);
    if (!(await resendDelivery(app, accountId, id))) {
      return sendError(reply, 404, 'not_found', 'Diese Zustellung gibt es nicht.');
    }
    return reply.code(202).send({ id });
  });
};
