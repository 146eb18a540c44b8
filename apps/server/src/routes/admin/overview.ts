import type { FastifyPluginAsync } from 'fastify';
import { dashboardOverview } from '../../dashboard/overview.ts';

export const overviewRoutes: FastifyPluginAsync = async (app) => {
  app.get('/overview', async () =>
    dashboardOverview(app.db, app.store.clock.now(), app.config.cmsUrl),
  );
};
