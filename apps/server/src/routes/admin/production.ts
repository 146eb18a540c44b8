import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { createFontLoader } from '../../configurations/cmsFonts.ts';
import { contentDisposition, exportFileName } from '../../dashboard/exports/fileNames.ts';
import { orderCardsTxt } from '../../dashboard/exports/orderCardsTxt.ts';
import { orderCards } from '../../dashboard/orderCards.ts';
import { ClientError } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { plotterSettingsSchema } from '@federkiel/machines/pen/writers/plotterSettings';
import { ENVELOPE_SIDE, PRODUCTION_FORMATS, productionCard } from '../../production/cardFiles.ts';
import { loadPlotterSettings, savePlotterSettings } from '../../production/plotterSettingsStore.ts';
import {
  productionLines,
  productionSummary,
  rememberSummary,
} from '../../production/orderProduction.ts';
import { productionZip } from '../../production/productionZip.ts';
import { recordUnwritable } from '../../production/unwritableCards.ts';
import { PRIMARY_PAGE } from '@federkiel/machines/configurator/canvasGeometry';
import { SIDE_NAMES } from '../../production/cardFiles.ts';
import { detailOf, findOrder } from './orderLookup.ts';

// The robot's input (docs/pen-fonts.md), behind the dashboard's staff lock:
//   GET /orders/{id}/production.zip    every card's files (`?format=svg|gcode|hpgl`, default
//                                      svg), manifest.json and the TXT export
//   GET /orders/{id}/production        the totals (files, pen-down/up mm, writing time)
//   GET /orders/{id}/cards/{n}.svg     card n's written side (`{n}-umschlag.svg`: envelope,
//                                      `{n}-innen-links.svg` etc.: that side)
//   GET/PUT /production/settings        the pen plotter's settings (G-code, writing time)

/** `FK-100042` as a file and folder name (the export names' safe alphabet). */
export function productionFolder(number: string): string {
  return exportFileName(number, 'empfaenger.txt').replace(/-empfaenger\.txt$/, '');
}

const cardFileParams = z
  .object({
    id: z.string().min(1).max(64),
    file: z.string().regex(/^[1-9]\d{0,6}(-[a-z0-9-]{1,30})?\.svg$/),
  })
  .strict();

const zipQuery = z
  .object({
    format: z
      .enum(PRODUCTION_FORMATS, { message: 'Das Format muss svg, gcode oder hpgl sein.' })
      .default('svg'),
  })
  .strict();

export const productionRoutes: FastifyPluginAsync = async (app) => {
  const fonts = createFontLoader({ cmsUrl: app.config.cmsUrl, timeoutMs: 5000 });

  async function linesOf(params: unknown) {
    const order = await findOrder(app, params);
    const { configurations, cards } = await orderCards(app.db, order);
    return { order, cards, lines: await productionLines(fonts, configurations) };
  }

  app.get('/production/settings', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await loadPlotterSettings(app.db)),
  );

  app.put('/production/settings', async (request, reply) => {
    const settings = parseInput(plotterSettingsSchema, request.body);
    await savePlotterSettings(app.db, settings, {
      now: app.store.clock.now().toISOString(),
      staff: request.staff?.name ?? null,
    });
    return reply.header('cache-control', 'no-store').send(settings);
  });

  app.get('/orders/:id/production.zip', async (request, reply) => {
    const { format } = parseInput(zipQuery, request.query, 'query');
    const { order, cards, lines } = await linesOf(request.params);
    const plotter = await loadPlotterSettings(app.db);
    const detail = await detailOf(app, order.id, { checkWriting: false });
    const folder = productionFolder(order.number);
    const zip = productionZip({
      folder,
      order: order.number,
      lines,
      txt: {
        name: exportFileName(order.number, 'empfaenger.txt'),
        text: orderCardsTxt(detail, cards),
      },
      mtime: new Date(order.date_created),
      format,
      plotter,
    });
    zip.summary.then(
      (summary) => {
        rememberSummary(order.id, summary, { order: order.number, plotter });
        return recordUnwritable(app.db, order.id, summary, app.store.clock.now());
      },
      (error: unknown) =>
        request.log.error({ err: error, order: order.id }, 'production ZIP failed'),
    );
    return reply
      .header('content-type', 'application/zip')
      .header(
        'content-disposition',
        contentDisposition(`${folder}-produktion${format === 'svg' ? '' : `-${format}`}.zip`),
      )
      .header('cache-control', 'no-store')
      .send(zip.stream);
  });

  app.get('/orders/:id/production', async (request, reply) => {
    const { order, lines } = await linesOf(request.params);
    const plotter = await loadPlotterSettings(app.db);
    const summary = productionSummary(order.id, lines, { order: order.number, plotter });
    await recordUnwritable(app.db, order.id, summary, app.store.clock.now());
    return reply.header('cache-control', 'no-store').send(summary);
  });

  app.get('/orders/:id/cards/:file', async (request, reply) => {
    const { id, file } = parseInput(cardFileParams, request.params, 'query');
    const match = /^(\d+)(?:-([a-z0-9-]+))?\.svg$/.exec(file);
    const n = Number(match?.[1]);
    const side = match?.[2];
    const { order, lines } = await linesOf({ id });
    const card = productionCard(lines, n, { order: order.number });
    if (!card) throw new ClientError(404, 'not_found', `Die Bestellung hat keine Karte ${n}.`);
    if (card.problem) throw new ClientError(422, 'card_not_writable', card.problem);
    const kind = lines[card.item - 1]?.configuration.canvas.kind ?? 'postcard';
    const primary = SIDE_NAMES[kind]?.[PRIMARY_PAGE[kind]];
    const wanted = side
      ? card.files.find((candidate) => candidate.side === side)
      : (card.files.find((candidate) => candidate.side === primary) ??
        card.files.find((candidate) => candidate.side !== ENVELOPE_SIDE));
    if (!wanted)
      throw new ClientError(404, 'not_found', `Karte ${n} hat keine Seite „${side ?? primary}“.`);
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .send(wanted.svg);
  });
};
