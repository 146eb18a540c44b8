import type { ServerConfig } from './config.ts';
import type { Db } from './db/database.ts';

// What buildServer puts on the Fastify instance for every route plugin to use.
declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Db;
  }
}
