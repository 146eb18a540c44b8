import { wunderlinkStatus } from '@federkiel/machines/wunderlink/status';
import {
  isWunderlinkId,
  redeemWunderlinkBodySchema,
  WUNDERLINK_MESSAGES_DE,
} from '@federkiel/machines/wunderlink/wunderlinkApi';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { parseBody } from '../../drafts/accountBody.ts';
import { ClientError, sendError } from '../../http/errors.ts';
import { accountById } from '../../store/accounts/accountRecords.ts';
import { createCmsRefs } from '../../wunderlinks/cmsRefs.ts';
import { notFound, RedeemRefused, redeemWunderlink } from '../../wunderlinks/redeemWunderlink.ts';
import { findWunderlink, publicWunderlink } from '../../wunderlinks/wunderlinkRecords.ts';
import { requireOwner } from './swellSession.ts';

// WunderLinks for customers (docs/wunderlink.md):
// - GET /swell/wunderlink/:id — an active link's public details; unknown, planned, expired,
//   deactivated and used-up links all answer the same 404, so nobody can tell a typo from an
//   ended campaign or probe which links exist.
// - POST /swell/wunderlink/:id/redeem — a signed-in customer orders the granted cards of one
//   of their configurations without paying (wunderlinks/redeemWunderlink.ts).

function refuse(reply: FastifyReply, refusal: RedeemRefused): FastifyReply {
  if (refusal.code === 'ALREADY_REDEEMED' && refusal.order) {
    // The earlier order at the top level (like the 201's `order`) and inside the error.
    return reply
      .code(409)
      .type('application/json; charset=utf-8')
      .send({
        error: { message: refusal.message, code: refusal.code, order: refusal.order },
        order: refusal.order,
      });
  }
  return sendError(reply, refusal.status, refusal.code, refusal.message, refusal.param);
}

export const wunderlinkRoutes: FastifyPluginAsync = async (app) => {
  const cms = createCmsRefs({ cmsUrl: app.config.cmsUrl });

  app.get('/wunderlink/:id', async (request, reply) => {
    const { id } = request.params as { id?: unknown };
    const link = isWunderlinkId(id) ? await findWunderlink(app.db, id) : undefined;
    if (!link || wunderlinkStatus(link, app.store.clock.now()) !== 'aktiv') {
      return refuse(reply, notFound());
    }
    // The answer changes when the link ends; never keep it in a cache.
    reply.header('cache-control', 'no-store');
    return publicWunderlink(link);
  });

  app.post('/wunderlink/:id/redeem', async (request, reply) => {
    const { id } = request.params as { id?: unknown };
    if (!isWunderlinkId(id)) return refuse(reply, notFound());
    const body = parseBody(redeemWunderlinkBodySchema, request.body, 'Die Einlösung');

    let owner;
    try {
      owner = await requireOwner(app, request);
    } catch (error) {
      if (error instanceof ClientError && error.statusCode === 401) owner = null;
      else throw error;
    }
    const account = owner?.accountId ? await accountById(app.db, owner.accountId) : null;
    if (!owner || !account) {
      return sendError(reply, 401, 'SIGN_IN_REQUIRED', WUNDERLINK_MESSAGES_DE.signInRequired);
    }

    // One request at a time per session, like the store's writes (a double click waits for
    // the first and then hears ALREADY_REDEEMED with its order).
    return app.store.sessions.run(owner.sessionId, async () => {
      try {
        const order = await redeemWunderlink(app, cms, { linkId: id, body, owner, account });
        return reply.code(201).send({ order });
      } catch (error) {
        if (error instanceof RedeemRefused) return refuse(reply, error);
        throw error;
      }
    });
  });
};
