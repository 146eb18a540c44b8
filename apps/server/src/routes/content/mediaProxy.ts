import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../../http/errors.ts';
import { byteRange, type ByteRange } from './byteRange.ts';

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

/**
 * What the browser's conditional requests need, and nothing else. Ranges are not forwarded:
 * the CMS's range middleware (koa-range) answers a range past the end with a 206 whose
 * Content-Length is negative, which fetch cannot read (a 503 here, issue #40), and it refuses
 * suffix ranges (`bytes=-500`). The shop cuts the range out of the whole file itself
 * (byteRange.ts); media are images, fonts and a poster, so reading past the skipped start
 * costs little.
 */
const FORWARDED_REQUEST = ['if-none-match', 'if-modified-since'];
const FORWARDED_RESPONSE = ['content-type', 'content-length', 'etag', 'last-modified'];
const PASSED_STATUSES = new Set([200, 304]);

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
  for (const name of FORWARDED_RESPONSE) {
    const value = response.headers.get(name);
    if (value !== null) reply.header(name, value);
  }
  reply.header('cache-control', versioned ? MEDIA_IMMUTABLE : MEDIA_REVALIDATE);
  // The CMS's own header allowed cross-origin embedding; from the shop's origin it need not.
  reply.header('cross-origin-resource-policy', 'same-origin');
  const size = Number(response.headers.get('content-length') ?? NaN);
  const range =
    response.status === 200 && Number.isSafeInteger(size)
      ? requestedRange(request, response, size)
      : null;
  if (response.status === 200 && Number.isSafeInteger(size)) reply.header('accept-ranges', 'bytes');
  if (range === 'unsatisfiable') {
    await response.body?.cancel();
    reply.removeHeader('content-length').header('content-range', `bytes */${size}`);
    return sendError(
      reply,
      416,
      'range_not_satisfiable',
      `Dieser Bereich liegt hinter dem Ende der Datei (${size} Bytes).`,
    );
  }
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', String(range.end - range.start + 1));
  } else {
    reply.code(response.status);
  }
  if (!response.body || response.status === 304 || request.method === 'HEAD') {
    await response.body?.cancel();
    return reply.send();
  }
  const body = response.body as WebReadableStream<Uint8Array>;
  return reply.send(range ? Readable.from(sliceOf(body, range)) : Readable.fromWeb(body));
}

/** The range to answer, or null for the whole file: If-Range that no longer matches → whole. */
function requestedRange(request: FastifyRequest, response: Response, size: number) {
  const header = request.headers.range;
  if (typeof header !== 'string') return null;
  const ifRange = request.headers['if-range'];
  if (
    typeof ifRange === 'string' &&
    ifRange !== response.headers.get('etag') &&
    ifRange !== response.headers.get('last-modified')
  ) {
    return null;
  }
  return byteRange(header, size);
}

/** The bytes start…end (inclusive) of a stream; stops reading the CMS once they are sent. */
async function* sliceOf(body: WebReadableStream<Uint8Array>, range: ByteRange) {
  const reader = body.getReader();
  let offset = 0;
  try {
    while (offset <= range.end) {
      const { done, value } = await reader.read();
      if (done) break;
      const from = Math.max(0, range.start - offset);
      const to = Math.min(value.length, range.end + 1 - offset);
      if (from < to) yield value.subarray(from, to);
      offset += value.length;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
