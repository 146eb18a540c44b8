import { orderListQuerySchema } from '@federkiel/machines/fulfilment/dashboardApi';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { createFontLoader, type FontLoader } from '../../configurations/cmsFonts.ts';
import { orderCards } from '../../dashboard/orderCards.ts';
import { allFilteredOrders } from '../../dashboard/orderRows.ts';
import { orderCardsTxt } from '../../dashboard/exports/orderCardsTxt.ts';
import { orderCardsXlsx } from '../../dashboard/exports/orderCardsXlsx.ts';
import { orderListXlsx } from '../../dashboard/exports/orderListXlsx.ts';
import { productionSheetPdf } from '../../dashboard/exports/productionSheetPdf.ts';
import {
  contentDisposition,
  EXPORT_CONTENT_TYPES,
  exportFileName,
  orderListFileName,
  type OrderExportKind,
} from '../../dashboard/exports/fileNames.ts';
import { parseInput } from '../../http/validate.ts';
import { productionLines } from '../../production/orderProduction.ts';
import { detailOf, findOrder } from './orderLookup.ts';

// Downloads: the filtered order list as XLSX, and per order the cards as XLSX and TXT and
// the production sheet as a streamed PDF (docs/dashboard.md).

function download(reply: FastifyReply, kind: OrderExportKind, number: string) {
  return reply
    .header('content-type', EXPORT_CONTENT_TYPES[kind])
    .header('content-disposition', contentDisposition(exportFileName(number, kind)))
    .header('cache-control', 'no-store');
}

/** The handwriting font's file for the sheet; a CMS that is away means the fallback font. */
async function fontFile(
  fonts: FontLoader,
  fontId: string | undefined,
  log: { warn: (obj: object, msg: string) => void },
) {
  if (!fontId) return {};
  try {
    const found = await fonts.load(fontId);
    if (found.status === 'found') return { font: found.font.file, fontName: found.font.name };
  } catch (error) {
    log.warn({ err: error, fontId }, 'handwriting font not loaded for the production sheet');
  }
  return {};
}

export const orderExportRoutes: FastifyPluginAsync = async (app) => {
  const fonts = createFontLoader({ cmsUrl: app.config.cmsUrl, timeoutMs: 5000 });

  app.get('/orders.xlsx', async (request, reply) => {
    const query = parseInput(orderListQuerySchema, request.query, 'query');
    const rows = await allFilteredOrders(app.db, query);
    return reply
      .header('content-type', EXPORT_CONTENT_TYPES['empfaenger.xlsx'])
      .header('content-disposition', contentDisposition(orderListFileName(app.store.clock.now())))
      .header('cache-control', 'no-store')
      .send(await orderListXlsx(rows));
  });

  app.get('/orders/:id/export.xlsx', async (request, reply) => {
    const order = await findOrder(app, request.params);
    const detail = await detailOf(app, order.id);
    const { cards } = await orderCards(app.db, order);
    return download(reply, 'empfaenger.xlsx', order.number).send(
      await orderCardsXlsx(detail, cards),
    );
  });

  app.get('/orders/:id/export.txt', async (request, reply) => {
    const order = await findOrder(app, request.params);
    const detail = await detailOf(app, order.id);
    const { cards } = await orderCards(app.db, order);
    return download(reply, 'empfaenger.txt', order.number).send(orderCardsTxt(detail, cards));
  });

  app.get('/orders/:id/export.pdf', async (request, reply) => {
    const order = await findOrder(app, request.params);
    const detail = await detailOf(app, order.id);
    const { cards, configurations } = await orderCards(app.db, order);
    const fontId = configurations.lines[0]?.configuration.font.id;
    const font = await fontFile(fonts, fontId, request.log);
    // The pen layout of every card (line breaks, strokes, sides); without a CMS the sheet
    // still prints, with the composed text.
    const lines = await productionLines(fonts, configurations).catch((error: unknown) => {
      request.log.warn({ err: error, order: order.id }, 'pen fonts not loaded for the sheet');
      return undefined;
    });
    return download(reply, 'produktionsblatt.pdf', order.number).send(
      productionSheetPdf(detail, cards, { ...font, ...(lines ? { lines } : {}) }),
    );
  });
};
