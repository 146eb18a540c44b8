import type { FastifyReply, FastifyRequest } from 'fastify';
import { findStaffSession, STAFF_COOKIE, type Staff } from '../../dashboard/staffSessions.ts';
import { sendError } from '../../http/errors.ts';
import { sendRateLimited } from '../../http/rateLimits.ts';
import { adminKeyMatches, presentedAdminKey } from './adminKey.ts';

// Who is asking under /swell/admin: a staff session (cookie from the login) or a script
// with the admin key itself (`Authorization: Bearer <ADMIN_KEY>`). Every request — unknown
// paths too, so the lock does not reveal which routes exist — needs one of them.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const STAFF_NAME_MAX = 80;

/** The origins a cookie-authenticated write may come from. */
export function allowedOrigins(request: FastifyRequest): string[] {
  const origins = [new URL(request.server.config.publicUrl).origin];
  origins.push(`${request.protocol}://${request.host}`);
  return origins;
}

/**
 * A write that rides on the cookie must come from the shop's own pages. SameSite=Strict
 * already keeps other sites' requests cookie-less; the Origin check also covers browsers
 * and proxies that get that wrong.
 */
export function originAllowed(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  return typeof origin === 'string' && allowedOrigins(request).includes(origin);
}

function scriptStaffName(request: FastifyRequest): string {
  const header = request.headers['x-staff-name'];
  const name = typeof header === 'string' ? header.trim().slice(0, STAFF_NAME_MAX) : '';
  return name || 'API';
}

export async function authenticateStaff(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const app = request.server;
  const wrongKeys = app.limits.adminKey;
  const limited = await wrongKeys.peek(request);
  if (limited.limited) return sendRateLimited(reply, limited.retryAfterSeconds);
  if (request.routeOptions.config?.publicAdmin) return undefined;

  const expected = app.config.adminKey;
  reply.header('www-authenticate', 'Bearer realm="dashboard"');
  if (expected === null) {
    return sendError(
      reply,
      401,
      'unauthorized',
      'The dashboard is locked: ADMIN_KEY is not configured on the server.',
    );
  }

  const presented = presentedAdminKey(request);
  if (presented !== null) {
    if (!adminKeyMatches(presented, expected)) {
      await wrongKeys.take(request);
      return sendError(
        reply,
        401,
        'unauthorized',
        'A valid admin key is required (Authorization: Bearer <key>).',
      );
    }
    request.staff = { name: scriptStaffName(request), sessionHash: null };
    return undefined;
  }

  const token = request.cookies[STAFF_COOKIE];
  const staff: Staff | null = token
    ? await findStaffSession(app.db, token, app.store.clock.now())
    : null;
  if (!staff) {
    return sendError(
      reply,
      401,
      'unauthorized',
      'Bitte melde dich im Dashboard an (Sitzung abgelaufen oder abgemeldet).',
    );
  }
  if (!SAFE_METHODS.has(request.method) && !originAllowed(request)) {
    return sendError(
      reply,
      403,
      'bad_origin',
      'Diese Änderung kommt nicht von den Seiten des Shops und wurde abgelehnt.',
    );
  }
  request.staff = staff;
  return undefined;
}
