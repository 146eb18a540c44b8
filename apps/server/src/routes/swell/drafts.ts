import { lockForTransaction } from '../../db/locks.ts';
import {
  DRAFT_ERROR_CODES,
  DRAFT_ID_PATTERN,
  DRAFT_MESSAGES_DE,
  MAX_DRAFT_BYTES,
} from '@federkiel/machines/drafts/draftApi';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireAccount } from '../../drafts/accountBody.ts';
import { parseDraftSave } from '../../drafts/draftInput.ts';
import {
  countDrafts,
  deleteDraft,
  insertDraft,
  listDrafts,
  MAX_DRAFTS_PER_ACCOUNT,
  readDraft,
  recordView,
  updateDraft,
} from '../../drafts/draftRecords.ts';
import { sendError } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';

// A signed-in customer's drafts (spec §3, §4, §6, §7); docs/drafts-lists-contact.md.
// Signed out → 401 `login_required`; another account's draft → 404.

/**
 * `orderData` may be 5 MB; inside the JSON body its quotes and backslashes are escaped, which
 * makes it larger (about a tenth for the configurator's JSON), so the body may be 7 MB.
 */
export const DRAFT_BODY_LIMIT = MAX_DRAFT_BYTES + 2 * 1024 * 1024;

const idParams = z.object({ id: z.string().regex(DRAFT_ID_PATTERN) });
const deleteParams = z.object({
  id: z.string().regex(DRAFT_ID_PATTERN),
  revision: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

const LOGIN = DRAFT_MESSAGES_DE.loginRequired.du;
const NOT_FOUND = DRAFT_MESSAGES_DE.notFound.du;

export const draftRoutes: FastifyPluginAsync = async (app) => {
  const { clock } = app.store;

  app.get('/drafts', async (request) => {
    const { accountId } = await requireAccount(app, request, LOGIN);
    return { results: await listDrafts(app.db, accountId) };
  });

  app.get('/drafts/:id', async (request, reply) => {
    const { accountId } = await requireAccount(app, request, LOGIN);
    const params = idParams.safeParse(request.params);
    const row = params.success ? await readDraft(app.db, accountId, params.data.id) : undefined;
    if (!row) return sendError(reply, 404, 'not_found', NOT_FOUND);
    return recordView(row);
  });

  app.post('/drafts', { bodyLimit: DRAFT_BODY_LIMIT }, async (request, reply) => {
    const { accountId, sessionId } = await requireAccount(app, request, LOGIN);
    const save = parseDraftSave(request.body);
    // One save at a time per session, like the store's writes (no lost revision counts).
    return app.store.sessions.run(sessionId, async () => {
      if (save.id) {
        const updated = await updateDraft(app.db, {
          accountId,
          id: save.id,
          payload: save.payload,
          orderData: save.orderData,
          now: clock.now(),
        });
        if (!updated) return sendError(reply, 404, 'not_found', NOT_FOUND, 'id');
        return reply.code(200).send(updated);
      }
      // Counted and inserted under the account's lock in the database: another server
      // process saving a draft of this account waits, so the limit holds (docs/operations.md).
      const created = await app.db.transaction().execute(async (trx) => {
        await lockForTransaction(trx, `drafts:${accountId}`);
        if ((await countDrafts(trx, accountId)) >= MAX_DRAFTS_PER_ACCOUNT) return null;
        return insertDraft(trx, {
          accountId,
          payload: save.payload,
          orderData: save.orderData,
          now: clock.now(),
        });
      });
      if (!created) {
        return sendError(
          reply,
          409,
          'too_many_drafts',
          `Du hast schon ${MAX_DRAFTS_PER_ACCOUNT} Entwürfe. Bitte lösche alte Entwürfe, bevor du neue speicherst.`,
        );
      }
      return reply.code(201).send(created);
    });
  });

  app.delete('/drafts/:id/:revision', async (request, reply) => {
    const { accountId } = await requireAccount(app, request, LOGIN);
    if (!idParams.safeParse(request.params).success)
      return sendError(reply, 404, 'not_found', NOT_FOUND);
    const { id, revision } = parseInput(deleteParams, request.params, 'query');
    const result = await deleteDraft(app.db, { accountId, id, revision });
    if (result === 'missing') return sendError(reply, 404, 'not_found', NOT_FOUND);
    if (result === 'changed')
      return sendError(reply, 409, DRAFT_ERROR_CODES.changed, DRAFT_MESSAGES_DE.changed.du);
    return reply.code(204).send();
  });
};
