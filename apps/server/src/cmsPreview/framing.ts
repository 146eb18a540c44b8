import type { FastifyInstance } from 'fastify';

// Strapi's Preview panel shows the shop in a frame (issue #31; cms/config/admin.ts opens
// `/vorschau?token=…`). Every page of the shop refuses framing (`frame-ancestors 'none'`,
// X-Frame-Options DENY: clickjacking), so the preview page alone lets the CMS admin's origin —
// and nobody else — frame it. From there the preview moves on inside the app without loading
// another page (apps/web PreviewStart), so no other route needs to be framed.

export const PREVIEW_PAGE = '/vorschau';

/** The CSP of the preview page: the shop's CSP with the CMS admin as the only frame ancestor. */
export function previewPolicy(csp: string, cmsOrigin: string): string {
  return csp.replace(/frame-ancestors [^;]*/, `frame-ancestors ${cmsOrigin}`);
}

/** Registered on the root instance: the page is served by the web app's fallback handler. */
export function registerPreviewFraming(app: FastifyInstance): void {
  const cmsOrigin = app.config.cmsOrigin;
  // A callback hook: it runs on every answer (see http/security.ts).
  app.addHook('onSend', (request, reply, payload, done) => {
    const url = request.raw.url ?? '';
    if (url.startsWith(PREVIEW_PAGE)) {
      const pathname = url.split('?')[0];
      if (pathname === PREVIEW_PAGE || pathname === `${PREVIEW_PAGE}/`) {
        const csp = reply.getHeader('content-security-policy');
        if (typeof csp === 'string') {
          reply.header('content-security-policy', previewPolicy(csp, cmsOrigin));
        }
        // X-Frame-Options knows no origin list worth having; browsers that read CSP ignore it.
        reply.removeHeader('x-frame-options');
      }
    }
    done(null, payload);
  });
}
