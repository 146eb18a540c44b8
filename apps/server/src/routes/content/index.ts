import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { CmsFetchError } from '../../cms/cmsCache.ts';
import { previewTokenExpiry } from '../../cmsPreview/previewToken.ts';
import { sendError } from '../../http/errors.ts';
import { RATE_LIMITED_CODE } from '../../http/rateLimits.ts';
import { canonicalQuery } from './contentQuery.ts';
import { hasDrafts, isContentType, isEntryId, type ContentType } from './contentTypes.ts';
import { matchesTag, taggedBody } from './entityTag.ts';
import { LOG_BODY_LIMIT_BYTES, logBody } from './logForwarding.ts';
import { proxyUpload } from './mediaProxy.ts';

// /content — the CMS's content and media from the shop's own origin (issue #31, docs/server.md
// "Content"). The browser asked Strapi directly before, which worked only from the one origin
// Strapi's CORS allowed and cost every page a second connection. Now:
// - GET /content/api/<type>[/<id>]?<Strapi query> — only the parameters the shop sends, in one
//   order (contentQuery.ts, issue #40) — answers from the server's CMS cache (the one
//   server rendering reads, so a rendered page and the browser share one fetch per resource),
//   with an ETag and `no-cache`: browsers revalidate and get a 304 while nothing changed;
// - drafts (an editor's preview, with the preview header) are passed through uncached;
// - GET /content/uploads/<file> streams the CMS's media (mediaProxy.ts);
// - POST /content/api/logs passes a browser's error report on to the CMS's log.

export const CONTENT_PREFIX = '/content';
const PREVIEW_HEADER = 'x-federkiel-preview';
/** Strapi queries of the shop stay far below this; longer ones are not worth a cache entry. */
const MAX_URL_LENGTH = 2048;
const CMS_TIMEOUT_MS = 10_000;

const UNAVAILABLE = 'Die Inhalte sind gerade nicht erreichbar. Bitte gleich noch einmal versuchen.';

export const contentRoutes: FastifyPluginAsync = async (app) => {
  const cmsBase = app.config.cmsInternalUrl.replace(/\/+$/, '');

  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    type: string,
    id: string | null,
  ) => {
    if (!isContentType(type) || (id !== null && !isEntryId(id))) {
      return sendError(reply, 404, 'not_found', 'Diesen Inhalt gibt es nicht.');
    }
    const url = request.raw.url ?? '';
    if (url.length > MAX_URL_LENGTH) {
      return sendError(reply, 414, 'uri_too_long', 'Die Anfrage ist zu lang.');
    }
    const preview = request.headers[PREVIEW_HEADER];
    const draft = typeof preview === 'string' && hasDrafts(type);
    const queryStart = url.indexOf('?');
    const query = canonicalQuery(type, queryStart < 0 ? '' : url.slice(queryStart + 1), { draft });
    if (!query.ok) {
      return sendError(
        reply,
        400,
        'invalid_request',
        `Den Parameter „${query.param}“ nimmt /content nicht an (nur die Abfragen des Shops, docs/cms.md).`,
        query.param,
      );
    }
    const cmsPath = `/api/${type}${id === null ? '' : `/${id}`}${query.search ? `?${query.search}` : ''}`;
    if (draft && typeof preview === 'string') {
      return passDraft(request, reply, type, cmsPath, preview);
    }
    let value: unknown;
    try {
      value = await app.cmsCache.get(cmsPath);
    } catch (error) {
      return sendCmsFailure(reply, error);
    }
    const { body, etag } = taggedBody(value);
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (matchesTag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  };

  // An editor's preview: the CMS hands out drafts only with a valid token, and checks it
  // itself; checked here too, so nobody's junk reaches the CMS through the shop.
  const passDraft = async (
    request: FastifyRequest,
    reply: FastifyReply,
    type: ContentType,
    cmsPath: string,
    token: string,
  ) => {
    const secret = app.config.cmsPreviewSecret;
    if (!secret || previewTokenExpiry(secret, token) === null) {
      return sendError(
        reply,
        401,
        'preview_invalid',
        'Dieser Vorschau-Link ist abgelaufen oder ungültig. Bitte in der Redaktion erneut auf „Vorschau“ klicken.',
      );
    }
    reply.header('cache-control', 'no-store');
    try {
      const response = await fetch(`${cmsBase}${cmsPath}`, {
        headers: { accept: 'application/json', [PREVIEW_HEADER]: token },
        signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
      });
      const text = await response.text();
      request.log.debug({ type, status: response.status }, 'content: draft passed through');
      return reply
        .code(response.status >= 500 ? 502 : response.status)
        .type('application/json; charset=utf-8')
        .send(text);
    } catch {
      return sendError(reply, 503, 'cms_unavailable', UNAVAILABLE);
    }
  };

  app.get<{ Params: { type: string } }>('/api/:type', (request, reply) =>
    answer(request, reply, request.params.type, null),
  );
  app.get<{ Params: { type: string; id: string } }>('/api/:type/:id', (request, reply) =>
    answer(request, reply, request.params.type, request.params.id),
  );

  app.get<{ Params: { file: string }; Querystring: Record<string, unknown> }>(
    '/uploads/:file',
    (request, reply) =>
      proxyUpload(
        request,
        reply,
        cmsBase,
        request.params.file,
        typeof request.query.v === 'string' && request.query.v !== '',
      ),
  );

  // Limited per address before the body is read (http/rateLimits.ts, `logReports`).
  const logLimit = async (request: FastifyRequest, reply: FastifyReply) => {
    const verdict = await app.limits.logReports.take(request);
    if (!verdict.limited) return;
    const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
    return sendError(
      reply.header('retry-after', String(verdict.retryAfterSeconds)),
      429,
      RATE_LIMITED_CODE,
      `Zu viele Fehlerberichte von dieser Adresse. Weitere nimmt das Protokoll in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} wieder an.`,
    );
  };

  const logOptions = { bodyLimit: LOG_BODY_LIMIT_BYTES, onRequest: logLimit };
  app.post('/api/logs', logOptions, async (request, reply) => {
    const parsed = logBody.safeParse(request.body);
    if (!parsed.success) {
      const param = parsed.error.issues[0]?.path.join('.') || 'data';
      return sendError(
        reply,
        400,
        'invalid_request',
        'Das ist kein Fehlerbericht, den das Protokoll annimmt.',
        param,
      );
    }
    try {
      const response = await fetch(`${cmsBase}/api/logs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(parsed.data),
        signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
      });
      const text = await response.text();
      return reply
        .code(response.status >= 500 ? 502 : response.status)
        .type('application/json; charset=utf-8')
        .send(text || '{}');
    } catch {
      return sendError(reply, 503, 'cms_unavailable', UNAVAILABLE);
    }
  });
};

function sendCmsFailure(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof CmsFetchError && error.status !== null && error.status < 500) {
    return error.status === 404
      ? sendError(reply, 404, 'not_found', 'Diesen Inhalt gibt es nicht.')
      : sendError(
          reply,
          error.status,
          'cms_refused',
          'Diese Anfrage nimmt der Inhaltsserver nicht an.',
        );
  }
  if (error instanceof CmsFetchError && error.status !== null) {
    return sendError(reply, 502, 'cms_failed', UNAVAILABLE);
  }
  return sendError(reply, 503, 'cms_unavailable', UNAVAILABLE);
}
