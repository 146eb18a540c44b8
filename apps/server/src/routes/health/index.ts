import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';

// Liveness and readiness in one: load balancers and `npm start` poll this, and a server
// that cannot reach its database is not ready to take orders.
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ok', db: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'health check: database query failed');
      return reply.code(503).send({ status: 'error', db: 'error' });
    }
  });
};
