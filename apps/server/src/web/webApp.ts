import { fastifyCookie } from '@fastify/cookie';
import { CONSENT_COOKIE } from '@federkiel/machines/cookieConsent';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jsonNotFound } from '../http/errors.ts';
import { appConfigBody } from '../routes/appConfig/index.ts';
import { isApiPath } from '../routes/prefixes.ts';
import { noBuildPage } from './noBuildPage.ts';
import { sendPage } from './pageCompression.ts';
import { TemplateFile } from './pageTemplate.ts';
import { RENDER_ENTRY, RenderModule } from './renderModule.ts';
import { renderPage } from './serverRender.ts';

// Serves the web app that `npm run build` writes to WEB_DIST (Vite output):
// - /assets/* are content-hashed by Vite, so browsers may keep them for a year;
// - index.html and every other file must be revalidated, or a deploy would leave
//   browsers on an old index.html that points at assets which no longer exist;
// - any other GET that asks for HTML gets index.html, because the client-side router
//   owns paths like /products or /order/123;
// - when the build has a server-rendering entry (renderModule.ts), a page GET is rendered
//   into index.html first (issue #13), with the CMS content from the server's cache; routes
//   the entry does not render, and renders that fail or are slow, get the plain shell.
// The build folder is looked at per request, so building while the server runs works.

const ASSETS_PREFIX = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SERVER_BUNDLE_DIR = RENDER_ENTRY.split('/')[0];

export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const assetsDir = path.join(webDist, 'assets');
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(
      `No web app build at ${webDist}: run "npm run build"; pages answer 503 until then.`,
    );
  }

  await app.register(fastifyStatic, {
    root: assetsDir,
    prefix: ASSETS_PREFIX,
    index: false,
    // `npm run build` writes .br and .gz next to every text file (apps/web/vite.config.ts);
    // they are sent by the client's Accept-Encoding, with `Vary: Accept-Encoding`.
    preCompressed: true,
    // Cache-Control is set below per file instead of one max-age for everything.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('cache-control', isInside(assetsDir, filePath) ? IMMUTABLE : REVALIDATE);
      // The same URL answers brotli, gzip or plain bytes: caches must keep them apart.
      res.setHeader('vary', 'Accept-Encoding');
    },
  });

  const renderModule = new RenderModule(path.join(webDist, RENDER_ENTRY), app.log);
  const template = new TemplateFile(indexFile);
  const appConfig = appConfigBody(app.config);
  const cmsFetch = (cmsPath: string) => app.cmsCache.get(cmsPath);

  // The first render loads the render bundle, every text and the CMS content — longer than
  // the render budget, so the first visitor would get the plain shell. Done once as the
  // server starts listening instead (not awaited: the server answers meanwhile).
  app.addHook('onListen', async () => {
    void (async () => {
      const render = await renderModule.current();
      if (!render) return;
      await render({ url: '/', cmsFetch, appConfig, consent: null });
    })().catch((error: unknown) =>
      app.log.warn({ err: error }, 'warming up the server render failed'),
    );
  });

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!fs.existsSync(indexFile)) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(noBuildPage(webDist));
    }
    // HEAD gets the shell's headers: rendering only to drop the body would waste the CPU.
    const render = request.method === 'GET' ? await renderModule.current() : null;
    const frame = render ? template.current() : null;
    if (render && frame) {
      const page = await renderPage(
        render,
        frame,
        {
          url: request.url,
          cmsFetch,
          appConfig,
          consent: consentOf(request),
          storeSession: cookieOf(request, STORE_SESSION_COOKIE),
          apiFetch: (apiPath, headers) => inProcessGet(app, request, apiPath, headers),
        },
        request.log,
      );
      if (page?.redirect) {
        return reply.header('cache-control', 'no-store').redirect(page.redirect, 302);
      }
      if (page) {
        // Made per request, so compressed per request; never cached, like index.html itself.
        // A staff page, or a page for a visitor with a session, never lands in a shared cache
        // (it may hold what only they may see, issue #44).
        reply.code(page.status).header('cache-control', pageCacheControl(request));
        return sendPage(request, reply, page.html);
      }
    }
    return reply.sendFile('index.html', webDist);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = pathOf(request);
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname)) {
      // Files at the top of the build that are not hashed: favicon, robots.txt, …
      const file = pathname.startsWith(ASSETS_PREFIX) ? null : fileInBuild(webDist, pathname);
      if (file) return reply.sendFile(file, webDist);
      if (acceptsHtml(request, pathname) && !pathname.startsWith(ASSETS_PREFIX))
        return sendIndex(request, reply);
    }
    return jsonNotFound(request, reply);
  });
}

