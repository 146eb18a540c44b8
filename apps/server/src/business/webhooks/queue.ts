import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { WebhookDeliveriesTable } from '../businessTables.ts';
import type { BusinessOrder } from '../schemas.ts';
import type { WebhookEvent } from './events.ts';
import { postWebhook } from './post.ts';
import { SIGNATURE_HEADER, sign } from './signature.ts';

// Webhook deliveries live in `webhook_deliveries`: an event becomes one row per subscribed
// endpoint, and `deliverDue` sends whatever is due by the server's clock. A failed attempt
// (no answer, or not 2xx) is tried again after 30 s, 1 min, 2 min … (doubling, at most 6 h)
// until 24 h after the event; then the row is `failed`. Since the queue is in the database,
// a restart only delays deliveries. A row is claimed by moving its due time forward in one
// conditional update, so two server processes never send the same attempt twice.

export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 6 * 60 * 60 * 1000;
export const RETRY_FOR_MS = 24 * 60 * 60 * 1000;
/** How long a claimed attempt may take before another process may try it. */
const LEASE_MS = 60_000;
const TIMEOUT_MS = 10_000;
/** The receiver's answer kept for the profile's list. */
const RESPONSE_KEEP = 500;

function newDeliveryId(): string {
  return `whd_${randomBytes(12).toString('hex')}`;
}

/**
 * One delivery row per subscribed endpoint and event, all due now. The events of one change
 * (placed and paid) are dated a millisecond apart, so `deliverDue`, which sends by due time
 * and then by date, sends them in the order they happened. Callers go through orderHooks.ts.
 */
export async function enqueueOrderEvent(
  app: FastifyInstance,
  accountId: string,
  events: WebhookEvent[],
  order: BusinessOrder,
): Promise<void> {
  const now = app.store.clock.now();
  const endpoints = await app.db
    .selectFrom('webhook_endpoints')
    .select(['id', 'events'])
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .execute();
  const rows: WebhookDeliveriesTable[] = events.flatMap((event, index) => {
    const at = new Date(now.getTime() + index).toISOString();
    return endpoints
      .filter((e) => (JSON.parse(e.events) as string[]).includes(event))
      .map((e): WebhookDeliveriesTable => {
        const id = newDeliveryId();
        return {
          id,
          endpoint_id: e.id,
          account_id: accountId,
          event,
          payload: JSON.stringify({ id, type: event, created_at: at, data: { order } }),
          status: 'pending',
          attempts: 0,
          next_attempt_at: now.toISOString(),
          last_status_code: null,
          last_response: null,
          created_at: at,
          delivered_at: null,
        };
      });
  });
  if (rows.length === 0) return;
  await app.db.insertInto('webhook_deliveries').values(rows).execute();
  // Sent at once when the receiver is up; the timer picks up whatever this misses.
  track(app, deliverDue(app));
}

/**
 * The sends started in the background, awaited when the server closes (webhooksIdle). Kept
 * by the server's database handle: routes get their plugin's own Fastify instance, the
 * database is the server's one.
 */
const inFlight = new WeakMap<object, Set<Promise<unknown>>>();

function track(app: FastifyInstance, sending: Promise<unknown>): void {
  const running = inFlight.get(app.db) ?? new Set();
  inFlight.set(app.db, running);
  const settled = sending
    .catch((error: unknown) => app.log.warn({ err: error }, 'webhook delivery failed'))
    .finally(() => running.delete(settled));
  running.add(settled);
}

/**
 * Resolves when the background sends started so far have ended: the server's close waits
 * for them (an attempt is not cut off half-recorded), and tests wait for them instead of
 * polling.
 */
export async function webhooksIdle(app: FastifyInstance): Promise<void> {
  for (let running = inFlight.get(app.db); running && running.size > 0;) {
    await Promise.all([...running]);
  }
}

async function attempt(app: FastifyInstance, delivery: WebhookDeliveriesTable): Promise<void> {
  const endpoint = await app.db
    .selectFrom('webhook_endpoints')
    .select(['url', 'secret', 'deleted_at'])
    .where('id', '=', delivery.endpoint_id)
    .executeTakeFirst();
  const nowMs = app.store.clock.now().getTime();
  let status: number | null = null;
  let response = '';
  if (endpoint && !endpoint.deleted_at) {
    try {
      const answer = await postWebhook(
        endpoint.url,
        {
          'content-type': 'application/json',
          'user-agent': 'Federkiel-Webhooks/1',
          [SIGNATURE_HEADER]: sign(endpoint.secret, Math.floor(nowMs / 1000), delivery.payload),
        },
        delivery.payload,
        {
          allowPrivate: app.config.businessWebhooksAllowPrivate,
          timeoutMs: TIMEOUT_MS,
          keepChars: RESPONSE_KEEP,
        },
      );
      status = answer.status;
      response = answer.body;
    } catch (error) {
      response = error instanceof Error ? error.message : String(error);
    }
  } else {
    response = 'endpoint deleted';
  }
  const attempts = delivery.attempts + 1;
  const ok = status !== null && status >= 200 && status < 300;
  const delay = Math.min(RETRY_BASE_MS * 2 ** (attempts - 1), RETRY_MAX_MS);
  const giveUp =
    !endpoint ||
    !!endpoint.deleted_at ||
    nowMs + delay > new Date(delivery.created_at).getTime() + RETRY_FOR_MS;
  await app.db
    .updateTable('webhook_deliveries')
    .set({
      attempts,
      last_status_code: status,
      last_response: response,
      status: ok ? 'delivered' : giveUp ? 'failed' : 'pending',
      next_attempt_at: ok || giveUp ? null : new Date(nowMs + delay).toISOString(),
      delivered_at: ok ? new Date(nowMs).toISOString() : null,
    })
    .where('id', '=', delivery.id)
    .execute();
}

/** Sends every delivery that is due now; returns how many were attempted. */
export async function deliverDue(app: FastifyInstance, limit = 20): Promise<number> {
  const now = app.store.clock.now();
  const due = await app.db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now.toISOString())
    .orderBy('next_attempt_at')
    .orderBy('created_at')
    .limit(limit)
    .execute();
  let attempted = 0;
  for (const delivery of due) {
    const claimed = await app.db
      .updateTable('webhook_deliveries')
      .set({ next_attempt_at: new Date(now.getTime() + LEASE_MS).toISOString() })
      .where('id', '=', delivery.id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '=', delivery.next_attempt_at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    await attempt(app, delivery);
    attempted += 1;
  }
  return attempted;
}

/** Queues one delivery again now (the profile's „erneut senden“), as a fresh retry period. */
export async function resendDelivery(
  app: FastifyInstance,
  accountId: string,
  id: string,
): Promise<boolean> {
  const now = app.store.clock.now().toISOString();
  const result = await app.db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', next_attempt_at: now, created_at: now, delivered_at: null })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await deliverDue(app);
  return true;
}

/** The background sender: every few seconds, stopped when the server closes. */
export function startWebhookWorker(app: FastifyInstance, everyMs = 5_000): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    track(
      app,
      deliverDue(app).finally(() => {
        running = false;
      }),
    );
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await webhooksIdle(app);
  });
}
