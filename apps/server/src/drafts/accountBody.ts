import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ClientError } from '../http/errors.ts';
import { requireOwner } from '../routes/swell/swellSession.ts';

// Shared by the drafts, lists and contact routes: the signed-in account behind X-Session,
// and request bodies checked with the machines' zod schemas and German messages.

const germanErrors = z.locales.de().localeError;

/**
 * The account of the request's session. No X-Session → 401 `session_required`; a session
 * without a login → 401 `login_required` with `message` (spec §6).
 */
export async function requireAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  message: string,
): Promise<{ sessionId: string; accountId: string }> {
  const owner = await requireOwner(app, request);
  if (!owner.accountId) throw new ClientError(401, 'login_required', message);
  return { sessionId: owner.sessionId, accountId: owner.accountId };
}

/**
 * Parses a body with a (strict) schema: not an object → 400 `invalid_request`; the first
 * problem → 400 with `param` = its path and a German message; unknown fields → 400
 * `unknown_field`.
 */
export function parseBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  what: string,
): z.output<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ClientError(400, 'invalid_request', `${what} fehlt: erwartet wird ein JSON-Objekt.`);
  }
  const result = schema.safeParse(body, { error: germanErrors });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (issue?.code === 'unrecognized_keys') {
    const prefix = issue.path.map(String).join('.');
    const keys = issue.keys.map((key) => (prefix ? `${prefix}.${key}` : key));
    throw new ClientError(400, 'unknown_field', issue.message, keys[0]);
  }
  const param = issue?.path.map(String).join('.') ?? '';
  const message = issue?.message ?? 'ungültiger Wert';
  throw new ClientError(
    400,
    'invalid_request',
    param ? `${what}: „${param}“ – ${message}` : `${what}: ${message}`,
    param || undefined,
  );
}
