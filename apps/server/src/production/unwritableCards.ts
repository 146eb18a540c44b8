import type { ProductionSummary } from '@federkiel/machines/fulfilment/dashboardApi';
import type { Move } from '@federkiel/machines/fulfilment/moves';
import {
  PRODUCTION_STATUS_LABELS,
  type ProductionStatus,
} from '@federkiel/machines/fulfilment/statuses';
import type { FastifyInstance } from 'fastify';
import { createFontLoader, type FontLoader } from '../configurations/cmsFonts.ts';
import type { Db } from '../db/database.ts';
import type { OrdersTable } from '../db/schema.ts';
import { orderCards, type OrderConfigurations } from '../dashboard/orderCards.ts';
import { productionLines, productionSummary } from './orderProduction.ts';

// A paid card is never missing (issue 26). The design was checked when it was stored, but a
// font may change in the CMS after the order: when the production files are made (order
// detail, production summary, ZIP) every card is drawn, and an order with a card that cannot
// be drawn is flagged (table `order_unwritable_cards`). The dashboard shows the flag, and the
// production stays at „Bestellung eingegangen“ until staff decide — a move on needs a note
// that says what was decided.

export interface UnwritableCards {
  count: number;
  label: string;
  cards: { n: number; message: string }[];
}

/** „1 Karte kann nicht geschrieben werden“ / „3 Karten können nicht geschrieben werden“. */
export function unwritableLabel(count: number): string {
  return count === 1
    ? '1 Karte kann nicht geschrieben werden'
    : `${count} Karten können nicht geschrieben werden`;
}

/** Stores what the production summary found for an order (replacing an older finding). */
export async function recordUnwritable(
  db: Db,
  orderId: string,
  summary: Pick<ProductionSummary, 'problem_count' | 'problems'>,
  now: Date,
): Promise<UnwritableCards> {
  const cards = summary.problems.map(({ n, message }) => ({ n, message }));
  const row = {
    order_id: orderId,
    count: summary.problem_count,
    cards: JSON.stringify(cards),
    checked_at: now.toISOString(),
  };
  await db
    .insertInto('order_unwritable_cards')
    .values(row)
    // The order page checks on every look: the row is rewritten only when the finding
    // changed, so a read stays a read and `checked_at` says since when it holds.
    .onConflict((oc) =>
      oc
        .column('order_id')
        .doUpdateSet({ count: row.count, cards: row.cards, checked_at: row.checked_at })
        .where((eb) =>
          eb.or([
            eb('order_unwritable_cards.count', '!=', row.count),
            eb('order_unwritable_cards.cards', '!=', row.cards),
          ]),
        ),
    )
    .execute();
  return { count: row.count, label: unwritableLabel(row.count), cards };
}

/** The flagged orders among `orderIds`: order id → number of unwritable cards (> 0). */
export async function unwritableCounts(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('order_unwritable_cards')
    .select(['order_id', 'count'])
    .where('order_id', 'in', [...orderIds])
    .where('count', '>', 0)
    .execute();
  return new Map(rows.map((row) => [row.order_id, Number(row.count)]));
}

/** Every flagged order id (the overview lists them). */
export async function flaggedOrderIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('order_unwritable_cards')
    .select('order_id')
    .where('count', '>', 0)
    .orderBy('checked_at', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => row.order_id);
}

const loaders = new Map<string, FontLoader>();

/** The production check's own font loader per CMS (fonts stay parsed between orders). */
function productionFonts(cmsUrl: string): FontLoader {
  let loader = loaders.get(cmsUrl);
  if (!loader) {
    loader = createFontLoader({ cmsUrl, timeoutMs: 5000 });
    loaders.set(cmsUrl, loader);
  }
  return loader;
}

/**
 * Draws every card of the order (the production summary, kept per order) and records what
 * cannot be drawn. A CMS that cannot be reached leaves the last finding as it was.
 */
export async function checkOrderWriting(
  app: FastifyInstance,
  order: OrdersTable,
  configurations?: OrderConfigurations,
  fresh = false,
  fonts: FontLoader = productionFonts(app.config.cmsUrl),
): Promise<UnwritableCards | null> {
  const lines = await productionLines(
    fonts,
    configurations ?? (await orderCards(app.db, order)).configurations,
  ).catch((error: unknown) => {
    app.log.warn({ err: error, order: order.id }, 'pen fonts unavailable for the writing check');
    return null;
  });
  if (!lines) return null;
  const summary = productionSummary(order.id, lines, fresh);
  return recordUnwritable(app.db, order.id, summary, app.store.clock.now());
}

/** The last finding for one order, or null when it was never checked. */
export async function unwritableOf(db: Db, orderId: string): Promise<UnwritableCards | null> {
  const row = await db
    .selectFrom('order_unwritable_cards')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!row) return null;
  const count = Number(row.count);
  return {
    count,
    label: unwritableLabel(count),
    cards: JSON.parse(row.cards) as UnwritableCards['cards'],
  };
}

const FIRST: ProductionStatus = 'order_received';

/**
 * Why a production move must wait (German), or null: an order with cards the robot cannot
 * write stays at „Bestellung eingegangen“ until staff decide; the move's note records the
 * decision. Checked afresh (the font may have changed since the last look).
 */
export async function productionHold(
  app: FastifyInstance,
  orderId: string,
  move: Move,
): Promise<string | null> {
  if (move.kind !== 'production' || move.to === FIRST || move.note?.trim()) return null;
  const order = await app.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order || order.production_status !== FIRST) return null;
  const found =
    (await checkOrderWriting(app, order, undefined, true)) ?? (await unwritableOf(app.db, orderId));
  if (!found || found.count === 0) return null;
  const named = found.cards
    .slice(0, 3)
    .map((card) => `Karte ${card.n}`)
    .join(', ');
  return `${found.label} (${named}). Die Produktion bleibt auf „${PRODUCTION_STATUS_LABELS[FIRST]}“, bis entschieden ist, was mit ${found.count === 1 ? 'der Karte' : 'den Karten'} geschieht – bitte die Entscheidung als Notiz angeben.`;
}
