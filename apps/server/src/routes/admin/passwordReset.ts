import {
  staffForgotBodySchema,
  staffResetBodySchema,
} from '@federkiel/machines/fulfilment/staffApi';
import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '../../http/validate.ts';
import { sendLoginLimited } from '../../staff/loginLimits.ts';
import { requestPasswordReset, resetPassword } from '../../staff/passwordReset.ts';
import { refuseForeignOrigin } from './staffAuth.ts';

// „Passwort vergessen?“ for staff accounts (issue 40; staff/passwordReset.ts). Both calls are
// public (they carry an e-mail or the mail's token instead of a session), come only from the
// shop's pages (Origin) and count against the address's login budget, so they can neither
// flood mailboxes nor be used to guess tokens.

export const RESET_REQUESTED =
  'Wenn es für diese Adresse ein Mitarbeiterkonto gibt, ist eine E-Mail mit einem Link unterwegs. Er ist eine Stunde gültig.';

export const passwordResetRoutes: FastifyPluginAsync = async (app) => {
  app.post('/password/forgot', { config: { publicAdmin: true } }, async (request, reply) => {
    const refused = refuseForeignOrigin(request, reply);
    if (refused) return refused;
    const body = parseInput(staffForgotBodySchema, request.body);
    const limited = await app.staffLoginLimits.check(request);
    if (limited) return sendLoginLimited(reply, limited.until);
    // Counted like a failed login: each request spends the address's budget.
    await app.staffLoginLimits.failed(request);
    await requestPasswordReset(app, body.email);
    return reply.code(202).send({ message: RESET_REQUESTED });
  });

  app.post('/password/reset', { config: { publicAdmin: true } }, async (request, reply) => {
    const refused = refuseForeignOrigin(request, reply);
    if (refused) return refused;
    const body = parseInput(staffResetBodySchema, request.body);
    const limited = await app.staffLoginLimits.check(request);
    if (limited) return sendLoginLimited(reply, limited.until);
    try {
      await resetPassword(app, body.token, body.password);
    } catch (error) {
      // A wrong token is a wrong guess.
      await app.staffLoginLimits.failed(request);
      throw error;
    }
    return { reset: true };
  });
};
