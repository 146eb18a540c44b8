import { isoDateInBerlin } from '@federkiel/machines/configurator/workingDays';
import type { OrderConfiguration } from '@federkiel/machines/configurator/schema';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { CmsUnavailableError, createFontLoader } from '../../configurations/cmsFonts.ts';
import {
  checkConfiguration,
  ConfigurationRefused,
} from '../../configurations/configurationCheck.ts';
import { parseConfiguration } from '../../configurations/configurationInput.ts';
import {
  configurationView,
  insertConfiguration,
  ownConfiguration,
} from '../../configurations/configurationRecords.ts';
import { sendError } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { requireOwner } from './swellSession.ts';

// POST /swell/configurations stores an order configuration after the server's re-check
// (422 with the problems when a rule is broken, 503 when the CMS cannot deliver the font);
// GET /swell/configurations/:id answers it to its owner only (404 for anybody else).
// See docs/uploads-and-configurations.md.

/** 10,000 recipients with addresses and per-card texts are several MB of JSON. */
export const CONFIGURATION_BODY_LIMIT = 16 * 1024 * 1024;

const idParam = z.object({ id: z.string().min(1).max(100) });

export const configurationRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app;
  const { clock, catalogue } = app.store;
  const fonts = createFontLoader({ cmsUrl: config.cmsUrl });

  app.post('/configurations', { bodyLimit: CONFIGURATION_BODY_LIMIT }, async (request, reply) => {
    const owner = await requireOwner(app, request);
    const configuration = parseConfiguration(request.body, config.maxCards);
    return app.store.sessions.run(owner.sessionId, async () => {
      let product;
      try {
        product = await checkConfiguration(
          {
            db: app.db,
            catalogue,
            fonts,
            publicUrl: config.publicUrl,
            maxCards: config.maxCards,
            today: isoDateInBerlin(clock.now()),
          },
          configuration,
        );
      } catch (error) {
        if (error instanceof ConfigurationRefused) return reply.code(422).send(error.body);
        if (error instanceof CmsUnavailableError) {
          request.log.warn({ detail: error.detail }, 'CMS unavailable for the fit check');
        }
        throw error;
      }
      const row = await insertConfiguration(app.db, {
        configuration,
        productId: product.id,
        owner,
        now: clock.now(),
      });
      return reply.code(201).send(configurationView(row, product.canvasKey));
    });
  });

  app.get('/configurations/:id', async (request, reply) => {
    const owner = await requireOwner(app, request);
    const { id } = parseInput(idParam, request.params);
    const row = await ownConfiguration(app.db, id, owner);
    if (!row) return sendError(reply, 404, 'not_found', 'Diese Gestaltung gibt es nicht.');
    const configuration = JSON.parse(row.data) as OrderConfiguration;
    return { ...configurationView(row, configuration.canvas.key), configuration };
  });
};
