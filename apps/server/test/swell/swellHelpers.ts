import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { STORE_AUTH } from '../helpers.ts';

// Helpers for the /swell tests: sessions, multipart bodies, and a tiny stand-in for the CMS
// that serves one real handwriting font (Caveat from @fontsource) the way Strapi does.

const require = createRequire(import.meta.url);

/** A well-formed session token the store never issued (fine for everything but uploads). */
export function newSession(): string {
  return randomBytes(24).toString('base64url');
}

/** A session the store handed out, as swell-js gets one from its first call. */
export async function issuedSession(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/cart', headers: STORE_AUTH });
  return String(res.headers['x-session']);
}

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

export function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----federkiel${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.contentType) head.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`));
    chunks.push(typeof part.data === 'string' ? Buffer.from(part.data) : part.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POST /swell/upload with one file in the field `files` (or `field`). */
export async function upload(
  app: FastifyInstance,
  session: string | null,
  data: Buffer | string,
  options: { filename?: string; contentType?: string; field?: string } = {},
) {
  const body = multipart([
    {
      name: options.field ?? 'files',
      filename: options.filename ?? 'logo.png',
      contentType: options.contentType ?? 'image/png',
      data,
    },
  ]);
  return app.inject({
    method: 'POST',
    url: '/swell/upload',
    headers: { 'content-type': body.contentType, ...(session ? { 'x-session': session } : {}) },
    payload: body.payload,
  });
}

export const CAVEAT_WOFF = fs.readFileSync(
  require.resolve('@fontsource/caveat/files/caveat-latin-400-normal.woff'),
);

export interface FakeCms {
  url: string;
  /** Requests seen, e.g. `GET /api/fonts/11?populate=*`. */
  requests: string[];
  /** 'ok' answers; 'error' answers 500 to everything. */
  mode: 'ok' | 'error';
  close(): Promise<void>;
}

/** Font 11 = Caveat (like the seed, with a relative media URL); anything else 404. */
export async function startFakeCms(): Promise<FakeCms> {
  const state: FakeCms = {
    url: '',
    requests: [],
    mode: 'ok',
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    state.requests.push(`${req.method} ${req.url}`);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (state.mode === 'error')
      return json(500, { error: { status: 500, name: 'InternalServerError' } });
    const url = new URL(req.url ?? '/', 'http://cms');
    if (url.pathname === '/api/fonts/11' && url.searchParams.get('populate') === '*') {
      return json(200, {
        data: {
          id: 11,
          documentId: 'caveat0doc0id',
          name: 'Caveat',
          slug: 'caveat',
          accountId: null,
          file: { url: '/uploads/caveat_abc123.woff', mime: 'font/woff' },
        },
        meta: {},
      });
    }
    if (url.pathname === '/api/fonts/12') {
      return json(200, {
        data: {
          id: 12,
          name: 'Kaputt',
          slug: 'kaputt',
          accountId: null,
          file: { url: '/uploads/broken.woff' },
        },
      });
    }
    if (url.pathname === '/uploads/caveat_abc123.woff') {
      res.writeHead(200, { 'content-type': 'font/woff', 'content-length': CAVEAT_WOFF.length });
      return res.end(CAVEAT_WOFF);
    }
    if (url.pathname === '/uploads/broken.woff') {
      res.writeHead(200, { 'content-type': 'font/woff' });
      return res.end('not a font');
    }
    return json(404, { data: null, error: { status: 404, name: 'NotFoundError' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** A URL on which nothing listens (the CMS is down). */
export async function deadUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
