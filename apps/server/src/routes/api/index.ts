import cors from '@fastify/cors';
import type { FastifyPluginAsync } from 'fastify';
import { jsonNotFound } from '../../http/errors.ts';

// The store API under /api: the part of Swell's storefront API that swell-js calls
// (docs: /work/shared/docs/store-api.md). Issue 3 adds the endpoints here, one file per
// resource (cart, account, products, …) registered by this plugin.

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

  // Until the endpoints exist every call is an honest "no such route" in the error shape
  // swell-js throws (err.code === 'not_found'), never made-up data.
  app.setNotFoundHandler(jsonNotFound);
};
