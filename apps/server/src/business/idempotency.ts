import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Answer } from './placeOrder.ts';

// `Idempotency-Key` on POST /business/v1/orders: the first request with a key stores its
// answer; a repeat with the same body gets that answer back (no second order, no second
// charge), a repeat with another body 409. The row is inserted before the work starts — the
// primary key (api key id, idempotency key) lets only one request run it; a repeat arriving
// meanwhile gets 409 `idempotency_in_progress`. A first request that failed with a 5xx
// removes its row, so the client can try again with the same key.

export type Claim =
  | { kind: 'new' }
  | { kind: 'replay'; answer: Answer }
  | { kind: 'conflict' }
  | { kind: 'in_progress' };

export function bodyHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

export async function claimKey(
  app: FastifyInstance,
  apiKeyId: string,
  key: string,
  hash: string,
): Promise<Claim> {
  const inserted = await app.db
    .insertInto('business_idempotency')
    .values({
      api_key_id: apiKeyId,
      key,
      body_hash: hash,
      status_code: null,
      response: null,
      created_at: app.store.clock.now().toISOString(),
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1) return { kind: 'new' };
  const row = await app.db
    .selectFrom('business_idempotency')
    .selectAll()
    .where('api_key_id', '=', apiKeyId)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  if (row.body_hash !== hash) return { kind: 'conflict' };
  if (row.status_code === null || row.response === null) return { kind: 'in_progress' };
  return { kind: 'replay', answer: { status: row.status_code, body: JSON.parse(row.response) } };
}

export async function settleKey(
  app: FastifyInstance,
  apiKeyId: string,
  key: string,
  answer: Answer | null,
): Promise<void> {
  const where = app.db
    .updateTable('business_idempotency')
    .where('api_key_id', '=', apiKeyId)
    .where('key', '=', key);
  if (!answer || answer.status >= 500) {
    await app.db
      .deleteFrom('business_idempotency')
      .where('api_key_id', '=', apiKeyId)
      .where('key', '=', key)
      .execute();
    return;
  }
  await where.set({ status_code: answer.status, response: JSON.stringify(answer.body) }).execute();
}
