import { zoneCounts } from '@federkiel/machines/pricing/postage';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import type { CartItemData } from '../store/cart/cartData.ts';
import type { LineDestinations } from '../store/cart/totals.ts';
import { configurationIdOf } from './cartConfigurations.ts';
import { ownedBy, type Owner } from './configurationRecords.ts';

// Where a cart line's cards go (issue 38): its stored design's recipients by country, for the
// postage per destination (store/cart/shipping.ts). Only the line's owner's design counts (a
// stranger's configuration id in a cart would otherwise reveal its recipients' countries).
// Stored configurations never change, so each is read once and kept (like the summaries in
// configurationSummary.ts); only the owner columns are read each time.

const storedRecipients = z.object({
  recipients: z.array(
    z.object({ address: z.object({ country: z.string().catch('') }).catch({ country: '' }) }),
  ),
});

const CACHE_SIZE = 500;
const cache = new Map<string, LineDestinations | null>();

function remember(id: string, destinations: LineDestinations | null): void {
  cache.set(id, destinations);
  if (cache.size > CACHE_SIZE) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
}

/** The recipients' countries of a stored design, counted by zone; null when unreadable. */
export function destinationsOf(data: string): LineDestinations | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = storedRecipients.safeParse(json);
  if (!parsed.success) return null;
  const countries = parsed.data.recipients.map(
    (recipient) => recipient.address.country.trim().toUpperCase() || 'DE',
  );
  const perCountry = new Map<string, number>();
  for (const country of countries) perCountry.set(country, (perCountry.get(country) ?? 0) + 1);
  return {
    zones: zoneCounts(countries),
    // Most cards first: the estimate names the main destinations.
    countries: [...perCountry.entries()].sort((a, b) => b[1] - a[1]).map(([country]) => country),
  };
}

/** Each line's destinations for `owner` (none for lines of other owners or without design). */
export async function loadDestinations(
  db: Db,
  items: readonly Pick<CartItemData, 'metadata'>[],
  owner: Owner,
): Promise<(item: Pick<CartItemData, 'metadata'>) => LineDestinations | null> {
  const ids = new Set<string>();
  for (const item of items) {
    const id = configurationIdOf(item);
    if (id) ids.add(id);
  }
  if (ids.size === 0) return () => null;
  const rows = await db
    .selectFrom('configurations')
    .select(['id', 'session_id', 'account_id'])
    .where('id', 'in', [...ids])
    .execute();
  const owned = rows.filter((row) => ownedBy(row, owner)).map((row) => row.id);
  const unread = owned.filter((id) => !cache.has(id));
  if (unread.length > 0) {
    const stored = await db
      .selectFrom('configurations')
      .select(['id', 'data'])
      .where('id', 'in', unread)
      .execute();
    for (const row of stored) remember(row.id, destinationsOf(row.data));
  }
  const found = new Set(owned);
  return (item) => {
    const id = configurationIdOf(item);
    return id && found.has(id) ? (cache.get(id) ?? null) : null;
  };
}
