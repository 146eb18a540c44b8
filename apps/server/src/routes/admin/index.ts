import type { FastifyPluginAsync } from 'fastify';
import { jsonNotFound, sendError } from '../../http/errors.ts';
import { sendRateLimited } from '../../http/rateLimits.ts';
import { adminKeyMatches, presentedAdminKey } from './adminKey.ts';

// The order dashboard's API under /swell/admin, for shop staff only. Every request —
// unknown paths included, so the lock does not reveal which routes exist — must carry
// ADMIN_KEY. Without a configured key (development without .env) everything is locked.
// Wrong keys are counted per IP (http/rateLimits.ts); an address over the limit is refused
// with 429 before its key is even looked at, so a guess that hits cannot be told apart.

export const adminRoutes: FastifyPluginAsync = async (app) => {
  const expected = app.config.adminKey;
  const wrongKeys = app.limits.adminKey;

  app.addHook('onRequest', async (request, reply) => {
    const limited = await wrongKeys.peek(request);
    if (limited.limited) return sendRateLimited(reply, limited.retryAfterSeconds);
    const presented = presentedAdminKey(request);
    reply.header('www-authenticate', 'Bearer realm="dashboard"');
    if (expected === null) {
      return sendError(
        reply,
        401,
        'unauthorized',
        'The dashboard is locked: ADMIN_KEY is not configured on the server.',
      );
    }
    if (presented === null || !adminKeyMatches(presented, expected)) {
      // Only a wrong key counts: a request without one guesses nothing.
      if (presented !== null) await wrongKeys.take(request);
      return sendError(
        reply,
        401,
        'unauthorized',
        'A valid admin key is required (Authorization: Bearer <key>).',
      );
    }
  });

  // The dashboard's login screen calls this to check a key before storing it.
  app.get('/session', async () => ({ authenticated: true }));

  app.setNotFoundHandler(jsonNotFound);
};
