import type { FastifyInstance } from 'fastify';
import { businessProfileRoutes } from './profileRoutes.ts';
import { businessRoutes } from './routes.ts';
import { startWebhookWorker } from './webhooks/queue.ts';

/** The business API (issue 43): the public API, the profile's key and webhook routes, the sender. */
export async function registerBusinessApi(app: FastifyInstance): Promise<void> {
  await app.register(businessRoutes, { prefix: '/business/v1' });
  await app.register(businessProfileRoutes, { prefix: '/swell/business' });
  startWebhookWorker(app);
}
