import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';

/**
 * The Content-Security-Policy: the shop's own origin plus the CMS, whose media (template
 * images, font files, the explainer video) and JSON API the browser loads directly.
 */
export function cspDirectives(cmsOrigin: string): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // React renders `style={{…}}` as inline style attributes (text positions on the card
    // preview, font sizes computed by the text-fit rules). CSP has no way to allow style
    // attributes but not <style> elements short of per-request nonces, which a static
    // index.html cannot carry, so 'unsafe-inline' stays for styles only — never scripts.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: and blob: are the previews of images the customer picks before uploading.
    'img-src': ["'self'", 'data:', 'blob:', cmsOrigin],
    'font-src': ["'self'", 'data:', cmsOrigin],
    'connect-src': ["'self'", cmsOrigin],
    'media-src': ["'self'", cmsOrigin],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: ServerConfig,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config.cmsOrigin) },
    // HSTS over plain http (localhost) means nothing and would only confuse a browser
    // that later visits another local service on https.
    hsts: config.publicUrl.startsWith('https:')
      ? { maxAge: 15552000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The same as frame-ancestors 'none', for browsers that ignore CSP.
    xFrameOptions: { action: 'deny' },
    // X-Content-Type-Options: nosniff and the rest keep helmet's defaults.
  });
}
