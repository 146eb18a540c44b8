import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

// Issue #13: answers over 1 kB go out compressed when the client accepts it — brotli first,
// gzip as the fallback — with `Vary: Accept-Encoding`. This covers what is made per request
// (JSON, exports as text); the web app's files are compressed once at build time and sent as
// they are (web/webApp.ts, `preCompressed`). Brotli runs at quality 4 here: on the fly the
// highest levels cost more CPU than the bytes they save.

export const COMPRESS_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
