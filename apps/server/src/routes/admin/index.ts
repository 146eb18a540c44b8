import type { FastifyPluginAsync } from 'fastify';
import { jsonNotFound, sendError } from '../../http/errors.ts';
import { adminKeyMatches, presentedAdminKey } from './adminKey.ts';

// The order dashboard's API under /swell/admin, for shop staff only. Every request —
// unknown paths included, so the lock does not reveal which routes exist — must carry
// ADMIN_KEY. Without a configured key (development without .env) everything is locked.

export const adminRoutes: FastifyPluginAsync = async (app) => {
  const expected = app.config.adminKey;

  app.addHook('onRequest', async (request, reply) => {
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
