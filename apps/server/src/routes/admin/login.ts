import { loginBodySchema } from '@federkiel/machines/fulfilment/dashboardApi';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  openStaffSession,
  revokeStaffSession,
  STAFF_COOKIE,
  STAFF_IDLE_MS,
} from '../../dashboard/staffSessions.ts';
import { sendError } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { adminKeyMatches } from './adminKey.ts';
import { originAllowed } from './staffAuth.ts';

// Sign-in with the admin key plus the staff member's name (recorded with every change).
// The key is checked once here and never stored in the browser: the browser gets an
// httpOnly, SameSite=Strict session cookie instead.

export const INVALID_ADMIN_KEY = 'Der Admin-Schlüssel ist ungültig.';

function cookieOptions(request: FastifyRequest) {
  return {
    path: '/swell/admin',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: request.server.config.publicUrl.startsWith('https:'),
  };
}

function sessionAnswer(name: string) {
  return { authenticated: true as const, staff: { name } };
}

export const loginRoutes: FastifyPluginAsync = async (app) => {
  app.post('/login', { config: { publicAdmin: true } }, async (request, reply) => {
    if (request.headers.origin !== undefined && !originAllowed(request)) {
      return sendError(
        reply,
        403,
        'bad_origin',
        'Die Anmeldung kommt nicht von den Seiten des Shops.',
      );
    }
    const body = parseInput(loginBodySchema, request.body);
    const expected = app.config.adminKey;
    if (expected === null || !adminKeyMatches(body.key, expected)) {
      if (expected !== null) await app.limits.adminKey.take(request);
      return sendError(reply, 401, 'invalid_admin_key', INVALID_ADMIN_KEY, 'key');
    }
    const token = await openStaffSession(app.db, body.name, app.store.clock.now());
    // The cookie outlives the idle limit only as a hint; the server decides (staffSessions.ts).
    reply.setCookie(STAFF_COOKIE, token, {
      ...cookieOptions(request),
      maxAge: Math.floor(STAFF_IDLE_MS / 1000),
    });
    return sessionAnswer(body.name);
  });

  app.get('/session', async (request) => sessionAnswer(request.staff?.name ?? 'API'));

  app.post('/logout', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.staff?.sessionHash) {
      await revokeStaffSession(app.db, request.staff.sessionHash, app.store.clock.now());
    }
    reply.clearCookie(STAFF_COOKIE, cookieOptions(request));
    return reply.code(204).send();
  });
};
