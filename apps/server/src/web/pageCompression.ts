import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_THRESHOLD_BYTES } from '../http/compression.ts';

// Server-rendered pages are answered from the not-found handler (the client router owns the
// paths), and @fastify/compress only hooks into routes — so the page is compressed here, with
// the same choices as http/compression.ts: brotli first (quality 5: a page is made per request,
// the top levels cost more CPU than the bytes they save), gzip as the fallback.

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const ENCODINGS = ['br', 'gzip', 'identity'];

/** Sends `html` compressed by the request's Accept-Encoding, with `Vary: Accept-Encoding`. */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
): Promise<FastifyReply> {
  reply.type('text/html; charset=utf-8').header('vary', 'Accept-Encoding');
  const body = Buffer.from(html);
  const accepted = request.headers['accept-encoding'];
  const encoding =
    body.length >= COMPRESS_THRESHOLD_BYTES && typeof accepted === 'string'
      ? negotiate(accepted, ENCODINGS)
      : null;
  if (encoding === 'br') {
    const compressed = await brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    return reply.header('content-encoding', 'br').send(compressed);
  }
  if (encoding === 'gzip') {
    return reply.header('content-encoding', 'gzip').send(await gzip(body, { level: 6 }));
  }
  return reply.send(body);
}
