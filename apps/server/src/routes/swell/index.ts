import type { FastifyPluginAsync } from 'fastify';
import { jsonNotFound } from '../../http/errors.ts';

// The shop backend under /swell: what Swell itself does not model and the shop needs —
// uploads, drafts, order configurations and recipients, recipient lists, WunderLinks,
// contact inquiries. Same origin as the web app, so no CORS. The dashboard API lives
// under /swell/admin in its own plugin (routes/admin) with its own lock.

export const swellRoutes: FastifyPluginAsync = async (app) => {
  app.setNotFoundHandler(jsonNotFound);
};