/** `no-cache` for anyone; `no-store` for staff pages and for requests that carry a session. */
export function pageCacheControl(request: FastifyRequest): string {
  if (pathOf(request).startsWith('/dashboard')) return 'no-store';
  // Only the names matter: any cookie but the cookie choice may be a session (the store's,
  // the staff's).
  const names = (request.headers.cookie ?? '').split(';').map((part) => part.split('=')[0]?.trim());
  const withSession = names.some((name) => name && name !== CONSENT_COOKIE);
  return withSession ? 'private, no-store' : REVALIDATE;
}

/** The store session swell-js keeps in the browser (and sends as `X-Session`). */
const STORE_SESSION_COOKIE = 'swell-session';
/** What the render may add to its requests: what swell-js sends (the key, the session). */
const RENDER_HEADERS = new Set(['authorization', 'x-session']);

/**
 * A GET of this server's own API for the page's render, in this process (no socket, no
 * second request over the network): the same routes, checks and answers as the browser's
 * request would get, with the page request's cookies (the staff session) and, for the
 * store's routes, the headers swell-js would send (the public key, the store session).
 */
async function inProcessGet(
  app: FastifyInstance,
  request: FastifyRequest,
  apiPath: string,
  extra: Record<string, string> = {},
): Promise<Response> {
  const allowed = Object.entries(extra).filter(([name]) => RENDER_HEADERS.has(name.toLowerCase()));
  const answer = await app.inject({
    method: 'GET',
    url: apiPath,
    headers: {
      ...Object.fromEntries(allowed),
      accept: 'application/json',
      ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
    },
    remoteAddress: request.ip,
  });
  return new Response(answer.statusCode === 204 ? null : answer.body, {
    status: answer.statusCode,
    headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
  });
}

/** The visitor's cookie choice as the browser repeats it for the server (issue #13). */
function consentOf(request: FastifyRequest): string | null {
  return cookieOf(request, CONSENT_COOKIE);
}

function cookieOf(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  return fastifyCookie.parse(header)[name] || null;
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}

// A page is wanted unless the client names only types that are not HTML: browsers send
// text/html, while curl, uptime monitors and many crawlers send `*/*` or nothing. A path that
// ends in a file extension (`/foo.js`) is a file: only an explicit text/html gets the page,
// so a missing script answers 404 rather than HTML it cannot use.
export function acceptsHtml(request: FastifyRequest, pathname: string): boolean {
  const accept = (request.headers.accept ?? '').toLowerCase();
  if (accept.includes('text/html') || accept.includes('application/xhtml+xml')) return true;
  if (/\.[a-z0-9]{1,8}$/i.test(pathname)) return false;
  return accept.trim() === '' || accept.includes('*/*') || accept.includes('text/*');
}

function isInside(dir: string, filePath: string): boolean {
  const relative = path.relative(dir, filePath);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** The build-relative path of an existing regular file for this URL path, or null. */
function fileInBuild(webDist: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const segments = decoded.split('/').filter(Boolean);
  // No dot-files (.env would be a bad surprise), no way out of the build folder, and not the
  // server-rendering bundle (server/): it is code for this process, not for browsers.
  if (
    segments.length === 0 ||
    segments[0] === SERVER_BUNDLE_DIR ||
    segments.some((s) => s.startsWith('.') || s.includes('\0') || s.includes('\\'))
  ) {
    return null;
  }
  const relative = segments.join('/');
  const absolute = path.resolve(webDist, relative);
  if (!isInside(webDist, absolute)) return null;
  try {
    return fs.statSync(absolute).isFile() ? relative : null;
  } catch {
    return null;
  }
}
