import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countHit } from '../http/rateLimitStore.ts';
import { findApiKey } from './apiKeys.ts';
import type { BusinessApiKeysTable } from './businessTables.ts';
import { sendBusinessError } from './messages.ts';

// Every /business/v1 call but the OpenAPI document carries `Authorization: Bearer fk_…`.
// The key is looked up on every request (a revoked key is refused on the next call, no
// cache), counted against its own rate limit in the shared `rate_limits` table (several
// server processes count together, http/rateLimitStore.ts), and never logged: the logger
// redacts `authorization` (buildServer.ts).

declare module 'fastify' {
  interface FastifyRequest {
    businessKey?: BusinessApiKeysTable;
  }
}

/** Requests per key and minute: a CRM syncing in bursts, not a scraper. */
export const KEY_RATE_LIMIT = { max: 120, windowMs: 60_000 };

export function requireKey(request: FastifyRequest): BusinessApiKeysTable {
  const key = request.businessKey;
  if (!key) throw new Error('business route without the key hook');
  return key;
}

export function keyHook(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization;
    const presented = typeof header === 'string' ? /^Bearer (\S+)$/.exec(header)?.[1] : undefined;
    const key = presented ? await findApiKey(app.db, presented) : null;
    if (!key) return sendBusinessError(request, reply, 401, 'unauthorized');
    const nowMs = Date.now();
    const window = await countHit(app.db, 'business_api', key.id, KEY_RATE_LIMIT.windowMs, nowMs);
    if (window.hits > KEY_RATE_LIMIT.max) {
      reply.header(
        'retry-after',
        String(Math.max(1, Math.ceil((window.resetAtMs - nowMs) / 1000))),
      );
      return sendBusinessError(request, reply, 429, 'rate_limited');
    }
    request.businessKey = key;
  };
}
