import type { FastifyPluginAsync } from 'fastify';
import type { ServerConfig } from '../../config.ts';

// The web app's runtime configuration (docs/foundation.md "How the browser finds the
// CMS"): one build of the web app runs against any CMS and store. Everything here is
// public — the browser needs it before it can render.
export interface AppConfigBody {
  cmsUrl: string;
  storeId: string;
  publicKey: string;
  publicUrl: string;
  trackingId: string | null;
}

/** The body of /app-config.json; server rendering hands the same object to the web app. */
export function appConfigBody(config: ServerConfig): AppConfigBody {
  return {
    // The browser reads the CMS through the shop (routes/content, issue #31): same origin,
    // whatever host name the shop is reached by.
    cmsUrl: '/content',
    storeId: config.storeId,
    publicKey: config.storePublicKey,
    publicUrl: config.publicUrl,
    trackingId: config.trackingId,
  };
}

export const appConfigRoutes: FastifyPluginAsync = async (app) => {
  const body = appConfigBody(app.config);

  app.get('/app-config.json', async (_request, reply) => {
    // Revalidated on every load so a changed .env reaches browsers on the next visit.
    reply.header('cache-control', 'no-cache');
    return body;
  });
};
