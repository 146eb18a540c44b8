import fs from 'node:fs';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Owner } from '../../configurations/configurationRecords.ts';
import { ClientError, sendError } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { sessionExists } from '../../store/sessions/sessionRecord.ts';
import { sessionTokens } from '../../store/sessions/sessionToken.ts';
import { addressKey } from '../../uploads/addressKey.ts';
import { JobLimiter } from '../../uploads/jobLimiter.ts';
import { processImage } from '../../uploads/processImage.ts';
import { UploadAllowance } from '../../uploads/uploadAllowance.ts';
import {
  CONCURRENT_IMAGE_JOBS,
  IP_UPLOAD_BYTES_PER_HOUR,
  IP_UPLOADS_PER_HOUR,
  MAX_UPLOAD_BYTES,
  MAX_WAITING_IMAGE_JOBS,
} from '../../uploads/uploadLimits.ts';
import {
  existingUpload,
  sha256Hex,
  storeUpload,
  uploadPath,
  type UploadRecord,
} from '../../uploads/uploadStore.ts';
import { uploadUrl } from '../../uploads/uploadUrls.ts';
import { requireOwner, SESSION_REQUIRED_MESSAGE } from './swellSession.ts';

// POST /swell/upload (spec §7: multipart field `files`, answer read at `data.url`) and the
// stored images at GET /swell/uploads/<sha256>.<png|jpg>. See docs/uploads-and-configurations.md.

const FILE_FIELD = 'files';
const MAX_MB = MAX_UPLOAD_BYTES / 1024 / 1024;

const ONE_FILE_ONLY = `Bitte lade genau ein Bild auf einmal hoch (im Feld „${FILE_FIELD}“).`;

const oneFileOnly = () => new ClientError(400, 'invalid_request', ONE_FILE_ONLY, FILE_FIELD);

/** @fastify/multipart's errors, in the customer's words. */
function multipartError(error: unknown): ClientError {
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ClientError(
        413,
        'file_too_large',
        `Die Datei ist zu groß. Bilder dürfen höchstens ${MAX_MB} MB haben.`,
      );
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ClientError(
        415,
        'unsupported_media_type',
        `Bitte sende das Bild als Formular-Upload (multipart/form-data) im Feld „${FILE_FIELD}“.`,
      );
    case 'FST_FILES_LIMIT':
      return oneFileOnly();
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ClientError(400, 'invalid_request', 'Bitte lade genau ein Bild auf einmal hoch.');
    default:
      return new ClientError(
        400,
        'invalid_request',
        'Der Upload ist unvollständig oder fehlerhaft. Bitte versuche es noch einmal.',
      );
  }
}

/**
 * Reads the request's one file, from the field `files`, into memory (at most
 * MAX_UPLOAD_BYTES). Every part is looked at: a second file, or a file in another field
 * next to it, is refused rather than ignored (issue #17). A file in another field is read to
 * its end before the next part, so the answer can tell "no file in `files`" from "two files".
 */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer | undefined;
  let strayFile = false;
  try {
    const parts = request.parts({
      // Two files are enough to see that there is more than one; a third is a files limit.
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 10, fieldSize: 1024, parts: 12 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (bytes !== undefined || (strayFile && part.fieldname === FILE_FIELD)) throw oneFileOnly();
      const data = await part.toBuffer();
      if (part.fieldname === FILE_FIELD) bytes = data;
      else strayFile = true;
    }
  } catch (error) {
    throw error instanceof ClientError ? error : multipartError(error);
  }
  if (bytes === undefined) {
    throw new ClientError(
      400,
      'invalid_request',
      `Es wurde kein Bild gesendet (erwartet im Feld „${FILE_FIELD}“).`,
      FILE_FIELD,
    );
  }
  if (bytes.length === 0) {
    throw new ClientError(400, 'invalid_request', 'Die Datei ist leer.', FILE_FIELD);
  }
  return bytes;
}

/**
 * The request's owner, if its session is one the store issued: a token the store minted
 * (signed), or one something was stored under. A well-formed token the client made up gets
 * 401, so the session budget cannot be escaped by inventing sessions (issue #17).
 */
async function issuedOwner(app: FastifyInstance, request: FastifyRequest): Promise<Owner> {
  const owner = await requireOwner(app, request);
  const issued =
    (await sessionTokens(app.db)).minted(owner.sessionId) ||
    (await sessionExists(app.db, owner.sessionId));
  if (!issued) throw new ClientError(401, 'session_required', SESSION_REQUIRED_MESSAGE);
  return owner;
}

function uploadAnswer(row: UploadRecord) {
  return {
    data: {
      url: uploadUrl(row.name),
      name: row.name,
      contentType: row.content_type,
      bytes: row.bytes,
      widthPx: row.width_px,
      heightPx: row.height_px,
    },
  };
}

const nameParam = z.object({ name: z.string().max(100) });

export const uploadRoutes: FastifyPluginAsync = async (app) => {
  const { uploadDir } = app.config;
  const { clock } = app.store;
  const allowance = new UploadAllowance(app.db, 'upload_session');
  const addressAllowance = new UploadAllowance(
    app.db,
    'upload_address',
    IP_UPLOADS_PER_HOUR,
    IP_UPLOAD_BYTES_PER_HOUR,
  );
  const decoders = new JobLimiter(CONCURRENT_IMAGE_JOBS, MAX_WAITING_IMAGE_JOBS);

  app.post('/upload', async (request, reply) => {
    const owner = await issuedOwner(app, request);
    // Two budgets: the session's, and the client address's (new sessions are free).
    const address = addressKey(request.ip);
    await addressAllowance.take(address, clock.now().getTime());
    await allowance.take(owner.sessionId, clock.now().getTime());
    const bytes = await readUploadedFile(request);
    await addressAllowance.addBytes(address, bytes.length, clock.now().getTime());
    await allowance.addBytes(owner.sessionId, bytes.length, clock.now().getTime());
    const sourceSha256 = sha256Hex(bytes);

    // One upload at a time per session (the store's session queue), two decodes at a time
    // over all sessions.
    const row = await app.store.sessions.run(owner.sessionId, async () => {
      const known = await existingUpload(app.db, uploadDir, sourceSha256);
      if (known) return known;
      const image = await decoders.run(() => processImage(bytes));
      return storeUpload(app.db, uploadDir, image, {
        sha256: sourceSha256,
        sessionId: owner.sessionId,
        accountId: owner.accountId,
        now: clock.now(),
      });
    });
    return reply.code(201).send(uploadAnswer(row));
  });

  app.get('/uploads/:name', async (request, reply) => {
    const { name } = parseInput(nameParam, request.params);
    const file = uploadPath(uploadDir, name);
    const stat = file ? await fs.promises.stat(file).catch(() => null) : null;
    if (!file || !stat?.isFile()) {
      return sendError(reply, 404, 'not_found', 'Dieses Bild gibt es nicht.');
    }
    // The name is the content's hash: the same URL never shows anything else.
    const etag = `"${name.slice(0, 64)}"`;
    reply
      .header('content-type', name.endsWith('.png') ? 'image/png' : 'image/jpeg')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename="${name}"`)
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    reply.header('content-length', stat.size);
    return reply.send(fs.createReadStream(file));
  });
};
