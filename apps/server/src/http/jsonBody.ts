import type { FastifyInstance } from 'fastify';

/**
 * swell-js sends `Content-Type: application/json` with no body at all for calls without
 * data (logout, submitOrder, removeItem, …). Fastify's JSON parser rejects that, so this
 * replaces it with one that reads an empty body as "no body" and otherwise delegates to
 * Fastify's own parser (which keeps its prototype-poisoning protection).
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
