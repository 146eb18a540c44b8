import type { Core } from '@strapi/strapi';

/**
 * The shop's browser code fetches the CMS directly (from http://localhost:8080 and from test
 * servers on random ports), so CORS allows every origin without credentials. Media (card
 * images, font files, the explainer video) is embedded cross-origin, so the resource policy
 * must be `cross-origin`.
 */
const config: Core.Config.Middlewares = [
  'strapi::logger',
  'strapi::errors',
  {
    name: 'strapi::security',
    config: {
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    },
  },
  {
    name: 'strapi::cors',
    config: {
      origin: '*',
      credentials: false,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'],
      headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', 'Strapi-Response-Format'],
      keepHeadersOnError: true,
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
