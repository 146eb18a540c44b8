import { lockForTransaction } from '../../db/locks.ts';
import { LIST_ERROR_CODES, LIST_MESSAGES_DE } from '@federkiel/machines/lists/listApi';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { requireAccount } from '../../drafts/accountBody.ts';
import { sendError } from '../../http/errors.ts';
import { InvalidRecipients, parseListUpdate, parseNewList } from '../../lists/listInput.ts';
import {
  countLists,
  deleteList,
  insertList,
  listLists,
  listView,
  markListUsed,
  MAX_LISTS_PER_ACCOUNT,
  nameTaken,
  readList,
  updateList,
} from '../../lists/listRecords.ts';

// A signed-in customer's recipient lists; docs/drafts-lists-contact.md. Signed out → 401
// `login_required`; another account's list → 404.

/** 10,000 recipients with addresses are 2–3 MB of JSON; room for long rows. */
export const LIST_BODY_LIMIT = 8 * 1024 * 1024;

const idParams = z.object({ id: z.string().regex(/^lst_[0-9a-f]{24}$/) });

const LOGIN = LIST_MESSAGES_DE.loginRequired;

function notFound(reply: FastifyReply) {
  return sendError(reply, 404, 'not_found', LIST_MESSAGES_DE.notFound);
}

function nameTakenError(reply: FastifyReply) {
  return sendError(reply, 409, LIST_ERROR_CODES.nameTaken, LIST_MESSAGES_DE.nameTaken, 'name');
}

/** A unique-constraint violation (two saves of one name racing past the check). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

export const listRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app;
  const { clock } = app.store;

  const refuseRows = async (reply: FastifyReply, run: () => Promise<unknown>) => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof InvalidRecipients) return reply.code(400).send(error.body);
      if (isUniqueViolation(error)) return nameTakenError(reply);
      throw error;
    }
  };

  app.get('/lists', async (request) => {
    const { accountId } = await requireAccount(app, request, LOGIN);
    return { results: await listLists(app.db, accountId) };
  });

  app.post('/lists', { bodyLimit: LIST_BODY_LIMIT }, async (request, reply) => {
    const { accountId, sessionId } = await requireAccount(app, request, LOGIN);
    return refuseRows(reply, async () => {
      const list = parseNewList(request.body, config.maxCards);
      return app.store.sessions.run(sessionId, async () => {
        // Checked and inserted under the account's lists lock in the database: a request of
        // this account at another server process waits, so names stay unique and the limit
        // holds (docs/operations.md).
        const created = await app.db.transaction().execute(async (trx) => {
          await lockForTransaction(trx, `lists:${accountId}`);
          if (await nameTaken(trx, accountId, list.name)) return 'name_taken' as const;
          if ((await countLists(trx, accountId)) >= MAX_LISTS_PER_ACCOUNT)
            return 'too_many' as const;
          return insertList(trx, { accountId, ...list, now: clock.now() });
        });
        if (created === 'name_taken') return nameTakenError(reply);
        if (created === 'too_many') {
          return sendError(
            reply,
            409,
            'too_many_lists',
            `Du hast schon ${MAX_LISTS_PER_ACCOUNT} Empfängerlisten. Bitte lösche alte, bevor du neue anlegst.`,
          );
        }
        return reply.code(201).send(listView(created));
      });
    });
  });

  app.get('/lists/:id', async (request, reply) => {
    const { accountId } = await requireAccount(app, request, LOGIN);
    const params = idParams.safeParse(request.params);
    const row = params.success ? await readList(app.db, accountId, params.data.id) : undefined;
    return row ? listView(row) : notFound(reply);
  });

  app.put('/lists/:id', { bodyLimit: LIST_BODY_LIMIT }, async (request, reply) => {
    const { accountId, sessionId } = await requireAccount(app, request, LOGIN);
    const params = idParams.safeParse(request.params);
    if (!params.success) return notFound(reply);
    const { id } = params.data;
    return refuseRows(reply, async () => {
      const update = parseListUpdate(request.body, config.maxCards);
      return app.store.sessions.run(sessionId, async () => {
        const row = await app.db.transaction().execute(async (trx) => {
          await lockForTransaction(trx, `lists:${accountId}`);
          if (!(await readList(trx, accountId, id))) return 'missing' as const;
          if (update.name !== undefined && (await nameTaken(trx, accountId, update.name, id)))
            return 'name_taken' as const;
          return (
            (await updateList(trx, { accountId, id, ...update, now: clock.now() })) ?? 'missing'
          );
        });
        if (row === 'name_taken') return nameTakenError(reply);
        return row === 'missing' ? notFound(reply) : listView(row);
      });
    });
  });

  app.delete('/lists/:id', async (request, reply) => {
    const { accountId } = await requireAccount(app, request, LOGIN);
    const params = idParams.safeParse(request.params);
    if (!params.success || !(await deleteList(app.db, { accountId, id: params.data.id })))
      return notFound(reply);
    return reply.code(204).send();
  });

  app.post('/lists/:id/used', async (request, reply) => {
    const { accountId } = await requireAccount(app, request, LOGIN);
    const params = idParams.safeParse(request.params);
    if (
      !params.success ||
      !(await markListUsed(app.db, { accountId, id: params.data.id, now: clock.now() }))
    )
      return notFound(reply);
    return reply.code(204).send();
  });
};
