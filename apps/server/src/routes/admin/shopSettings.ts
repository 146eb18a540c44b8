import type { FastifyPluginAsync } from 'fastify';
import { shippingRatesSchema } from '@federkiel/machines/pricing/postage';
import { parseInput } from '../../http/validate.ts';
import { loadShippingRates, saveShippingRates } from '../../store/cart/shippingRates.ts';

// The owner's shop settings (issue 38), Inhaber only (fulfilment/staffPermissions.ts):
//   GET/PUT /settings/shipping   postage and delivery time per destination (Germany, EU,
//                                world) — carts are priced with them from the next answer on;
//                                orders already placed keep the postage they were charged.

export const shopSettingsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/settings/shipping', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await loadShippingRates(app.db)),
  );

  app.put('/settings/shipping', async (request, reply) => {
    const rates = parseInput(shippingRatesSchema, request.body);
    await saveShippingRates(app.db, rates, {
      now: app.store.clock.now().toISOString(),
      staff: request.staff?.name ?? null,
    });
    return reply.header('cache-control', 'no-store').send(rates);
  });
};
