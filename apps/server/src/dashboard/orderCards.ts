import type { OrderCard } from '@federkiel/machines/fulfilment/dashboardApi';
import { composeCard } from '@federkiel/machines/configurator/cardText';
import {
  recipientAddressBlock,
  recipientName,
} from '@federkiel/machines/configurator/addressBlock';
import type { Recipient } from '@federkiel/machines/configurator/recipientSchema';
import type { OrderConfiguration } from '@federkiel/machines/configurator/schema';
import type { Db } from '../db/database.ts';
import type { OrdersTable } from '../db/schema.ts';
import type { ApiCart } from '../store/cart/cartView.ts';
import { configurationIdOf } from '../configurations/cartConfigurations.ts';
import { settingsOf, writtenSalutation } from './cardComposition.ts';

// Every card of an order as the robot writes it: the recipient's text variant with the
// salutation and every variable filled in — the same `composeCard`, with the same settings,
// as the pen files (cardComposition.ts) — next to the address it goes to. `salutation` is
// the salutation the card writes, not the one `{{Anrede}}` would give. Configurations
// never change after an order, so an order's cards are composed once and kept (an order
// with 10,000 cards takes a moment to compose; staff open the same order many times) —
// until staff correct an address: that points the order's snapshot at a corrected copy of
// the design, and a kept entry counts only for the snapshot it was composed from.

export interface OrderConfigurations {
  /** The order's configured lines, in cart order, with their stored configuration. */
  lines: { itemId: string; configuration: OrderConfiguration }[];
}

/** The name line as it goes on the envelope: title, first and last name. */
export { recipientName };

/**
 * The card's whole address block as the pen writes it on the envelope: the shop's one block
 * (machines' addressBlock.ts — company, name, c/o, street, PLZ Ort, COUNTRY abroad).
 */
export function addressLines(recipient: Recipient): string[] {
  return recipientAddressBlock(recipient);
}

export function cardsOf(configurations: OrderConfigurations): OrderCard[] {
  const cards: OrderCard[] = [];
  configurations.lines.forEach(({ configuration }, lineIndex) => {
    // The pen files' settings (cardComposition.ts), so the text is the one the robot writes.
    const settings = settingsOf(configuration);
    for (const recipient of configuration.recipients) {
      const composed = composeCard(settings, recipient);
      cards.push({
        n: cards.length + 1,
        item: lineIndex + 1,
        name: recipientName(recipient),
        company: recipient.company,
        address_lines: addressLines(recipient),
        address_form: recipient.addressForm,
        salutation: writtenSalutation(settings, recipient),
        pages: composed.pages.map((page) => ({ heading: page.heading, body: page.body })),
      });
    }
  });
  return cards;
}

/** The stored configurations of an order's lines (those the order's owner stored). */
export async function loadOrderConfigurations(
  db: Db,
  order: Pick<OrdersTable, 'data'>,
): Promise<OrderConfigurations> {
  const snapshot = JSON.parse(order.data) as Pick<ApiCart, 'items'>;
  const ids = snapshot.items.map((item) => ({ itemId: item.id, id: configurationIdOf(item) }));
  const wanted = ids.map((entry) => entry.id).filter((id): id is string => typeof id === 'string');
  if (wanted.length === 0) return { lines: [] };
  const rows = await db
    .selectFrom('configurations')
    .select(['id', 'data'])
    .where('id', 'in', wanted)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row.data]));
  const lines: OrderConfigurations['lines'] = [];
  for (const entry of ids) {
    const data = entry.id ? byId.get(entry.id) : undefined;
    if (!data) continue;
    lines.push({ itemId: entry.itemId, configuration: JSON.parse(data) as OrderConfiguration });
  }
  return { lines };
}

const CACHE_SIZE = 20;

interface CachedCards {
  /** The order's snapshot it was composed from: an address correction changes it. */
  data: string;
  configurations: OrderConfigurations;
  cards: OrderCard[];
  /** The `/cards` answer, serialised once (10,000 cards are ~4 MB of JSON). */
  json?: string;
}

const cache = new Map<string, CachedCards>();

/** The order's configurations and composed cards, kept for the last few orders opened. */
export async function orderCards(
  db: Db,
  order: Pick<OrdersTable, 'id' | 'data'>,
): Promise<CachedCards> {
  const hit = cache.get(order.id);
  if (hit && hit.data === order.data) {
    cache.delete(order.id);
    cache.set(order.id, hit);
    return hit;
  }
  const configurations = await loadOrderConfigurations(db, order);
  const entry: CachedCards = {
    data: order.data,
    configurations,
    cards: cardsOf(configurations),
  };
  cache.set(order.id, entry);
  if (cache.size > CACHE_SIZE) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return entry;
}

/** Drops an order's composed cards (its address was corrected: dashboard/addressCorrection.ts). */
export function forgetOrderCards(orderId: string): void {
  cache.delete(orderId);
}

/** The `/cards` answer as JSON text, made once per cached order. */
export function cardsJson(entry: CachedCards): string {
  entry.json ??= JSON.stringify({ count: entry.cards.length, results: entry.cards });
  return entry.json;
}
