import type { FastifyPluginAsync } from 'fastify';

// Filled in once the export files exist (dashboard/exports).
export const orderExportRoutes: FastifyPluginAsync = async () => {};
