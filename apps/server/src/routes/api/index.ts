import cors from '@fastify/cors';
import type { FastifyPluginAsync } from 'fastify';
import { jsonNotFound } from '../../http/errors.ts';
import { accountRoutes } from './account.ts';
import { accountRecordRoutes } from './accountRecords.ts';
import { cartRoutes } from './cart.ts';
import { catalogueRoutes } from './catalogue.ts';
import { orderRoutes } from './orders.ts';
import { settingsRoutes } from './settings.ts';
import { registerStoreAuth } from './storeAuth.ts';

// The store API under /api: the part of Swell's storefront API that swell-js calls
// (docs: /work/shared/docs/store-api.md, docs/store.md), one file per resource.

export const apiRoutes: FastifyPluginAsync = async (app) => {
  // swell-js fetches with `mode: 'cors', credentials: 'include'`, like a browser talking
  // to Swell's hosted API from any shop domain, so the store answers every origin (it is
  // echoed, as credentials forbid "*"). That is safe because nothing here authenticates
  // by cookie: the session travels in the X-Session header, which another site cannot
  // read. X-Session must be exposed, or swell-js cannot see a newly minted session.
  await app.register(cors, {
    origin: true,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'Accept',
      'X-Session',
      'X-Locale',
      'X-Currency',
    ],
    exposedHeaders: ['X-Session'],
    maxAge: 600,
  });

  // After CORS, so even a refused request carries the CORS headers swell-js needs to read
  // the error.
  registerStoreAuth(app);

  await app.register(catalogueRoutes);
  await app.register(settingsRoutes);
  await app.register(cartRoutes);
  await app.register(orderRoutes);
  await app.register(accountRoutes);
  await app.register(accountRecordRoutes);

  app.setNotFoundHandler(jsonNotFound);
};
