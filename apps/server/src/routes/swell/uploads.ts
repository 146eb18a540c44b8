import fs from 'node:fs';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ClientError, sendError } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { JobLimiter } from '../../uploads/jobLimiter.ts';
import { processImage } from '../../uploads/processImage.ts';
import { UploadAllowance } from '../../uploads/uploadAllowance.ts';
import {
  CONCURRENT_IMAGE_JOBS,
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
import { requireOwner } from './swellSession.ts';

// POST /swell/upload (spec §7: multipart field `files`, answer read at `data.url`) and the
// stored images at GET /swell/uploads/<sha256>.<png|jpg>. See docs/uploads-and-configurations.md.

const FILE_FIELD = 'files';
const MAX_MB = MAX_UPLOAD_BYTES / 1024 / 1024;

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

/** Reads the one file of the request into memory (at most MAX_UPLOAD_BYTES). */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    });
  } catch (error) {
    throw multipartError(error);
  }
  if (!part || part.fieldname !== FILE_FIELD) {
    throw new ClientError(
      400,
      'invalid_request',
      `Es wurde kein Bild gesendet (erwartet im Feld „${FILE_FIELD}“).`,
      FILE_FIELD,
    );
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    throw multipartError(error);
  }
  if (bytes.length === 0) {
    throw new ClientError(400, 'invalid_request', 'Die Datei ist leer.', FILE_FIELD);
  }
  return bytes;
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
  const allowance = new UploadAllowance();
  const decoders = new JobLimiter(CONCURRENT_IMAGE_JOBS, MAX_WAITING_IMAGE_JOBS);

  app.post('/upload', async (request, reply) => {
    const owner = await requireOwner(app, request);
    allowance.take(owner.sessionId, clock.now().getTime());
    const bytes = await readUploadedFile(request);
    allowance.addBytes(owner.sessionId, bytes.length, clock.now().getTime());
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
