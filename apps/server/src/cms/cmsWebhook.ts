import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { sendError } from '../http/errors.ts';

// POST /swell/cms-webhook — Strapi calls it when an editor publishes, changes, unpublishes or
// deletes something (the webhook the CMS registers at start, cms/src/bootstrap/shopWebhook.ts),
// and the server's copy of the CMS answers is marked outdated, so server-rendered pages show
// the change on the next request. The call must carry CMS_WEBHOOK_SECRET in this header;
// anything else is 401 (without a configured secret every call is).

export const WEBHOOK_SECRET_HEADER = 'x-federkiel-webhook-secret';

/** Content the shop never reads: changing it must not throw away the cache (anyone may write logs). */
const IGNORED_MODELS = new Set(['api::log.log']);

// Strapi's payload: `{ event, createdAt, model, uid, entry }`, or `{ event, createdAt, media }`.
// Only the event and the type matter here; the rest is passed over.
const payload = z.object({
  event: z.string().max(100),
  uid: z.string().max(200).optional(),
});

export const cmsWebhookRoutes: FastifyPluginAsync = async (app) => {
  const expected = app.config.cmsWebhookSecret;

  app.post('/cms-webhook', async (request, reply) => {
    // Checked here, after the body parser, so this route refuses hostile bodies like every
    // other one (docs/server.md, "Request body limits").
    if (!expected || !sameSecret(request.headers[WEBHOOK_SECRET_HEADER], expected)) {
      return sendError(reply, 401, 'unauthorized', 'Missing or wrong webhook secret.');
    }
    const parsed = payload.safeParse(request.body);
    if (!parsed.success) {
      return sendError(reply, 400, 'invalid_request', 'Expected a Strapi webhook payload.', 'event');
    }
    const { event, uid } = parsed.data;
    const relevant = /^(entry|media)\./.test(event) && !(uid && IGNORED_MODELS.has(uid));
    if (!relevant) return { invalidated: 0 };
    const invalidated = app.cmsCache.invalidateAll();
    request.log.info({ event, uid, invalidated }, 'CMS webhook: cached CMS answers outdated');
    return { invalidated };
  });
};

/** Constant-time comparison (of digests, so the lengths match too). */
function sameSecret(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
