import type { CmsCache } from './cms/cmsCache.ts';
import type { ServerConfig } from './config.ts';
import type { Staff } from './dashboard/staffSessions.ts';
import type { Db } from './db/database.ts';
import type { Limiters } from './http/rateLimits.ts';
import type { StoreServices } from './store/services.ts';

// What buildServer puts on the Fastify instance for every route plugin to use.
declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Db;
    store: StoreServices;
    /** Per-IP rate limits for the routes that take guesses (http/rateLimits.ts). */
    limits: Limiters;
    /** The CMS answers server rendering reads, cleared by the CMS's webhook (cms/cmsCache.ts). */
    cmsCache: CmsCache;
  }
  interface FastifyRequest {
    /**
     * The store session (X-Session) of a request under /api, and under /swell once
     * `requireOwner` ran; '' elsewhere.
     */
    sessionId: string;
    /**
     * The store minted `sessionId` for this request: nobody else knows it yet, so nothing
     * is stored under it (a first visit's first call skips reading the session).
     */
    sessionMinted: boolean;
    /** Under /swell/admin: the staff member behind the request (staffAuth.ts). */
    staff: Staff | null;
  }
}
