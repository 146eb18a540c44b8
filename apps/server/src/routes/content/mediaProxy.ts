import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../../http/errors.ts';

// GET /content/uploads/<file> — the CMS's media (template images, font files, the home page's
// pictures) from the shop's own origin (issue #31), streamed through, not stored: Strapi's
// local provider names every upload `<name>_<random>.<ext>`, but keeps that name when an editor
// *replaces* a file in the Media Library. So the shop's links carry the file's version
// (`?v=<updatedAt>`, apps/web/src/lib/cms/media.ts): a versioned URL never changes its bytes and
// may be kept for a year; an unversioned one is revalidated.

export const MEDIA_IMMUTABLE = 'public, max-age=31536000, immutable';
export const MEDIA_REVALIDATE = 'public, no-cache';
const HEADERS_TIMEOUT_MS = 10_000;

/** A file name as Strapi's local provider writes them; nothing that could leave `/uploads/`. */
export function isUploadName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9_.-]{0,199}\.[A-Za-z0-9]{2,5}$/.test(name) && !name.includes('..');
}

/** What the browser's conditional and range requests need, and nothing else. */
const FORWARDED_REQUEST = ['if-none-match', 'if-modified-since', 'range', 'if-range'];
const FORWARDED_RESPONSE = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
];
const PASSED_STATUSES = new Set([200, 206, 304, 416]);

export async function proxyUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  cmsBaseUrl: string,
  file: string,
  versioned: boolean,
): Promise<FastifyReply> {
  if (!isUploadName(file)) {
    return sendError(reply, 404, 'not_found', 'Diese Datei gibt es nicht.');
  }
  const headers: Record<string, string> = { 'accept-encoding': 'identity' };
  for (const name of FORWARDED_REQUEST) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HEADERS_TIMEOUT_MS);
  request.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  let response: Response;
  try {
    response = await fetch(`${cmsBaseUrl.replace(/\/+$/, '')}/uploads/${file}`, {
      method: request.method === 'HEAD' ? 'HEAD' : 'GET',
      headers,
      signal: controller.signal,
    });
  } catch {
    return sendError(
      reply,
      503,
      'cms_unavailable',
      'Das Bild oder die Schrift ist gerade nicht erreichbar. Bitte gleich noch einmal versuchen.',
    );
  } finally {
    clearTimeout(timer);
  }
  if (!PASSED_STATUSES.has(response.status)) {
    await response.body?.cancel();
    return response.status === 404
      ? sendError(reply, 404, 'not_found', 'Diese Datei gibt es nicht.')
      : sendError(reply, 502, 'cms_failed', 'Die Datei konnte gerade nicht geladen werden.');
  }
  reply.code(response.status);
  for (const name of FORWARDED_RESPONSE) {
    const value = response.headers.get(name);
    if (value !== null) reply.header(name, value);
  }
  reply.header('cache-control', versioned ? MEDIA_IMMUTABLE : MEDIA_REVALIDATE);
  // The CMS's own header allowed cross-origin embedding; from the shop's origin it need not.
  reply.header('cross-origin-resource-policy', 'same-origin');
  if (!response.body || response.status === 304 || request.method === 'HEAD') {
    await response.body?.cancel();
    return reply.send();
  }
  return reply.send(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>));
}
