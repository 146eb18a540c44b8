import cookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import { jsonNotFound } from '../../http/errors.ts';
import { authenticateStaff } from './staffAuth.ts';
import { loginRoutes } from './login.ts';
import { orderRoutes } from './orders.ts';
import { orderExportRoutes } from './orderExports.ts';
import { overviewRoutes } from './overview.ts';
import { productionRoutes } from './production.ts';
import { wunderlinkAdminRoutes } from './wunderlinks.ts';

// The order dashboard's API under /swell/admin, for shop staff only (docs/dashboard.md).
// Every request but the login needs a staff session or the admin key (staffAuth.ts). Wrong
// keys are counted per IP (http/rateLimits.ts); an address over the limit is refused with
// 429 before its key is even looked at, so a guess that hits cannot be told apart.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is open without a staff session (the login itself). */
    publicAdmin?: boolean;
  }
}

export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(cookie);
  app.decorateRequest('staff', null);
  app.addHook('onRequest', authenticateStaff);

  await app.register(loginRoutes);
  await app.register(overviewRoutes);
  await app.register(orderRoutes);
  await app.register(orderExportRoutes);
  await app.register(productionRoutes);
  await app.register(wunderlinkAdminRoutes);

  app.setNotFoundHandler(jsonNotFound);
};
