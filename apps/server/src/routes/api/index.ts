import cors from '@fastify/cors';
import type { FastifyPluginAsync } from 'fastify';
import { jsonNotFound } from '../../http/errors.ts';
import { accountRoutes } from './account.ts';
import { accountRecordRoutes } from './accountRecords.ts';
import { cartRoutes } from './cart.ts';
import { catalogueRoutes } from './catalogue.ts';
import { invoiceRoutes } from './invoices.ts';
import { orderRoutes } from './orders.ts';
import { paymentApprovalRoutes } from './paymentApproval.ts';
import { settingsRoutes } from './settings.ts';
import { registerStoreAuth } from './storeAuth.ts';

// The store API under /api: the part of Swell's storefront API that swell-js calls
// (docs: /work/shared/docs/store-api.md, docs/store.md), one file per resource.

export const apiRoutes: FastifyPluginAsync = async (app) => {
  // swell-js fetches with `mode: 'cors', credentials: 'include'`. Only the shop's own pages
  // (PUBLIC_URL) and the origins in CORS_EXTRA_ORIGINS get CORS headers; any other origin
  // gets none, so a browser keeps that site from reading store answers. Nothing here
  // authenticates by cookie (the session is the X-Session header), but a credentialed fetch
  // fails in the browser without Access-Control-Allow-Credentials, so the allowed origins
  // get it; the others get nothing. Requests without an Origin (same-origin GETs, servers,
  // tests) are answered as before. X-Session must be exposed, or swell-js cannot see a newly
  // minted session.
  const allowedOrigins = new Set(app.config.corsOrigins);
  await app.register(cors, {
    origin: (origin, callback) => {
      callback(null, origin === undefined || allowedOrigins.has(origin));
    },
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
  await app.register(paymentApprovalRoutes);
  await app.register(accountRoutes);
  await app.register(accountRecordRoutes);
  await app.register(invoiceRoutes);

  app.setNotFoundHandler(jsonNotFound);
};
