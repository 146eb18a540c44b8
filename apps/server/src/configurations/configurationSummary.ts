import { orderConfigurationSchema } from '@federkiel/machines/configurator/schema';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import type { CartItemData } from '../store/cart/cartData.ts';
import { configurationIdOf } from './cartConfigurations.ts';
import { ownedBy, type Owner } from './configurationRecords.ts';

// The `configuration` of a cart item or order item: what the customer designed for that
// line, in the API's snake_case, without texts or addresses. Views look up all their
// lines' configurations in one query (none when no line has one) and parse each stored
// configuration once; a line shows it only to the configuration's owner.

/** The parts of a stored configuration the summary shows; recipients are only counted. */
const storedSummarySchema = orderConfigurationSchema
  .pick({
    canvas: true,
    template: true,
    personalisation: true,
    font: true,
    textSize: true,
    images: true,
    shipping: true,
  })
  .extend({ recipients: z.custom<unknown[]>((value) => Array.isArray(value)) });

export interface ApiConfiguration {
  id: string;
  template: { id: string; name: string };
  canvas: { key: string; name: string; width_mm: number; height_mm: number };
  font: { name: string };
  personalisation: string;
  text_size: string;
  card_count: number;
  recipient_count: number;
  shipping: { mode: string; date: string; envelope: string };
  images: {
    logo: string | null;
    outer_background: string | null;
    inner_background: string | null;
  };
}

interface FoundConfiguration {
  session_id: string;
  account_id: string | null;
  /** null: the stored data does not have the expected shape. */
  summary: ApiConfiguration | null;
}

/** Answers a line's configuration for one owner (the cart's session, the order's owner). */
export type ConfigurationOf = (
  item: Pick<CartItemData, 'metadata'>,
  owner: Owner,
) => ApiConfiguration | null;

export const NO_CONFIGURATIONS: ConfigurationOf = () => null;

function summarize(id: string, cardCount: number, data: string): ApiConfiguration | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = storedSummarySchema.safeParse(json);
  if (!parsed.success) return null;
  const c = parsed.data;
  return {
    id,
    template: { id: c.template.id, name: c.template.name },
    canvas: {
      key: c.canvas.key,
      name: c.canvas.name,
      width_mm: c.canvas.widthMm,
      height_mm: c.canvas.heightMm,
    },
    font: { name: c.font.name },
    personalisation: c.personalisation,
    text_size: c.textSize,
    card_count: cardCount,
    recipient_count: c.recipients.length,
    shipping: { mode: c.shipping.mode, date: c.shipping.date, envelope: c.shipping.envelope },
    images: {
      logo: c.images.logo?.url ?? null,
      outer_background: c.images.outerBackground?.url ?? null,
      inner_background: c.images.innerBackground?.url ?? null,
    },
  };
}

/**
 * Summaries by configuration id. A stored configuration never changes, and parsing one with
 * 10,000 recipients takes milliseconds: every cart answer during a checkout would pay that
 * again. Only the owner columns are read each time. Oldest entries go first.
 */
const SUMMARY_CACHE_SIZE = 500;
const summaries = new Map<string, ApiConfiguration | null>();

function remember(id: string, summary: ApiConfiguration | null): void {
  summaries.set(id, summary);
  if (summaries.size > SUMMARY_CACHE_SIZE) {
    const oldest = summaries.keys().next().value;
    if (oldest !== undefined) summaries.delete(oldest);
  }
}

/**
 * The configurations the lines point to, in one query — or none at all when no line has a
 * configuration id (a cart without configured lines costs nothing extra).
 */
export async function loadConfigurations(
  db: Db,
  items: Iterable<Pick<CartItemData, 'metadata'>>,
): Promise<ConfigurationOf> {
  const ids = new Set<string>();
  for (const item of items) {
    const id = configurationIdOf(item);
    if (id) ids.add(id);
  }
  if (ids.size === 0) return NO_CONFIGURATIONS;

  const rows = await db
    .selectFrom('configurations')
    .select(['id', 'session_id', 'account_id', 'card_count'])
    .where('id', 'in', [...ids])
    .execute();
  const unread = rows.filter((row) => !summaries.has(row.id));
  if (unread.length > 0) {
    const stored = await db
      .selectFrom('configurations')
      .select(['id', 'data'])
      .where(
        'id',
        'in',
        unread.map((row) => row.id),
      )
      .execute();
    const cardCounts = new Map(unread.map((row) => [row.id, row.card_count]));
    for (const row of stored)
      remember(row.id, summarize(row.id, cardCounts.get(row.id) ?? 0, row.data));
  }
  const found = new Map<string, FoundConfiguration>(
    rows.map((row) => [
      row.id,
      {
        session_id: row.session_id,
        account_id: row.account_id,
        summary: summaries.get(row.id) ?? null,
      },
    ]),
  );
  return (item, owner) => {
    const id = configurationIdOf(item);
    const row = id ? found.get(id) : undefined;
    return row && ownedBy(row, owner) ? row.summary : null;
  };
}
