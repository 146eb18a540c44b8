import Fastify, { type FastifyInstance } from 'fastify';
import { registerBusinessApi } from './business/index.ts';
import { CmsCache, type CmsCacheOptions } from './cms/cmsCache.ts';
import { systemClock, type Clock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import './fastifyTypes.ts';
import { parseBracketQuery } from './http/bracketQuery.ts';
import { errorHandler } from './http/errors.ts';
import { registerCompression } from './http/compression.ts';
import { registerJsonBodyParser } from './http/jsonBody.ts';
import { createLimiters } from './http/rateLimits.ts';
import { startApprovalReleases } from './payments/approvalReleases.ts';
import { registerNulGuard } from './http/nulCharacters.ts';
import { recordRoutes } from './http/routeTable.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { apiRoutes } from './routes/api/index.ts';
import { appConfigRoutes } from './routes/appConfig/index.ts';
import { contentRoutes } from './routes/content/index.ts';
import { registerPreviewFraming } from './cmsPreview/framing.ts';
import { healthRoutes } from './routes/health/index.ts';
import { swellRoutes } from './routes/swell/index.ts';
import { vaultRoutes } from './routes/vault/index.ts';
import { createMailer } from './mail/mailer.ts';
import { createGateway } from './payments/createGateway.ts';
import { loadCatalogue } from './store/catalogue/catalogue.ts';
import { seedDemoPromotions } from './store/demoSeed.ts';
import { KeyedQueue } from './store/sessions/keyedQueue.ts';
import { registerWebApp } from './web/webApp.ts';

export type { ServerConfig } from './config.ts';
export { loadConfig, ConfigError } from './config.ts';
export { adjustableClock, systemClock, type Clock } from './clock.ts';

export interface BuildOptions {
  /** The time source for expiries and dates; tests pass an adjustable clock. */
  clock?: Clock;
  /** The CMS cache's timings; tests shorten the fetch time-out (cms/cmsCache.ts). */
  cmsCache?: Pick<CmsCacheOptions, 'timeoutMs' | 'retryAfterFailureMs'>;
}

/** TRUST_PROXY as Fastify takes it; a hop count trusts that many proxies in front. */
function trustProxyOption(trust: ServerConfig['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** JSON bodies are small (carts, drafts); files go through the upload routes. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Builds the whole server — database opened and migrated, every route registered — but
 * does not listen: main.ts calls listen(), tests use inject() or listen on port 0.
 * Closing the instance closes the database.
 */
export async function buildServer(
  config: ServerConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Admin keys and sessions are credentials; keep them out of logs.
      redact: [
        'req.headers.authorization',
        'req.headers["x-admin-key"]',
        'req.headers["x-session"]',
      ],
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind a reverse proxy (TRUST_PROXY) the client's address comes from X-Forwarded-For,
    // but only when the named proxy sent it.
    trustProxy: trustProxyOption(config.trustProxy),
    // swell-js sends GET data in bracket form (`$data[number]=…`); see bracketQuery.ts.
    routerOptions: { querystringParser: parseBracketQuery },
  });

  const db = await createDatabase(config.database);
  let catalogue;
  try {
    const applied = await migrateToLatest(db);
    for (const result of applied)
      app.log.info(`database migration ${result.migrationName} applied`);
    if (config.demoPromotions) await seedDemoPromotions(db, clock);
    catalogue = await loadCatalogue(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const mailer = createMailer(config, clock, app.log);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('store', {
    clock,
    catalogue,
    gateway: createGateway(config, db, clock),
    mailer,
    sessions: new KeyedQueue(),
  });
  app.addHook('onClose', async () => {
    mailer.close();
    await db.destroy();
  });
  // Approved payments nobody turned into an order are released (issue 33).
  startApprovalReleases(app);

  recordRoutes(app);
  registerJsonBodyParser(app);
  app.setErrorHandler(errorHandler);
  await registerSecurityHeaders(app, config);
  await registerCompression(app);
  // Before every route's own hooks: nothing reads a NUL from the address (http/nulCharacters.ts).
  registerNulGuard(app);
  // Per-IP limits for the routes that take guesses (http/rateLimits.ts), on `request.ip`:
  // the TCP peer, or behind the proxies named in TRUST_PROXY the client they report.
  app.decorate('limits', await createLimiters(app, config.rateLimits));
  // The CMS answers server-rendered pages read; the CMS's webhook (/swell/cms-webhook) clears it.
  app.decorate(
    'cmsCache',
    new CmsCache({
      ...options.cmsCache,
      baseUrl: config.cmsInternalUrl,
      log: { warn: (m) => app.log.warn(m) },
    }),
  );

  // Only the editors' preview page may be framed, and only by the CMS admin (issue #31).
  registerPreviewFraming(app);

  await app.register(healthRoutes);
  await app.register(appConfigRoutes);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(vaultRoutes, { prefix: '/vault' });
  await app.register(swellRoutes, { prefix: '/swell' });
  await app.register(adminRoutes, { prefix: '/swell/admin' });
  // The CMS's content and media from the shop's own origin (issue #31).
  await app.register(contentRoutes, { prefix: '/content' });
  // Issue 43: /business/v1 with API keys, and the profile's keys and webhooks.
  await registerBusinessApi(app);
  await registerWebApp(app, config.webDist);

  return app;
}
