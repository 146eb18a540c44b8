import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';

/**
 * The Content-Security-Policy: the shop's own origin only. Templates, fonts, media and logs
 * go through the shop's `/content` (issue #31), so the browser never talks to the CMS; only
 * the preview route lets the CMS admin frame it (cmsPreview/framing.ts).
 */
// The analytics tag (gtag.js) is loaded only after the visitor accepts all cookies; its hosts
// are allowed only when a TRACKING_ID is configured at all.
const TRACKING_SCRIPT_HOSTS = ['https://www.googletagmanager.com'];
const TRACKING_CONNECT_HOSTS = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

export function cspDirectives(
  options: { tracking: boolean } = { tracking: false },
): Record<string, string[]> {
  const trackingScripts = options.tracking ? TRACKING_SCRIPT_HOSTS : [];
  const trackingConnect = options.tracking ? TRACKING_CONNECT_HOSTS : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...trackingScripts],
    // React renders `style={{…}}` as inline style attributes (text positions on the card
    // preview, font sizes computed by the text-fit rules). CSP has no way to allow style
    // attributes but not <style> elements short of per-request nonces, which a static
    // index.html cannot carry, so 'unsafe-inline' stays for styles only — never scripts.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: and blob: are the previews of images the customer picks before uploading.
    'img-src': ["'self'", 'data:', 'blob:', ...trackingConnect],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...trackingConnect],
    'media-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

function helmetOptions(config: ServerConfig) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives({ tracking: config.trackingId !== null }),
    },
    // HSTS over plain http (localhost) means nothing and would only confuse a browser
    // that later visits another local service on https.
    hsts: config.publicUrl.startsWith('https:')
      ? { maxAge: 15552000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    // The same as frame-ancestors 'none', for browsers that ignore CSP.
    xFrameOptions: { action: 'deny' as const },
    // X-Content-Type-Options: nosniff and the rest keep helmet's defaults.
  };
}

/** Headers Fastify itself writes; everything else a helmet response carries is helmet's. */
const TRANSPORT_HEADERS = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * The headers @fastify/helmet sets for our options. They do not depend on the request (no
 * CSP nonces), but the plugin rebuilds helmet's middleware on every request, which cost the
 * store about a tenth of its CPU time under load. So helmet runs once, on a throw-away
 * instance at start, and its headers are copied onto every response.
 */
export async function helmetHeaders(config: ServerConfig): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, helmetOptions(config));
  probe.get('/', async () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name]) => !TRANSPORT_HEADERS.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: ServerConfig,
): Promise<void> {
  const headers = await helmetHeaders(config);
  // A callback hook, not an async one: it runs on every request, and an async hook costs a
  // promise and a microtask each time (issue #32).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
