import {
  staffLoginBodySchema,
  type StaffIdentity,
  type StaffSessionAnswer,
} from '@federkiel/machines/fulfilment/staffApi';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  openStaffSession,
  revokeStaffSession,
  STAFF_COOKIE,
  STAFF_IDLE_MS,
} from '../../dashboard/staffSessions.ts';
import { sendError } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { KEY_LOGIN_OFF, keyLoginOpen } from '../../staff/keyLogin.ts';
import { sendLoginLimited } from '../../staff/loginLimits.ts';
import { checkStaffPassword } from '../../staff/staffAccounts.ts';
import { adminKeyMatches } from './adminKey.ts';
import { originAllowed } from './staffAuth.ts';

// Sign-in two ways (issue 28): a personal staff account (e-mail + password, its role), or
// the spec's admin key plus a typed name (acts as owner; ADMIN_KEY_LOGIN=off ends that once
// an owner account exists). The key or password is checked once here and never stored in
// the browser: the browser gets an httpOnly, SameSite=Strict session cookie instead. Wrong
// keys and passwords count per address, wrong passwords also per account (loginLimits.ts).

export const INVALID_ADMIN_KEY = 'Der Admin-Schlüssel ist ungültig.';
export const INVALID_STAFF_LOGIN = 'E-Mail-Adresse oder Passwort stimmen nicht.';

/**
 * The cookie goes with the dashboard's pages too, not only with `/swell/admin`: the server
 * renders them from the staff session (issue #44); scoped to `/swell/admin` a reload of
 * `/dashboard/orders` reached the server without it and was sent to the login.
 */
const COOKIE_PATH = '/';
/** Where the cookie lived before: cleared on login and logout, so no old copy stays behind. */
const OLD_COOKIE_PATH = '/swell/admin';

function cookieOptions(request: FastifyRequest, path = COOKIE_PATH) {
  return {
    path,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: request.server.config.publicUrl.startsWith('https:'),
  };
}

function sessionAnswer(staff: StaffIdentity): StaffSessionAnswer {
  return { authenticated: true, staff };
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
    const body = parseInput(staffLoginBodySchema, request.body);
    const now = app.store.clock.now();
    const limits = app.staffLoginLimits;
    const email = 'email' in body ? body.email : undefined;
    // Over a limit the key or password is not even checked: a hit cannot be told apart.
    const limited = await limits.check(request, email);
    if (limited) return sendLoginLimited(reply, limited.until);
    let staff: StaffIdentity;
    if ('key' in body) {
      const expected = app.config.adminKey;
      if (expected === null || !adminKeyMatches(body.key, expected)) {
        if (expected !== null) await limits.failed(request);
        return sendError(reply, 401, 'invalid_admin_key', INVALID_ADMIN_KEY, 'key');
      }
      if (!(await keyLoginOpen(app))) {
        return sendError(reply, 401, 'key_login_off', KEY_LOGIN_OFF, 'key');
      }
      staff = { id: null, name: body.name, role: 'owner' };
    } else {
      const account = await checkStaffPassword(app.db, body.email, body.password);
      if (!account) {
        await limits.failed(request, body.email);
        return sendError(reply, 401, 'invalid_staff_login', INVALID_STAFF_LOGIN, 'password');
      }
      staff = { id: account.id, name: account.name, role: account.role as StaffIdentity['role'] };
    }
    const token = await openStaffSession(app.db, staff.name, now, staff.id);
    // The cookie outlives the idle limit only as a hint; the server decides (staffSessions.ts).
    reply.setCookie(STAFF_COOKIE, token, {
      ...cookieOptions(request),
      maxAge: Math.floor(STAFF_IDLE_MS / 1000),
    });
    reply.clearCookie(STAFF_COOKIE, cookieOptions(request, OLD_COOKIE_PATH));
    return sessionAnswer(staff);
  });

  app.get('/session', async (request) =>
    sessionAnswer({
      id: request.staff?.accountId ?? null,
      name: request.staff?.name ?? 'API',
      role: request.staff?.role ?? 'owner',
    }),
  );

  app.post('/logout', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.staff?.sessionHash) {
      await revokeStaffSession(app.db, request.staff.sessionHash, app.store.clock.now());
    }
    reply.clearCookie(STAFF_COOKIE, cookieOptions(request, OLD_COOKIE_PATH));
    reply.clearCookie(STAFF_COOKIE, cookieOptions(request));
    return reply.code(204).send();
  });
};
