import type { Core } from '@strapi/strapi';

/** `scheme://host[:port]` of a URL; null for anything that is not an http(s) URL. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

type Env = Core.Config.Shared.ConfigParams['env'];

/**
 * The origins whose pages may read the CMS from the browser: the shop (PUBLIC_URL — the
 * shop's pages fetch templates, fonts and texts directly), the CMS's own admin panel
 * (CMS_URL), and the shop's extra origins (CORS_EXTRA_ORIGINS, as for the shop's store API).
 * The start scripts and the browser tests hand both processes the same environment, so a
 * test stack on random ports names its own shop here. Any other origin gets no CORS headers.
 */
function allowedOrigins(env: Env): string[] {
  // An empty variable counts as unset, as in the shop's server.
  const shop = env('PUBLIC_URL') || `http://localhost:${env('PORT') || '8080'}`;
  const admin = env('CMS_URL') || `http://localhost:${env('CMS_PORT') || '1337'}`;
  const extra = (env('CORS_EXTRA_ORIGINS') || '').split(',');
  const origins = [shop, admin, ...extra].map(originOf).filter((o): o is string => o !== null);
  return [...new Set(origins)];
}

/**
 * CORS: only the origins above, no credentials (nothing here is read with a cookie from the
 * shop). Media (card images, font files, the explainer video) is embedded cross-origin, so
 * the resource policy must be `cross-origin`. No `strapi::poweredBy`: the answers do not
 * advertise the software behind them (X-Powered-By).
 */
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
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
      origin: allowedOrigins(env),
      credentials: false,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'],
      headers: [
        'Content-Type',
        'Authorization',
        'Origin',
        'Accept',
        'Strapi-Response-Format',
        // The shop's preview of drafts (src/lib/preview.ts).
        'X-Federkiel-Preview',
      ],
      keepHeadersOnError: true,
    },
  },
  // Issue #13: JSON (the template list with its media) and SVG/text media go out compressed.
  'strapi::compression',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
