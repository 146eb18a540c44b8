import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  findStaffSession,
  sessionAccountRemoved,
  STAFF_COOKIE,
  type Staff,
} from '../../dashboard/staffSessions.ts';
import { sendError } from '../../http/errors.ts';
import { sendLoginLimited } from '../../staff/loginLimits.ts';
import { KEY_LOGIN_OFF, keyLoginOpen } from '../../staff/keyLogin.ts';
import { anyStaffAccount } from '../../staff/staffAccounts.ts';
import { refusalFor, roleMay, routeIdOf } from '../../staff/permissions.ts';
import { redactAnswer } from '../../staff/redaction.ts';
import { adminKeyMatches, presentedAdminKey } from './adminKey.ts';

// Who is asking under /swell/admin: a staff session (cookie from the login) or a script
// with the admin key itself (`Authorization: Bearer <ADMIN_KEY>`). Every request — unknown
// paths too, so the lock does not reveal which routes exist — needs one of them. Then the
// role decides (issue 28): every route is checked against staff/permissions.ts, 403 with a
// German message when the role may not. The admin key acts as owner.

const LOCKED = 'The dashboard is locked: ADMIN_KEY is not configured on the server.';
export const ACCOUNT_REMOVED =
  'Ihr Zugang wurde entfernt. Bei Fragen wenden Sie sich bitte an die Inhaberin oder den Inhaber.';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const STAFF_NAME_MAX = 80;

/**
 * The origins a cookie-authenticated write may come from: PUBLIC_URL's and those in
 * CORS_EXTRA_ORIGINS. Never one made from the request's own Host header, which the sender
 * chooses (issue #32).
 */
export function allowedOrigins(request: FastifyRequest): readonly string[] {
  return request.server.config.corsOrigins;
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

export const BAD_ORIGIN =
  'Diese Änderung kommt nicht von den Seiten des Shops und wurde abgelehnt.';

/**
 * The 403 for a write from elsewhere. The public writes (invitation, password reset) use it
 * too: they carry a token instead of the cookie, and still come only from the shop's pages.
 */
export function refuseForeignOrigin(request: FastifyRequest, reply: FastifyReply) {
  return originAllowed(request) ? undefined : sendError(reply, 403, 'bad_origin', BAD_ORIGIN);
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
  if (request.routeOptions.config?.publicAdmin) return undefined;

  reply.header('www-authenticate', 'Bearer realm="dashboard"');
  const presented = presentedAdminKey(request);
  let staff: Staff | null;
  if (presented !== null) {
    const expected = app.config.adminKey;
    if (expected === null) return sendError(reply, 401, 'unauthorized', LOCKED);
    // A script's key is a login: counted per address like the login's (staff/loginLimits.ts),
    // and refused over the limit, the right key too. Sessions are never counted nor refused.
    const limited = await app.staffLoginLimits.check(request);
    if (limited) return sendLoginLimited(reply.removeHeader('www-authenticate'), limited.until);
    if (!adminKeyMatches(presented, expected)) {
      await app.staffLoginLimits.failed(request);
      return sendError(
        reply,
        401,
        'unauthorized',
        'A valid admin key is required (Authorization: Bearer <key>).',
      );
    }
    if (!(await keyLoginOpen(app))) return sendError(reply, 401, 'key_login_off', KEY_LOGIN_OFF);
    staff = { name: scriptStaffName(request), sessionHash: null, accountId: null, role: 'owner' };
  } else {
    const token = request.cookies[STAFF_COOKIE];
    staff = token ? await findStaffSession(app.db, token, app.store.clock.now()) : null;
    // The key's sessions end when ADMIN_KEY_LOGIN=off takes effect.
    if (staff && !staff.accountId && !(await keyLoginOpen(app))) staff = null;
    if (!staff) {
      if (app.config.adminKey === null && !(await anyStaffAccount(app.db))) {
        return sendError(reply, 401, 'unauthorized', LOCKED);
      }
      if (token && (await sessionAccountRemoved(app.db, token))) {
        return sendError(reply, 401, 'account_removed', ACCOUNT_REMOVED);
      }
      return sendError(
        reply,
        401,
        'unauthorized',
        'Bitte melde dich im Dashboard an (Sitzung abgelaufen oder abgemeldet).',
      );
    }
    if (!SAFE_METHODS.has(request.method)) {
      const refused = refuseForeignOrigin(request, reply);
      if (refused) return refused;
    }
  }
  const role = staff.role ?? 'owner';
  // An unknown path has no route: it answers 404 below, whatever the role.
  const url = request.routeOptions.url;
  if (url !== undefined && !roleMay(role, routeIdOf(request.method, url))) {
    return sendError(reply, 403, 'forbidden_role', refusalFor(role));
  }
  request.staff = staff;
  return undefined;
}

/**
 * Each answer holds only the fields the role may see (staff/redaction.ts, the allow-list in
 * machines/src/fulfilment/staffFields.ts) — whatever route produced it.
 */
export async function redactForRole(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  const staff = request.staff;
  if (!staff) return payload;
  const routeId = routeIdOf(request.method, request.routeOptions.url);
  return redactAnswer(payload, staff.role ?? 'owner', routeId, reply.statusCode);
}
