import { refundBodySchema } from '@federkiel/machines/fulfilment/dashboardApi';
import { trackingBodySchema } from '@federkiel/machines/fulfilment/tracking';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { refundOrder } from '../../dashboard/orderRefund.ts';
import { setOrderTracking } from '../../dashboard/orderTracking.ts';
import type { Staff } from '../../dashboard/staffSessions.ts';
import { recordEvent } from '../../dashboard/timeline.ts';
import { parseInput } from '../../http/validate.ts';
import { detailOf, findOrder } from './orderLookup.ts';

// What happens to an order around its production (issue 28): the parcel's tracking number,
// the refund of a canceled order, and the timeline's record of every file staff download.

function staffOf(request: FastifyRequest): Staff {
  return request.staff ?? { name: 'API', sessionHash: null };
}

export const orderAftercareRoutes: FastifyPluginAsync = async (app) => {
  app.put('/orders/:id/tracking', async (request) => {
    const body = parseInput(trackingBodySchema, request.body);
    const order = await findOrder(app, request.params);
    await setOrderTracking(app, order, body, staffOf(request));
    return detailOf(app, order.id);
  });

  app.post('/orders/:id/refund', async (request) => {
    const body = parseInput(refundBodySchema, request.body);
    const order = await findOrder(app, request.params);
    await refundOrder(app, order.id, body, staffOf(request));
    return detailOf(app, order.id);
  });
};

/** The order files whose download the timeline records (path → name shown). */
const DOWNLOADS =
  /^\/swell\/admin\/orders\/([^/?]+)\/(export\.(?:xlsx|txt|pdf)|production\.zip)(?:\?|$)/;

/** `onResponse` hook of the admin routes: "who downloaded which file of the order, when". */
export async function recordDownload(request: FastifyRequest, reply: FastifyReply) {
  if (request.method !== 'GET' || reply.statusCode !== 200) return;
  const match = DOWNLOADS.exec(request.url);
  if (!match?.[1] || !match[2]) return;
  try {
    await recordEvent(request.server.db, {
      orderId: decodeURIComponent(match[1]),
      kind: 'file_downloaded',
      at: request.server.store.clock.now().toISOString(),
      staff: staffOf(request),
      data: { file: match[2] },
    });
  } catch (error) {
    // The file went out already; a lost line in the timeline must not become an error.
    request.log.error({ err: error }, 'download could not be recorded');
  }
}
