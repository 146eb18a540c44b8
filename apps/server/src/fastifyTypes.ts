import type { ServerConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { StoreServices } from './store/services.ts';

// What buildServer puts on the Fastify instance for every route plugin to use.
declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Db;
    store: StoreServices;
  }
  interface FastifyRequest {
    /**
     * The store session (X-Session) of a request under /api, and under /swell once
     * `requireOwner` ran; '' elsewhere.
     */
    sessionId: string;
  }
}
