import type { FastifyPluginAsync } from 'fastify';
import { jsonNotFound } from '../../http/errors.ts';

// The card vault under /vault (store-api.md "Card vault"): swell-js sends card numbers
// here as plain GETs and gets back tokens, so card data never touches the store API.
// Issue 3 adds /tokens, /intent and /authorization.

export const vaultRoutes: FastifyPluginAsync = async (app) => {
  // swell-js calls the vault with a simple GET (no credentials, no custom headers), so a
  // wildcard origin is enough and no preflight is involved.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });

  app.setNotFoundHandler(jsonNotFound);
};
